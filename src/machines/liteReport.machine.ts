import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { ResultsSummary, ResultsSummaryList, SummaryCode, Table } from '../api/schemas/reportSummary.schema';
import type { TaskStatus } from '../api/schemas/taskStatus.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The simulation's current run as its detail has it; null before its first run. */
export type LiteReportTask = { id: string; status: TaskStatus } | null;

export type LiteReportInput = {
  task: LiteReportTask;
  /** The summary codes the tab shows, its own first (e.g. funding, then cost-breakdown, ...). */
  sections: SummaryCode[];
  /** The start of every CSV file's name: the simulation's name. */
  fileStem: string;
};

/**
 * What one section of the tab has: its data; no rows; a code this run's results cannot serve
 * (they predate it: SPEC 8 'charts available only for newly submitted simulations'); or data the
 * server is still preparing (409, SPEC 8 'not available yet').
 */
export type SectionOutcome =
  | { kind: 'ready'; summary: ResultsSummary }
  | { kind: 'empty' }
  | { kind: 'notServed' }
  | { kind: 'notReady' };

export type LiteReportContext = {
  task: LiteReportTask;
  sections: SummaryCode[];
  fileStem: string;
  /** Whether the run has coordinates (the location map); known once the summary list is read. */
  spatial: boolean;
  /** The codes the run's results can serve; null until the list is read. */
  served: SummaryCode[] | null;
  outcomes: Partial<Record<SummaryCode, SectionOutcome>>;
  failure: ApiFailure | null;
};

export type LiteReportEvent =
  /** The simulation's current run changed (a new run, or the run finished). */
  | { type: 'report.task'; task: LiteReportTask }
  | { type: 'report.retry' }
  /** Save the table on screen (a section's, or the opened asset's) as `<simulation>-<code>.csv`. */
  | { type: 'report.downloadCsv'; code: SummaryCode; table: Table }
  /** Copy one chart (by its ApexCharts id) to the clipboard as a picture. */
  | { type: 'report.copyImage'; chartId: string };

/** The CSV file of one section: exactly its table, under `<simulation>-<code>.csv`. */
export type CsvDownload = { fileName: string; table: Table };

/** A finished run's results can be read; a later version of data or settings leaves them readable (outdated). */
const FINISHED_STATUSES: readonly TaskStatus[] = ['completed', 'active', 'outdated'];
const LIVE_STATUSES: readonly TaskStatus[] = ['new', 'pending', 'queued', 'running'];

const nextSection = (context: LiteReportContext) => context.sections.find((code) => context.outcomes[code] === undefined);
const outcomeOf = (summary: ResultsSummary): SectionOutcome => (summary.table.rows.length === 0 ? { kind: 'empty' } : { kind: 'ready', summary });
const withOutcome = (context: LiteReportContext, code: SummaryCode, outcome: SectionOutcome) => ({ ...context.outcomes, [code]: outcome });
const isFinished = (task: LiteReportTask) => task !== null && FINISHED_STATUSES.includes(task.status);
const isLive = (task: LiteReportTask) => task !== null && LIVE_STATUSES.includes(task.status);
/** The task settles which report a run can have: another run, or the same run moving from live to finished. */
const readinessOf = (task: LiteReportTask) => `${task?.id ?? ''}:${isFinished(task) ? 'finished' : isLive(task) ? 'live' : 'none'}`;

const NO_RESULTS = { served: null, spatial: false, outcomes: {}, failure: null };

/**
 * One lite report tab of a simulation (SPEC 2 "Simulation report tabs", SPEC 8 lite report
 * texts), in two regions. `report`: the current run decides: a live run is `waiting` (not
 * available yet), a run that ended without results or none at all is `noResults`, a finished run's
 * summary list is read (404: the run predates the reports and must be published again,
 * `outdated`), then each section's summary, one after the other so that the first shows while the
 * next loads; `ready` once a section has data (its table downloads as CSV), `empty` when none has;
 * a failed call offers Retry. `copy` copies a chart as a picture. A new run starts both again.
 * asset-life-cycle's search is the assetLifeCycle machine's.
 */
