import { assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { WorkspaceReportRequest } from '../api/schemas/report.schema';
import type { WorkspaceReportSectionData, WorkspaceReportStatus } from '../api/schemas/workspaceReport.schema';
import { comparisonFormOf, comparisonRequestOf, EMPTY_COMPARISON_FORM, type ComparisonForm } from './comparisonRequest';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

/** The sections a comparison tab shows (SPEC 2 section ids), in order. */
export type ComparisonSectionCode = WorkspaceReportSectionData['code'];

export type WorkspaceReportInput = {
  workspaceId: string;
  sections: readonly ComparisonSectionCode[];
  /** What a downloaded table's file name starts with: the workspace's name. */
  fileStem: string;
};

/** A section's table saved as a CSV file. */
export type CsvDownload = { fileName: string; table: WorkspaceReportSectionData['table'] };

export type WorkspaceReportContext = WorkspaceReportInput & {
  form: ComparisonForm;
  status: WorkspaceReportStatus | null;
  /** The tab's sections of the last completed report, in the tab's order. */
  data: WorkspaceReportSectionData[] | null;
  failure: ApiFailure | null;
};

type ReportStatusUpdate = Extract<RealtimeUpdate, { type: 'realtime.report_status_updated' }>;

export type WorkspaceReportEvent =
  | { type: 'form.simulations'; ids: string[] }
  | { type: 'form.simulationYear'; year: number | null }
  | { type: 'form.startDate'; date: string | null }
  | { type: 'form.numberOfYears'; years: number | null }
  | { type: 'report.generate' }
  | { type: 'report.refresh' }
  | { type: 'load.retry' }
  | { type: 'section.downloadCsv'; code: ComparisonSectionCode }
  | ReportStatusUpdate;

export type SectionsQuery = { workspaceId: string; codes: readonly ComparisonSectionCode[] };

/** The section's table under the name `<workspace>-<section>.csv`. */
const csvDownloadOf = (context: WorkspaceReportContext, code: ComparisonSectionCode): CsvDownload => ({
  fileName: `${context.fileStem}-${code}.csv`,
  table: context.data!.find((section) => section.code === code)!.table,
});

const isPristine = (form: ComparisonForm) =>
  form.simulationIds.length === 0 && form.simulationYear === null && form.startDate === null && form.numberOfYears === null;

/**
 * A workspace's simulation comparison as one of its report tabs shows it (SPEC 2: funding
 * comparison, year comparison): the report's status is read first; a completed report's sections
 * load and show, and each section's table downloads as CSV. The form (SPEC 5: simulations, a
 * simulation year, a start date and a number of years) can be changed whenever no report is being
 * built; Generate only works once all four are set, and answers with the new status. Refresh
 * builds the stored request again. A refused generation or refresh keeps what was shown (the
 * app's error handler tells why). SPEC 4 "Real-time events": a report_status_updated of this
 * workspace's report reads the status again while nothing is under way; a failed load offers Retry.
 */
export const workspaceReportMachine = setup({
  types: {
    context: {} as WorkspaceReportContext,
    events: {} as WorkspaceReportEvent,
    input: {} as WorkspaceReportInput,
    tags: {} as 'busy' | 'generating' | 'error',
  },
  actors: {
    fetchStatus: fromPromise<WorkspaceReportStatus, { workspaceId: string }>(notProvided('fetchStatus')),
    generateReport: fromPromise<WorkspaceReportStatus, { workspaceId: string; request: WorkspaceReportRequest }>(notProvided('generateReport')),
    refreshReport: fromPromise<WorkspaceReportStatus, { workspaceId: string }>(notProvided('refreshReport')),
    fetchSections: fromPromise<WorkspaceReportSectionData[], SectionsQuery>(notProvided('fetchSections')),
  },
  actions: {
    storeSimulations: assign({ form: ({ context }, ids: string[]) => ({ ...context.form, simulationIds: ids }) }),
    storeSimulationYear: assign({ form: ({ context }, year: number | null) => ({ ...context.form, simulationYear: year }) }),
    storeStartDate: assign({ form: ({ context }, date: string | null) => ({ ...context.form, startDate: date }) }),
    storeNumberOfYears: assign({ form: ({ context }, years: number | null) => ({ ...context.form, numberOfYears: years }) }),
    // The planner's own choices win over the stored request; an untouched form shows what the report was made from.
    storeStatus: assign({
      status: (_, status: WorkspaceReportStatus) => status,
      form: ({ context }, status: WorkspaceReportStatus) => (isPristine(context.form) && status.request ? comparisonFormOf(status.request) : context.form),
      failure: null,
    }),
    storeData: assign({ data: (_, data: WorkspaceReportSectionData[]) => data, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearData: assign({ data: null }),
    downloadCsv: notProvided<[unknown, CsvDownload]>('downloadCsv'),
  },
  guards: {
    isComplete: ({ context }) => comparisonRequestOf(context.form) !== null,
    hasReport: ({ context }) => context.data !== null,
    hasSection: ({ context }, code: ComparisonSectionCode) => context.data?.some((section) => section.code === code) ?? false,
    // The request under way is the form as it was: the form waits until its answer.
    isEditable: not(or([stateIn('generating'), stateIn('refreshing')])),
    isReady: (_, status: WorkspaceReportStatus) => status.report_status === 'completed',
    isThisWorkspace: ({ context }, update: ReportStatusUpdate) => update.report_type === 'workspace' && update.id === context.workspaceId,
  },
}).createMachine({
  id: 'workspaceReport',
  context: ({ input }) => ({ ...input, form: EMPTY_COMPARISON_FORM, status: null, data: null, failure: null }),
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      tags: 'busy',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => ({ workspaceId: context.workspaceId }),
        onDone: [
          { guard: { type: 'isReady', params: ({ event }) => event.output }, target: 'loadingSections', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
          { target: 'idle', actions: [{ type: 'storeStatus', params: ({ event }) => event.output }, 'clearData'] },
        ],
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadingSections: {
      tags: 'busy',
      invoke: {
        id: 'fetchSections',
        src: 'fetchSections',
        input: ({ context }) => ({ workspaceId: context.workspaceId, codes: context.sections }),
        onDone: { target: 'shown', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    /** No report to show: never generated, in progress, failed or outdated (the status says which). */
    idle: {
      on: {
        'report.generate': { guard: 'isComplete', target: 'generating' },
        'report.refresh': 'refreshing',
        'realtime.report_status_updated': { guard: { type: 'isThisWorkspace', params: ({ event }) => event }, target: 'loadingStatus' },
      },
    },
    shown: {
      on: {
        'section.downloadCsv': {
          guard: { type: 'hasSection', params: ({ event }) => event.code },
          actions: { type: 'downloadCsv', params: ({ context, event }) => csvDownloadOf(context, event.code) },
        },
        'report.generate': { guard: 'isComplete', target: 'generating' },
        'report.refresh': 'refreshing',
        'realtime.report_status_updated': { guard: { type: 'isThisWorkspace', params: ({ event }) => event }, target: 'loadingStatus' },
      },
    },
    generating: {
      tags: 'generating',
      invoke: {
        id: 'generateReport',
        src: 'generateReport',
        input: ({ context }) => ({ workspaceId: context.workspaceId, request: comparisonRequestOf(context.form)! }),
        onDone: [
          { guard: { type: 'isReady', params: ({ event }) => event.output }, target: 'loadingSections', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
          { target: 'idle', actions: [{ type: 'storeStatus', params: ({ event }) => event.output }, 'clearData'] },
        ],
        onError: [
          { guard: 'hasReport', target: 'shown', actions: { type: 'storeFailure', params: errorOf } },
          { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    refreshing: {
      tags: 'generating',
      invoke: {
        id: 'refreshReport',
        src: 'refreshReport',
        input: ({ context }) => ({ workspaceId: context.workspaceId }),
        onDone: [
          { guard: { type: 'isReady', params: ({ event }) => event.output }, target: 'loadingSections', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
          { target: 'idle', actions: [{ type: 'storeStatus', params: ({ event }) => event.output }, 'clearData'] },
        ],
        onError: [
          { guard: 'hasReport', target: 'shown', actions: { type: 'storeFailure', params: errorOf } },
          { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    failed: {
      tags: 'error',
      on: { 'load.retry': 'loadingStatus' },
    },
  },
  on: {
    'form.simulations': { guard: 'isEditable', actions: { type: 'storeSimulations', params: ({ event }) => event.ids } },
    'form.simulationYear': { guard: 'isEditable', actions: { type: 'storeSimulationYear', params: ({ event }) => event.year } },
    'form.startDate': { guard: 'isEditable', actions: { type: 'storeStartDate', params: ({ event }) => event.date } },
    'form.numberOfYears': { guard: 'isEditable', actions: { type: 'storeNumberOfYears', params: ({ event }) => event.years } },
  },
});
