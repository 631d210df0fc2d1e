import type { Report } from '../../../src/api/schemas/report.schema';
import { portfolioReportsMachine } from '../../../src/machines/portfolioReports.machine';
import { apiError, portfolio } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { simulationDetail } from '../support/simulationFixtures';

type Expected = { portfolioId: string; reports: Report[] | null; failure: { status: number; message: string } | null };

const entry = (code: string, status: Report['report_status']): Report => ({
  id: `5d1c7a52-3f0e-5b8a-9c41-0e2f6a7b8c${code.length.toString().padStart(2, '0')}`,
  code,
  category_name: code === 'overview' ? 'lite' : 'export',
  type: 'simulation',
  method: code === 'overview' ? 'direct' : null,
  report_status: status,
  report_error_message: null,
  simulation_id: simulationDetail.id,
  workspace_id: simulationDetail.workspace_id,
  task_id: null,
  updated_at: '2026-11-03T00:00:00.000Z',
  simulation_name: simulationDetail.name,
  workspace_name: simulationDetail.workspace_name,
});
const inProgress = [entry('overview', 'in_progress'), entry('export', 'in_progress')];
const ready = [entry('overview', 'completed'), entry('export', 'completed')];
const unexpected = apiError(500, 'Unexpected error happened.');
const failed = { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } };

/**
 * SPEC 2 "Portfolio detail" Reports tab: the workspaces' and simulations' reports with their
 * status. Skeleton rows while loading; no report at all is the empty state; a failure offers
 * Retry; a refresh keeps the table while the list is read again (and keeps it if that fails).
 */
export const portfolioReportsModel = machineModel({
  name: 'portfolioReports',
  machine: portfolioReportsMachine,
  starts: [{ label: 'Reports tab opened', input: { portfolioId: portfolio.id }, state: 'loading', context: { portfolioId: portfolio.id, reports: null, failure: null } as Expected }],
  events: {
    'the reports load': { type: 'xstate.done.actor.fetchReports', output: inProgress },
    'the portfolio has no reports': { type: 'xstate.done.actor.fetchReports', output: [] },
    'the reports cannot load': { type: 'xstate.error.actor.fetchReports', error: unexpected },
    'the reports are read again, now ready': { type: 'xstate.done.actor.refreshReports', output: ready },
    'read again, none are left': { type: 'xstate.done.actor.refreshReports', output: [] },
    'reading them again fails': { type: 'xstate.error.actor.refreshReports', error: unexpected },
    'the user refreshes': { type: 'reports.refresh' },
    'the user retries': { type: 'reports.retry' },
  },
  states: {
    loading: { says: 'skeleton rows while the reports load', tags: ['busy'], invoked: { fetchReports: { portfolioId: portfolio.id } } },
    shown: { says: ({ reports }) => `a table of ${reports?.length} report(s) with their status chips and links` },
    refreshing: { says: 'the table stays while the reports are read again', invoked: { refreshReports: { portfolioId: portfolio.id } } },
    empty: { says: 'the empty state: no reports yet' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the reports load': { to: 'shown', context: { reports: inProgress, failure: null } },
      'the portfolio has no reports': { to: 'empty', context: { reports: [], failure: null } },
      'the reports cannot load': failed,
    },
    shown: { 'the user refreshes': 'refreshing' },
    refreshing: {
      'the reports are read again, now ready': { to: 'shown', context: { reports: ready, failure: null } },
      'read again, none are left': { to: 'empty', context: { reports: [], failure: null } },
      'reading them again fails': 'shown',
    },
    empty: { 'the user refreshes': 'loading' },
    failed: { 'the user retries': 'loading' },
  },
});
