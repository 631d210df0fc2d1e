import { fromPromise } from 'xstate';
import { ClipboardUnavailable } from '../../../machines/resultsFeedLink.machine';

/**
 * navigator.clipboard.writeText as an actor; rejects with ClipboardUnavailable where the browser
 * has no clipboard API (pages not served over HTTPS, old browsers), with the browser's own error
 * where it refuses the write.
 */
export function copyLinkActor() {
  return fromPromise<void, { url: string }>(async ({ input }) => {
    const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
    if (!clipboard?.writeText) throw new ClipboardUnavailable();
    await clipboard.writeText(input.url);
  });
}
