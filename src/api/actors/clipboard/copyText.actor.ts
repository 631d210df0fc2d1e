import { fromPromise } from 'xstate';
import { ClipboardUnavailable } from '../../../machines/resultsFeedLink.machine';

/**
 * navigator.clipboard.writeText as an actor for any text (a checksum, a command); rejects with
 * ClipboardUnavailable where the browser has no clipboard API, with its own error where it refuses.
 */
export function copyTextActor() {
  return fromPromise<void, { text: string }>(async ({ input }) => {
    const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
    if (!clipboard?.writeText) throw new ClipboardUnavailable();
    await clipboard.writeText(input.text);
  });
}
