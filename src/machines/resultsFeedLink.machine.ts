import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { ResultsEndpoint } from '../api/schemas/resultsFeed.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The browser has no clipboard API at all (an insecure page, an old browser): SPEC 8's 'Could not copy to clipboard.'. */
export class ClipboardUnavailable extends Error {
  constructor() {
    super('The clipboard API is not available');
    this.name = 'ClipboardUnavailable';
  }
}

/** Why copying failed: no clipboard at all, or the browser refused the write ('Failed to copy result link.'). */
export type CopyFailure = 'unavailable' | 'failed';

export type ResultsFeedLinkContext = {
  taskId: string;
  /** What the server said about the task's link; its url only right after this page generated it. */
  link: ResultsEndpoint | null;
  failure: ApiFailure | null;
};

export type ResultsFeedLinkEvent =
  | { type: 'link.generate' }
  | { type: 'link.revoke' }
  | { type: 'link.copy' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' };

const NO_LINK: ResultsEndpoint = { exists: false, url: null, created_at: null };

/**
 * A run's results feed link (SPEC 4 "Results feed link"): load whether it exists, generate one,
 * regenerate it (confirmed first: the old link stops working) or revoke it (confirmed), and copy
 * the address while it is known (it is shown only when generated: the server keeps its hash).
 */
export const resultsFeedLinkMachine = setup({
  types: {
    context: {} as ResultsFeedLinkContext,
    events: {} as ResultsFeedLinkEvent,
    input: {} as { taskId: string },
    tags: {} as 'busy' | 'error' | 'working',
  },
  actors: {
    loadLink: fromPromise<ResultsEndpoint, { taskId: string }>(notProvided('loadLink')),
    generateLink: fromPromise<ResultsEndpoint, { taskId: string }>(notProvided('generateLink')),
    revokeLink: fromPromise<void, { taskId: string }>(notProvided('revokeLink')),
    copyLink: fromPromise<void, { url: string }>(notProvided('copyLink')),
  },
  actions: {
    notifyGenerated: notProvided('notifyGenerated'),
    notifyRevoked: notProvided('notifyRevoked'),
    notifyCopied: notProvided('notifyCopied'),
    notifyCopyFailed: notProvided<[unknown, CopyFailure]>('notifyCopyFailed'),
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    storeLink: assign({ link: (_, link: ResultsEndpoint) => link, failure: null }),
    forgetLink: assign({ link: NO_LINK }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    hasLink: ({ context }) => context.link?.exists === true,
    knowsAddress: ({ context }) => context.link?.url != null,
    clipboardMissing: (_, error: unknown) => error instanceof ClipboardUnavailable,
  },
}).createMachine({
  id: 'resultsFeedLink',
  context: ({ input }) => ({ taskId: input.taskId, link: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadLink',
        src: 'loadLink',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: { target: 'ready', actions: { type: 'storeLink', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Over an existing link this is a regeneration, which ends the old link: asked first.
            'link.generate': [{ guard: 'hasLink', target: 'confirmingRegenerate' }, { target: 'generating' }],
            'link.revoke': { guard: 'hasLink', target: 'confirmingRevoke' },
            'link.copy': { guard: 'knowsAddress', target: 'copying' },
          },
        },
        confirmingRegenerate: {
          on: { confirm: 'generating', cancel: 'idle' },
        },
        confirmingRevoke: {
          on: { confirm: 'revoking', cancel: 'idle' },
        },
        generating: {
          tags: 'working',
          invoke: {
            id: 'generateLink',
        src: 'generateLink',
            input: ({ context }) => ({ taskId: context.taskId }),
            onDone: { target: 'idle', actions: [{ type: 'storeLink', params: ({ event }) => event.output }, 'notifyGenerated'] },
            onError: { target: 'idle', actions: { type: 'reportFailure', params: errorOf } },
          },
        },
        revoking: {
          tags: 'working',
          invoke: {
            id: 'revokeLink',
        src: 'revokeLink',
            input: ({ context }) => ({ taskId: context.taskId }),
            onDone: { target: 'idle', actions: ['forgetLink', 'notifyRevoked'] },
            onError: { target: 'idle', actions: { type: 'reportFailure', params: errorOf } },
          },
        },
        copying: {
          invoke: {
            id: 'copyLink',
        src: 'copyLink',
            input: ({ context }) => ({ url: context.link?.url ?? '' }),
            onDone: { target: 'idle', actions: 'notifyCopied' },
            onError: [
              { guard: { type: 'clipboardMissing', params: errorOf }, target: 'idle', actions: { type: 'notifyCopyFailed', params: 'unavailable' as const } },
              { target: 'idle', actions: { type: 'notifyCopyFailed', params: 'failed' as const } },
            ],
          },
        },
      },
    },
  },
});
