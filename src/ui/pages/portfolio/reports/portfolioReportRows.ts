import type { SnapshotFrom } from 'xstate';
import type { Report } from '../../../../api/schemas/report.schema';
import type { portfolioReportsMachine } from '../../../../machines/portfolioReports.machine';

type ReportsSnapshot = SnapshotFrom<typeof portfolioReportsMachine>;

/** The kinds of a simulation's reports the table shows, by the code of their entry in the list. */
export const SIMULATION_REPORT_KINDS = [
  { code: 'overview', column: 'lite' },
  { code: 'advanced', column: 'advanced' },
  { code: 'export', column: 'export' },
  { code: 'results-feed', column: 'resultsFeed' },
] as const;

/** One simulation's reports side by side: a row of the simulation reports table. */
export type SimulationReportRow = {
  simulationId: string;
  simulationName: string;
  workspaceId: string;
  workspaceName: string;
  byCode: Record<string, Report>;
  updatedAt: string;
};

const NO_REPORTS: Report[] = [];

/** The list's simulation entries gathered per simulation, in the server's order (by workspace, then name). */
export function simulationRows(reports: readonly Report[]): SimulationReportRow[] {
  const rows = new Map<string, SimulationReportRow>();
  for (const report of reports) {
    if (report.type !== 'simulation' || report.simulation_id === null) continue;
    const row = rows.get(report.simulation_id) ?? {
      simulationId: report.simulation_id,
      simulationName: report.simulation_name ?? '',
      workspaceId: report.workspace_id,
      workspaceName: report.workspace_name ?? '',
      byCode: {},
      updatedAt: report.updated_at,
    };
    row.byCode[report.code] = report;
    if (report.updated_at > row.updatedAt) row.updatedAt = report.updated_at;
    rows.set(report.simulation_id, row);
  }
  return [...rows.values()];
}

export type PortfolioReportsView = 'loading' | 'failed' | 'empty' | 'shown';

export function selectReportsView(snapshot: ReportsSnapshot): PortfolioReportsView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.matches('empty') ? 'empty' : 'shown';
}

export const selectReports = (snapshot: ReportsSnapshot) => snapshot.context.reports ?? NO_REPORTS;
export const selectReportsFailure = (snapshot: ReportsSnapshot) => snapshot.context.failure;
export const selectRefreshing = (snapshot: ReportsSnapshot) => snapshot.matches('refreshing');
