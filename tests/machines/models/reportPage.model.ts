import type { Report } from '../../../src/api/schemas/report.schema';
import { reportPageMachine, type ReportPageInput } from '../../../src/machines/reportPage.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { simulationDetail } from '../support/simulationFixtures';

type Expected = ReportPageInput & { report: Report | null; failure: { status: number; message: string } | null };

const ID = simulationDetail.id;
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
const input: ReportPageInput = { type: 'simulation', id: ID, code: 'funding' };
const funding = (status: Report['report_status']): Report => ({
  id: '5d1c7a52-3f0e-5b8a-9c41-0e2f6a7b8c9d',
  code: 'funding',
  category_name: 'lite',
  type: 'simulation',
  method: 'direct',
  report_status: status,
  report_error_message: null,
  simulation_id: ID,
  workspace_id: simulationDetail.workspace_id,
  task_id: null,
  updated_at: '2026-11-03T00:00:00.000Z',
});
const notFound = apiError(404, 'Resource Not Found');
const unexpected = apiError(500, 'Unexpected error happened.');
const update = (simulationId: string, type: 'simulation' | 'workspace' = 'simulation') => ({
  type: 'realtime.report_status_updated',
  id: '5d1c7a52-3f0e-5b8a-9c41-0e2f6a7b8c00',
  status: 'completed',
  report_type: type,
  category_name: 'lite',
  simulation_id: type === 'simulation' ? simulationId : null,
  timestamp: '2026-11-03T00:00:00.000Z',
});

/**
 * SPEC 2: /report/simulation/{id}/{reportId} (and the workspace form) loads the report of that
 * item and code outside the shell; 'Resource Not Found' when it answers 404 (also when it is
 * deleted while open); another failure offers Retry. SPEC 4: report_status_updated for this item
 * reads it again, the newest update restarting the read; another item's update changes nothing.
 */
export const reportPageModel = machineModel({
  name: 'reportPage',
  machine: reportPageMachine,
  starts: [{ label: 'a simulation report route opened', input, state: 'loading', context: { ...input, report: null, failure: null } as Expected }],
  events: {
    'the report loads, in progress': { type: 'xstate.done.actor.fetchReport', output: funding('in_progress') },
    'the report answers 404': { type: 'xstate.error.actor.fetchReport', error: notFound },
    'the load fails with 500': { type: 'xstate.error.actor.fetchReport', error: unexpected },
    'its reports change': update(ID),
    "another simulation's reports change": update(OTHER),
    "a workspace's report changes": update(ID, 'workspace'),
    'the report is read again, ready': { type: 'xstate.done.actor.refreshReport', output: funding('completed') },
    'it was deleted meanwhile (404)': { type: 'xstate.error.actor.refreshReport', error: notFound },
    'reading it again fails': { type: 'xstate.error.actor.refreshReport', error: unexpected },
    'the user retries': { type: 'report.retry' },
  },
  states: {
    loading: { says: 'a loading screen while the report loads', tags: ['busy'], invoked: { fetchReport: input } },
    'shown.idle': { says: ({ report }) => `the ${report?.code} report with its status ${report?.report_status}` },
    'shown.refreshing': { says: 'the report stays while it is read again', invoked: { refreshReport: input } },
    missing: { says: '"Resource Not Found"' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the report loads, in progress': { to: 'shown.idle', context: { report: funding('in_progress'), failure: null } },
      'the report answers 404': 'missing',
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    'shown.idle': { 'its reports change': 'shown.refreshing' },
    'shown.refreshing': {
      'its reports change': 'shown.refreshing',
      'the report is read again, ready': { to: 'shown.idle', context: { report: funding('completed'), failure: null } },
      'it was deleted meanwhile (404)': 'missing',
      'reading it again fails': 'shown.idle',
    },
    failed: { 'the user retries': 'loading' },
  },
});
