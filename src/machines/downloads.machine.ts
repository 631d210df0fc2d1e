import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { Download } from '../api/schemas/download.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { ClipboardUnavailable, type CopyFailure } from './resultsFeedLink.machine';

/** What the page copies: a download's checksum or one of its commands, each with its own toast. */
export type CopiedItem = 'checksum' | 'command';

export type DownloadsContext = {
  downloads: Download[];
  failure: ApiFailure | null;
  /** The text being copied and what it is, while the clipboard write runs. */
  copying: { text: string; item: CopiedItem } | null;
};

export type DownloadsEvent = { type: 'downloads.retry' } | { type: 'text.copy'; text: string; item: CopiedItem };

/**
 * Apps & Downloads (SPEC 2 "Downloads centre"): loads what this server offers for download (the
 * command-line publisher once the app is built), and copies its checksum or commands on request.
 */
export const downloadsMachine = setup({
  types: {
    context: {} as DownloadsContext,
    events: {} as DownloadsEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadDownloads: fromPromise<Download[]>(notProvided('loadDownloads')),
    copyText: fromPromise<void, { text: string }>(notProvided('copyText')),
  },
  actions: {
    notifyCopied: notProvided<[unknown, CopiedItem]>('notifyCopied'),
    notifyCopyFailed: notProvided<[unknown, CopyFailure]>('notifyCopyFailed'),
    storeDownloads: assign({ downloads: (_, downloads: Download[]) => downloads, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    noteCopy: assign({ copying: (_, copy: { text: string; item: CopiedItem }) => copy }),
    forgetCopy: assign({ copying: null }),
  },
  guards: {
    clipboardMissing: (_, error: unknown) => error instanceof ClipboardUnavailable,
  },
}).createMachine({
  id: 'downloads',
  context: { downloads: [], failure: null, copying: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadDownloads',
        src: 'loadDownloads',
        onDone: { target: 'ready', actions: { type: 'storeDownloads', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'downloads.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'forgetCopy',
          on: { 'text.copy': { target: 'copying', actions: { type: 'noteCopy', params: ({ event }) => ({ text: event.text, item: event.item }) } } },
        },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.copying?.text ?? '' }),
            onDone: { target: 'idle', actions: { type: 'notifyCopied', params: ({ context }) => context.copying?.item ?? 'checksum' } },
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
