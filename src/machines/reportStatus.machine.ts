import { assign, fromPromise, raise, setup } from 'xstate';
import type { Report } from '../api/schemas/report.schema';
import type { ReportStatus } from '../api/schemas/reportStatus.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

export type ReportStatusInput = { simulationId: string; status: ReportStatus };

export type ReportStatusContext = {
  simulationId: string;
  status: ReportStatus;
  /** Why the reports failed, as the server says; null otherwise. */
  errorMessage: string | null;
};

export type ReportStatusEvent =
  /** The status as a fetch read it: the simulation's report_status, or one of its reports. */
  | { type: 'report.status'; status: ReportStatus; errorMessage: string | null }
  /** Generate the reports again after they failed (Editors and Admins). */
  | { type: 'report.generate' }
  | RealtimeUpdate;

type ReportStatusUpdated = Extract<RealtimeUpdate, { type: 'realtime.report_status_updated' }>;

const STATUSES: readonly ReportStatus[] = ['not_started', 'in_progress', 'completed', 'failed', 'outdated'];

/** A report's status as the report.status event carries it. */
const statusOfReport = (report: Report): Extract<ReportStatusEvent, { type: 'report.status' }> => ({
  type: 'report.status',
  status: report.report_status,
  errorMessage: report.report_error_message,
});

/**
 * A simulation's report status (SPEC 4 "Report status"), shown on its overview with SPEC 4's
 * helper text: not_started, in_progress, completed (shown as Ready), failed, outdated. Two regions.
 * `status` follows what fetches read (report.status). `sync`: a report_status_updated event for
 * this simulation (SPEC 4 "Real-time events": only for the item whose page is open) reads its
 * lite report again, a newer event restarting the read so that the last one wins, and so do 15 s
 * without one while the reports are awaited; failed reports can be generated again, which answers
 * with their new status.
 */
export const reportStatusMachine = setup({
  types: {
    context: {} as ReportStatusContext,
    events: {} as ReportStatusEvent,
    input: {} as ReportStatusInput,
    tags: {} as 'working',
  },
  actors: {
    fetchReport: fromPromise<Report, { simulationId: string; code: string }>(notProvided('fetchReport')),
    generateReports: fromPromise<Report, { simulationId: string; group: 'lite' | 'advanced' }>(notProvided('generateReports')),
  },
  actions: {
    /** SPEC 8's generic handling of a failed action (a toast with the server's message). */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    storeStatus: assign((_, read: { status: ReportStatus; errorMessage: string | null }) => ({ status: read.status, errorMessage: read.errorMessage })),
    announceReport: raise((_, report: Report) => statusOfReport(report)),
  },
  delays: {
    /** A page left open on reports being generated reads them again this often, whatever the realtime connection delivered. */
    recheck: 15_000,
  },
  guards: {
    statusIs: ({ context }, status: ReportStatus) => context.status === status,
    awaitingReports: ({ context }) => context.status === 'in_progress' || context.status === 'not_started',
    isThisSimulation: ({ context }, event: ReportStatusUpdated) => event.report_type === 'simulation' && event.simulation_id === context.simulationId,
  },
}).createMachine({
  id: 'reportStatus',
  context: ({ input }) => ({ simulationId: input.simulationId, status: input.status, errorMessage: null }),
  type: 'parallel',
  states: {
    status: {
      initial: 'settling',
      on: {
        'report.status': { target: '.settling', actions: { type: 'storeStatus', params: ({ event }) => event } },
      },
      states: {
        settling: {
          always: STATUSES.map((status) => ({ guard: { type: 'statusIs' as const, params: status }, target: status })),
        },
        not_started: {},
        in_progress: {},
        completed: {},
        failed: {},
        outdated: {},
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'realtime.report_status_updated': { guard: { type: 'isThisSimulation', params: ({ event }) => event }, target: 'refreshing' },
            'report.generate': { guard: { type: 'statusIs', params: 'failed' }, target: 'generating' },
          },
          // An update sent before the page subscribed, or a slower fetch of the simulation that read an
          // older status after a newer one, would otherwise leave 'in progress' on screen for good.
          after: { recheck: [{ guard: 'awaitingReports', target: 'refreshing' }, { target: 'idle', reenter: true }] },
        },
        refreshing: {
          invoke: {
            id: 'fetchReport',
            src: 'fetchReport',
            input: ({ context }) => ({ simulationId: context.simulationId, code: 'overview' }),
            onDone: { target: 'idle', actions: { type: 'announceReport', params: ({ event }) => event.output } },
            // The status shown stays; the next update or visit reads it again.
            onError: 'idle',
          },
          on: {
            'realtime.report_status_updated': { guard: { type: 'isThisSimulation', params: ({ event }) => event }, target: 'refreshing', reenter: true },
          },
        },
        generating: {
          tags: 'working',
          invoke: {
            id: 'generateReports',
            src: 'generateReports',
            input: ({ context }) => ({ simulationId: context.simulationId, group: 'lite' as const }),
            onDone: { target: 'idle', actions: { type: 'announceReport', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'reportFailure', params: errorOf } },
          },
        },
      },
    },
  },
});