export const liteReportMachine = setup({
  types: {
    context: {} as LiteReportContext,
    events: {} as LiteReportEvent,
    input: {} as LiteReportInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSummaryList: fromPromise<ResultsSummaryList, { taskId: string }>(notProvided('fetchSummaryList')),
    fetchSummary: fromPromise<ResultsSummary, { taskId: string; code: SummaryCode }>(notProvided('fetchSummary')),
    copyImage: fromPromise<void, { chartId: string }>(notProvided('copyImage')),
  },
  actions: {
    downloadCsv: notProvided<[unknown, CsvDownload]>('downloadCsv'),
    notifyCopied: notProvided('notifyCopied'),
    /** The error says whether the browser cannot copy pictures at all (SPEC 8) or this copy failed. */
    notifyCopyFailed: notProvided<[unknown, unknown]>('notifyCopyFailed'),
    storeTask: assign({ task: (_, task: LiteReportTask) => task }),
    clearResults: assign(NO_RESULTS),
    storeList: assign(({ context }, list: ResultsSummaryList) => ({
      served: list.codes,
      spatial: list.spatial,
      // What the run cannot serve is settled without asking.
      outcomes: Object.fromEntries(context.sections.filter((code) => !list.codes.includes(code)).map((code) => [code, { kind: 'notServed' }])),
    })),
    storeSection: assign({ outcomes: ({ context }, summary: ResultsSummary) => withOutcome(context, nextSection(context)!, outcomeOf(summary)) }),
    storeSectionNotReady: assign({ outcomes: ({ context }) => withOutcome(context, nextSection(context)!, { kind: 'notReady' }) }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    hasFinishedRun: ({ context }) => isFinished(context.task),
    hasLiveRun: ({ context }) => isLive(context.task),
    changesTheReport: ({ context }, task: LiteReportTask) => readinessOf(task) !== readinessOf(context.task),
    hasSectionToLoad: ({ context }) => nextSection(context) !== undefined,
    hasData: ({ context }) => Object.values(context.outcomes).some((outcome) => outcome.kind === 'ready'),
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    isNotReady: (_, error: unknown) => hasStatus(error, [409]),
  },
}).createMachine({
  id: 'liteReport',
  context: ({ input }) => ({ task: input.task, sections: input.sections, fileStem: input.fileStem, ...NO_RESULTS }),
  type: 'parallel',
  on: {
    // Another run has other results: the tab starts again.
    'report.task': {
      guard: { type: 'changesTheReport', params: ({ event }) => event.task },
      target: ['.report.deciding', '.copy.idle'],
      actions: [{ type: 'storeTask', params: ({ event }) => event.task }, 'clearResults'],
    },
  },
  states: {
    report: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasFinishedRun', target: 'checking' }, { guard: 'hasLiveRun', target: 'waiting' }, { target: 'noResults' }],
        },
        waiting: {},
        noResults: {},
        checking: {
          tags: 'busy',
          invoke: {
            id: 'fetchSummaryList',
            src: 'fetchSummaryList',
            input: ({ context }) => ({ taskId: context.task!.id }),
            onDone: { target: 'loading', actions: { type: 'storeList', params: ({ event }) => event.output } },
            onError: [{ guard: { type: 'isNotFound', params: errorOf }, target: 'outdated' }, { target: 'failed', actions: { type: 'storeFailure', params: errorOf } }],
          },
        },
        outdated: {},
        loading: {
          initial: 'next',
          states: {
            next: {
              always: [{ guard: 'hasSectionToLoad', target: 'fetching' }, { target: '#liteReport.report.settled' }],
            },
            fetching: {
              invoke: {
                id: 'fetchSummary',
                src: 'fetchSummary',
                input: ({ context }) => ({ taskId: context.task!.id, code: nextSection(context)! }),
                onDone: { target: 'next', actions: { type: 'storeSection', params: ({ event }) => event.output } },
                onError: [
                  { guard: { type: 'isNotReady', params: errorOf }, target: 'next', actions: 'storeSectionNotReady' },
                  { target: '#liteReport.report.failed', actions: { type: 'storeFailure', params: errorOf } },
                ],
              },
            },
          },
        },
        settled: {
          always: [{ guard: 'hasData', target: 'ready' }, { target: 'empty' }],
        },
        ready: {
          on: {
            'report.downloadCsv': {
              actions: { type: 'downloadCsv', params: ({ context, event }) => ({ fileName: `${context.fileStem}-${event.code}.csv`, table: event.table }) },
            },
          },
        },
        empty: {},
        failed: {
          tags: 'error',
          on: { 'report.retry': { target: 'checking', actions: 'clearResults' } },
        },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'report.copyImage': 'copying' } },
        copying: {
          invoke: {
            id: 'copyImage',
            src: 'copyImage',
            input: ({ event }) => ({ chartId: (event as Extract<LiteReportEvent, { type: 'report.copyImage' }>).chartId }),
            onDone: { target: 'idle', actions: 'notifyCopied' },
            onError: { target: 'idle', actions: { type: 'notifyCopyFailed', params: errorOf } },
          },
        },
      },
    },
  },
});
