import { assign, fromPromise, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { Report } from '../api/schemas/report.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

export type ReportPageType = 'simulation' | 'workspace';
export type ReportPageInput = { type: ReportPageType; id: string; code: string };

export type ReportPageContext = ReportPageInput & {
  report: Report | null;
  failure: ApiFailure | null;
};

export type ReportPageEvent = { type: 'report.retry' } | RealtimeUpdate;

type ReportStatusUpdated = Extract<RealtimeUpdate, { type: 'realtime.report_status_updated' }>;

/**
 * A report outside the shell (SPEC 2 /report/{type}/{id}/{reportId}): the report of that
 * simulation or workspace with that code loads; a 404 (no such simulation, workspace or code, or
 * not a member) is SPEC 2's 'Resource Not Found'; another failure offers Retry. SPEC 4 "Real-time
 * events": a report_status_updated for this item reads the report again while it stays shown.
 */
export const reportPageMachine = setup({
  types: {
    context: {} as ReportPageContext,
    events: {} as ReportPageEvent,
    input: {} as ReportPageInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchReport: fromPromise<Report, ReportPageInput>(notProvided('fetchReport')),
  },
  actions: {
    storeReport: assign({ report: (_, report: Report) => report, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    isThisItem: ({ context }, event: ReportStatusUpdated) =>
      event.report_type === context.type && (context.type === 'simulation' ? event.simulation_id === context.id : event.id === context.report?.id),
  },
}).createMachine({
  id: 'reportPage',
  context: ({ input }) => ({ ...input, report: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchReport',
        src: 'fetchReport',
        input: ({ context }) => ({ type: context.type, id: context.id, code: context.code }),
        onDone: { target: 'shown', actions: { type: 'storeReport', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'missing' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'realtime.report_status_updated': { guard: { type: 'isThisItem', params: ({ event }) => event }, target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshReport',
            src: 'fetchReport',
            input: ({ context }) => ({ type: context.type, id: context.id, code: context.code }),
            onDone: { target: 'idle', actions: { type: 'storeReport', params: ({ event }) => event.output } },
            onError: [{ guard: { type: 'isNotFound', params: errorOf }, target: '#reportPage.missing' }, { target: 'idle' }],
          },
          on: { 'realtime.report_status_updated': { guard: { type: 'isThisItem', params: ({ event }) => event }, target: 'refreshing', reenter: true } },
        },
      },
    },
    missing: {},
    failed: {
      tags: 'error',
      on: { 'report.retry': 'loading' },
    },
  },
});
