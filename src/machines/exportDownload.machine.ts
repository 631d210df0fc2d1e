import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { ApiError, toApiFailure } from '../api/apiError';
import type { ExportDownload } from '../api/schemas/exportDownload.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The brief's polling rhythm while the workbook is built. */
export const EXPORT_POLL_MS = 1000;

/** Why an export ended without a file: a stale link has SPEC 8's own text ('Downloading URL is invalid.'). */
export type ExportFailure = { stale: boolean; status: number; message: string; key?: string };

export type ExportDownloadContext = {
  taskId: string;
  /** The download record as last read: its progress, its file name, the columns it left out. */
  download: ExportDownload | null;
  failure: ExportFailure | null;
};

export type ExportDownloadEvent = { type: 'export.start' };

export type ExportFileRequest = { url: string; fileName: string };

/** The record is gone (404) or its link no longer serves a file (410). */
const STALE_STATUSES = [404, 410];

const downloadOf = ({ event }: { event: DoneActorEvent<ExportDownload> }) => event.output;

/**
 * SPEC 4 "Simulation detail": build a download record for an export report, then download the
 * simulation export (succeeded or failed). Export creates the record; while the server builds the
 * workbook its progress is read every second; once ready the browser downloads the file. A failed
 * step ends in `failed`, told once; a link that stopped working is told as stale. Export again
 * starts over with a new record.
 */
export const exportDownloadMachine = setup({
  types: {
    context: {} as ExportDownloadContext,
    events: {} as ExportDownloadEvent,
    input: {} as { taskId: string },
    tags: {} as 'busy',
  },
  actors: {
    createExport: fromPromise<ExportDownload, { taskId: string }>(notProvided('createExport')),
    pollExport: fromPromise<ExportDownload, { downloadId: string }>(notProvided('pollExport')),
    downloadFile: fromPromise<void, ExportFileRequest>(notProvided('downloadFile')),
  },
  actions: {
    notifyFailure: notProvided<[unknown, ExportFailure]>('notifyFailure'),
    startOver: assign({ download: null, failure: null }),
    storeDownload: assign({ download: (_, download: ExportDownload) => download }),
    storeCallFailure: assign({
      failure: (_, error: unknown): ExportFailure => ({ stale: false, ...toApiFailure(error) }),
    }),
    storeLinkFailure: assign({
      failure: (_, error: unknown): ExportFailure => ({ stale: error instanceof ApiError && STALE_STATUSES.includes(error.status), ...toApiFailure(error) }),
    }),
    storeStaleLink: assign({ failure: { stale: true, status: 410, message: '' } }),
    storeBuildFailure: assign({
      failure: (_, download: ExportDownload): ExportFailure => ({ stale: false, status: 0, message: download.error_message ?? '' }),
    }),
  },
  guards: {
    isReady: (_, download: ExportDownload) => download.status === 'ready' && download.download_url !== null,
    hasFailed: (_, download: ExportDownload) => download.status === 'failed',
    // A ready record without a link expired before it was read.
    isStale: (_, download: ExportDownload) => download.status === 'ready' && download.download_url === null,
  },
  delays: {
    pollInterval: EXPORT_POLL_MS,
  },
}).createMachine({
  id: 'exportDownload',
  context: ({ input }) => ({ taskId: input.taskId, download: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': { target: 'creating', actions: 'startOver' } },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createExport',
        src: 'createExport',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: { target: 'checking', actions: { type: 'storeDownload', params: downloadOf } },
        onError: { target: 'failed', actions: { type: 'storeCallFailure', params: errorOf } },
      },
    },
    // Where the record's status leads, whether it came from creating it or from reading it again.
    checking: {
      tags: 'busy',
      always: [
        { guard: { type: 'isReady', params: ({ context }) => context.download! }, target: 'downloading' },
        {
          guard: { type: 'hasFailed', params: ({ context }) => context.download! },
          target: 'failed',
          actions: { type: 'storeBuildFailure', params: ({ context }) => context.download! },
        },
        {
          guard: { type: 'isStale', params: ({ context }) => context.download! },
          target: 'failed',
          actions: 'storeStaleLink',
        },
        { target: 'building' },
      ],
    },
    building: {
      tags: 'busy',
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            id: 'pollExport',
            src: 'pollExport',
            input: ({ context }) => ({ downloadId: context.download!.id }),
            onDone: { target: '#exportDownload.checking', actions: { type: 'storeDownload', params: downloadOf } },
            onError: { target: '#exportDownload.failed', actions: { type: 'storeLinkFailure', params: errorOf } },
          },
        },
      },
    },
    downloading: {
      tags: 'busy',
      invoke: {
        id: 'downloadFile',
        src: 'downloadFile',
        input: ({ context }) => ({ url: context.download!.download_url!, fileName: context.download!.file_name }),
        onDone: { target: 'downloaded' },
        onError: { target: 'failed', actions: { type: 'storeLinkFailure', params: errorOf } },
      },
    },
    downloaded: {
      on: { 'export.start': { target: 'creating', actions: 'startOver' } },
    },
    failed: {
      entry: { type: 'notifyFailure', params: ({ context }) => context.failure! },
      on: { 'export.start': { target: 'creating', actions: 'startOver' } },
    },
  },
});
