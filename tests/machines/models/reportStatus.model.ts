import type { Report } from '../../../src/api/schemas/report.schema';
import type { ReportStatus } from '../../../src/api/schemas/reportStatus.schema';
import { reportStatusMachine } from '../../../src/machines/reportStatus.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { simulationDetail } from '../support/simulationFixtures';

type Expected = { simulationId: string; status: ReportStatus; errorMessage: string | null };

const ID = simulationDetail.id;
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
const FAILURE = 'The report result is invalid, Please try to submit the simulation again.';
const unexpected = apiError(500, 'Unexpected error happened.');
const refused = apiError(403, 'You have reached an area that requires special permission.');

/** SPEC 4 "Report status": the helper text of each status; completed is shown as Ready. */
const HELPER: Record<ReportStatus, string> = {
  completed: 'Ready: "Report(s) are available. Please select one of the options below to view the report launched in a new browser window."',
  in_progress: '"Report(s) are currently in progress. Please come back again later"',
  not_started: '"Waiting to start the simulation task."',
  failed: '"Report(s) failed. Please try again. If the error persists, please contact support." with Try Again for Editors and Admins',
  outdated: '"Report(s) are outdated. Please re-run the simulation to generate the latest version."',
};

const overview = (status: ReportStatus, error: string | null = null): Report => ({
  id: '5d1c7a52-3f0e-5b8a-9c41-0e2f6a7b8c9d',
  code: 'overview',
  category_name: 'lite',
  type: 'simulation',
  method: 'direct',
  report_status: status,
  report_error_message: error,
  simulation_id: ID,
  workspace_id: simulationDetail.workspace_id,
  task_id: simulationDetail.current_task?.id ?? null,
  updated_at: '2026-11-03T00:00:00.000Z',
});
const update = (simulationId: string, type: 'simulation' | 'workspace' = 'simulation') => ({
  type: 'realtime.report_status_updated',
  id: '5d1c7a52-3f0e-5b8a-9c41-0e2f6a7b8c9d',
  status: 'completed',
  report_type: type,
  category_name: 'lite',
  simulation_id: type === 'simulation' ? simulationId : null,
  timestamp: '2026-11-03T00:00:00.000Z',
});
const read = (status: ReportStatus, errorMessage: string | null = null) => ({ type: 'report.status', status, errorMessage });
const to = (status: ReportStatus, errorMessage: string | null = null) => ({ to: `status.${status}`, context: { status, errorMessage } });

/**
 * SPEC 4 "Report status" on the simulation overview: not_started, in_progress, completed (shown as
 * Ready), failed and outdated, each with its helper text; whatever a fetch reads moves it. SPEC 4
 * "Real-time events": report_status_updated refreshes the reports only for the item whose page is
 * open (this simulation; not another one, not a workspace's), the newest update restarting the
 * read, and 15 s without an update read them again while they are awaited (not started or in
 * progress); a failed read keeps what is shown. Failed reports can be generated again (Editors and
 * Admins; a refusal goes to SPEC 8's handler): the answer is their new status.
 */
export const reportStatusModel = machineModel({
  name: 'reportStatus',
  machine: reportStatusMachine,
  parallel: true,
  starts: [
    { label: 'overview opened while the reports are generated', input: { simulationId: ID, status: 'in_progress' }, state: ['status.in_progress', 'sync.idle'], context: { simulationId: ID, status: 'in_progress', errorMessage: null } as Expected },
    { label: 'overview opened on failed reports', input: { simulationId: ID, status: 'failed' }, state: ['status.failed', 'sync.idle'], context: { simulationId: ID, status: 'failed', errorMessage: null } as Expected },
  ],
  events: {
    'a fetch reads not started': read('not_started'),
    'a fetch reads in progress': read('in_progress'),
    'a fetch reads completed': read('completed'),
    'a fetch reads failed': read('failed', FAILURE),
    'a fetch reads outdated': read('outdated'),
    'its reports change': update(ID),
    "another simulation's reports change": update(OTHER),
    "a workspace's report changes": update(ID, 'workspace'),
    'the report is read again: completed': { type: 'xstate.done.actor.fetchReport', output: overview('completed') },
    'reading it again fails': { type: 'xstate.error.actor.fetchReport', error: unexpected },
    '15 s pass without an update': { type: 'xstate.after.recheck.reportStatus.sync.idle' },
    'the planner generates them again': { type: 'report.generate' },
    'the generation is accepted': { type: 'xstate.done.actor.generateReports', output: overview('in_progress') },
    'the generation is refused': { type: 'xstate.error.actor.generateReports', error: refused },
  },
  states: {
    'status.not_started': { says: HELPER.not_started },
    'status.in_progress': { says: HELPER.in_progress },
    'status.completed': { says: HELPER.completed },
    'status.failed': { says: HELPER.failed },
    'status.outdated': { says: HELPER.outdated },
    'sync.idle': { says: 'waiting for an update of this simulation\'s reports' },
    'sync.refreshing': { says: 'the lite report is read again; the helper text stays', invoked: { fetchReport: { simulationId: ID, code: 'overview' } } },
    'sync.generating': { says: 'the reports are asked to generate again', tags: ['working'], invoked: { generateReports: { simulationId: ID, group: 'lite' } } },
  },
  transitions: {
    status: {
      'a fetch reads not started': to('not_started'),
      'a fetch reads in progress': to('in_progress'),
      'a fetch reads completed': to('completed'),
      'a fetch reads failed': to('failed', FAILURE),
      'a fetch reads outdated': to('outdated'),
    },
    'sync.idle': {
      'its reports change': { to: 'sync.refreshing' },
      'the planner generates them again': ({ status }: Expected) => (status === 'failed' ? { to: 'sync.generating' } : {}),
      // Reports still awaited are read again, in case an update was missed; once they are settled nothing is read.
      '15 s pass without an update': ({ status }: Expected) => (status === 'in_progress' || status === 'not_started' ? { to: 'sync.refreshing' } : {}),
    },
    'sync.refreshing': {
      'its reports change': { to: 'sync.refreshing' },
      'the report is read again: completed': { to: ['sync.idle', 'status.completed'], context: { status: 'completed', errorMessage: null } },
      'reading it again fails': { to: 'sync.idle' },
    },
    'sync.generating': {
      'the generation is accepted': { to: ['sync.idle', 'status.in_progress'], context: { status: 'in_progress', errorMessage: null } },
      'the generation is refused': { to: 'sync.idle', calls: { reportFailure: [refused] } },
    },
  },
});
