import { fromCallback } from 'xstate';
import type { HistoryPositions } from './historyPositions';
import type { PopStateGate } from './popStateGate';

export type GuardUnsavedChangesDependencies = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;
  history: Pick<History, 'go'>;
  positions: HistoryPositions;
  /** The browser's Back and Forward, heard before the router hears them. */
  popStates: PopStateGate;
  /** Asks the user whether to leave anyway ('Changes you made may not be saved.'). */
  confirmLeave: () => boolean;
};

/**
 * While a form holds unsaved changes (SPEC 4): the browser's own warning before the page is
 * closed or reloaded, and the same question before a link takes the user to another page of the
 * app, or the browser's Back or Forward does. Links are caught before the router sees them
 * (capture phase), so that a "no" keeps the page. Back and Forward have moved the address already
 * when the browser tells: the router is kept from seeing the move (the pop-state gate hears it
 * first), and a "no" takes the browser back to the entry it left, by as many steps as it went, so
 * that the page and its address both stay.
 */
export function guardUnsavedChangesActor({ window, document, location, history, positions, popStates, confirmLeave }: GuardUnsavedChangesDependencies) {
  return fromCallback(() => {
    /** The position of the entry the page shows. */
    let shown = positions.current();
    /** Set while the browser goes back to `shown` after a "no": that move is ours, not the user's. */
    let returning = false;

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
    const onPopState = (event: PopStateEvent) => {
      const arrived = positions.of(event.state);
      if (returning) {
        // The router still shows the page that was kept; it need not hear of the way back to it.
        returning = false;
        event.stopImmediatePropagation();
        return;
      }
      if (arrived === undefined || shown === undefined || arrived === shown || confirmLeave()) {
        shown = arrived;
        return;
      }
      event.stopImmediatePropagation();
      returning = true;
      history.go(shown - arrived);
    };
    /** A page of the app that pushes or replaces its address (a confirmed link, a tab) moves what is shown. */
    const onOwnNavigation = () => {
      shown = positions.current();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const stopHearingPopStates = popStates.listen(onPopState);
    window.addEventListener('pushState', onOwnNavigation);
    window.addEventListener('replaceState', onOwnNavigation);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      stopHearingPopStates();
      window.removeEventListener('pushState', onOwnNavigation);
      window.removeEventListener('replaceState', onOwnNavigation);
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
