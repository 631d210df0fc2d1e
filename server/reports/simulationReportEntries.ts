import type { Report } from '../../src/api/schemas/report.schema';
import { SUMMARY_CODES } from '../../src/api/schemas/reportSummary.schema';
import { messageFor } from '../http/messages';
import { reportStatusOf } from '../repositories/simulationQueries';
import type { SimulationReportSource } from '../repositories/reportQueries';
import { simulationReportId } from './reportIds';

/** The reports a simulation has besides its lite tabs (SPEC 2 "Simulation detail"). */
export const ADVANCED_CODE = 'advanced';
const EXPORT_CODE = 'export';
const RESULTS_FEED_CODE = 'results-feed';

/** SPEC 3: a lite tab is served straight from the run's results, without a generation of its own. */
const DIRECT = 'direct';

type EntryShape = Pick<Report, 'code' | 'category_name' | 'method' | 'report_status' | 'report_error_message'>;

/**
 * One simulation's reports with their status (SPEC 7 GET /simulations/{simId}/reports): a lite
 * entry per tab id, the advanced report (Enterprise only: other plans see why), the export and
 * the results feed. All of them read the lite generation: the tabs its zero-budget baseline, the
 * export and the feed its works programme.
 */
export function simulationReportEntries(source: SimulationReportSource, options: { codes?: readonly string[] } = {}): Report[] {
  const status = reportStatusOf(source.task_status, source.lite_status);
  const error = status === 'failed' ? source.lite_error : null;
  const enterprise = source.plan === 'Enterprise';
  const shapes: EntryShape[] = [
    ...SUMMARY_CODES.map((code) => ({ code, category_name: 'lite' as const, method: DIRECT, report_status: status, report_error_message: error })),
    enterprise
      ? { code: ADVANCED_CODE, category_name: 'advanced', method: null, report_status: status, report_error_message: error }
      : { code: ADVANCED_CODE, category_name: 'advanced', method: null, report_status: 'not_started', report_error_message: messageFor('errors.advancedNeedsEnterprise') },
    { code: EXPORT_CODE, category_name: 'export', method: null, report_status: status, report_error_message: error },
    { code: RESULTS_FEED_CODE, category_name: 'results_feed', method: null, report_status: status, report_error_message: error },
  ];
  const wanted = options.codes ? shapes.filter((shape) => options.codes!.includes(shape.code)) : shapes;
  return wanted.map((shape) => ({
    id: simulationReportId(source.simulation_id, shape.code),
    ...shape,
    type: 'simulation',
    simulation_id: source.simulation_id,
    workspace_id: source.workspace_id,
    task_id: source.task_id,
    updated_at: source.changed_at.toISOString(),
    simulation_name: source.simulation_name,
    workspace_name: source.workspace_name,
  }));
}

/** In a portfolio's list each simulation shows its reports by kind: the lite reports by their first tab. */
export const PORTFOLIO_LIST_CODES: readonly string[] = [SUMMARY_CODES[0], ADVANCED_CODE, EXPORT_CODE, RESULTS_FEED_CODE];
