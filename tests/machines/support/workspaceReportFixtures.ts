import type { WorkspaceReportSectionData, WorkspaceReportStatus } from '../../../src/api/schemas/workspaceReport.schema';
import { workspaceDetail } from './workspaceFixtures';

export const LEAN = { id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41', name: 'Lean budget', task_id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c51' };
export const GENEROUS = { id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42', name: 'Generous budget', task_id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c52' };

/** What the planner asked for last time: both simulations, 2027 and the four years after it, 2029 compared. */
export const storedRequest = { simulation_ids: [LEAN.id, GENEROUS.id], simulation_year: 2029, start_date: '2027-07-01', number_of_years: 5 };

const status = (report_status: WorkspaceReportStatus['report_status'], extra: Partial<WorkspaceReportStatus> = {}): WorkspaceReportStatus => ({
  workspace_id: workspaceDetail.id,
  group_code: 'SimulationComparison',
  report_status,
  report_error_message: null,
  request: storedRequest,
  updated_at: '2026-04-01T10:00:00.000Z',
  ...extra,
});

export const notStarted = status('not_started', { request: null, updated_at: null });
export const completed = status('completed');
export const outdated = status('outdated', { report_error_message: 'The selected simulation was deleted. Simulation outdated.' });
export const inProgress = status('in_progress');

/** The funding comparison of the two runs, as the server answers it. */
export const fundingSection: WorkspaceReportSectionData = {
  workspace_id: workspaceDetail.id,
  code: 'funding-comparison',
  request: storedRequest,
  simulations: [
    { ...LEAN, calendar_years: [2027, 2028, 2029, 2030, 2031] },
    { ...GENEROUS, calendar_years: [2028, 2029, 2030, 2031] },
  ],
  calendar_years: [2027, 2028, 2029, 2030, 2031],
  kpis: [{ id: `total_spend_${LEAN.id}`, label: { text: LEAN.name }, value: 182_000, unit: 'currency', note: { key: 'comparison.totalSpendOverWindow' } }],
  charts: [
    {
      id: 'spend',
      title: { key: 'comparison.spendPerYear' },
      kind: 'groupedBars',
      categoryUnit: 'year',
      categories: [2027, 2028, 2029, 2030, 2031],
      series: [
        { id: LEAN.id, label: { text: LEAN.name }, unit: 'currency', axis: 'primary', data: [36_000, 36_500, 37_000, 36_000, 36_500] },
        { id: GENEROUS.id, label: { text: GENEROUS.name }, unit: 'currency', axis: 'primary', data: [null, 120_000, 98_000, 87_000, 91_000] },
      ],
      bands: [],
      markers: [],
    },
  ],
  table: { columns: [{ id: 'simulation', label: { key: 'comparison.simulation' }, unit: 'text' }], rows: [[LEAN.name], [GENEROUS.name]] },
  notices: ['partialData'],
};
