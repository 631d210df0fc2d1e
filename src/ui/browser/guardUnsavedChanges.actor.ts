import { fromCallback } from 'xstate';

export type GuardUnsavedChangesDependencies = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;
  /** Asks the user whether to leave anyway ('Changes you made may not be saved.'). */
  confirmLeave: () => boolean;
};

/**
 * While a form holds unsaved changes (SPEC 4): the browser's own warning before the page is
 * closed or reloaded, and the same question before a link takes the user to another page of the
 * app. Links are caught before the router sees them (capture phase), so that a "no" keeps the page.
 */
export function guardUnsavedChangesActor({ window, document, location, confirmLeave }: GuardUnsavedChangesDependencies) {
  return fromCallback(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before Chrome 119 only warn when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavesThePage(event, location) || confirmLeave()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  });
}

/** A plain left click on a link to another address of this site, opened in this tab. */
function leavesThePage(event: MouseEvent, location: GuardUnsavedChangesDependencies['location']): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Partial<Element> | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.getAttribute('href') ?? '', location.href);
  return url.origin === location.origin && `${url.pathname}${url.search}` !== `${location.pathname}${location.search}`;
}
