import { ApiError } from '../../../src/api/apiError';
import type { DataSnapshot } from '../../../src/api/schemas/dataSnapshot.schema';
import type { SimulationDetail, SimulationPage, SimulationSummary } from '../../../src/api/schemas/simulation.schema';
import type { SimulationSettingsRecord } from '../../../src/api/schemas/simulationSettings.schema';
import type { PublishWorkspace } from '../../../src/machines/publishSimulation.machine';
import { owner, portfolio } from './fixtures';
import { workspaceDetail } from './workspaceFixtures';

export const targetWorkspace: PublishWorkspace = { id: workspaceDetail.id, portfolioId: portfolio.id, name: workspaceDetail.name };
export const otherWorkspace: PublishWorkspace = { id: '6ab1df07-8192-43a4-8f50-6b7c8d9eafb2', portfolioId: '8d0f7780-8536-41ef-a55c-f18ad2f01bf8', name: 'Water Mains' };

export const assetsFile = new File(['asset_id,class,network_measure\nR-1,Road,120\n'], 'assets.csv', { type: 'text/csv' });
export const settingsFile = new File(['{"years":10}'], 'settings.json', { type: 'application/json' });
export const otherAssetsFile = new File(['asset_id,class,network_measure\nR-2,Road,80\n'], 'assets-2027.csv', { type: 'text/csv' });
/** A file of the wrong type for either field. */
export const spreadsheetFile = new File(['PK'], 'assets.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

export const snapshot: DataSnapshot = {
  id: '9e1a8891-9647-42f0-b66d-0a9be3f12c09',
  portfolio_id: portfolio.id,
  name: 'assets.csv',
  latest_version: null,
  created_at: '2026-04-01T00:00:00.000Z',
};

export const settingsRecord: SimulationSettingsRecord = {
  id: 'af2b99a2-a758-4301-87e0-1bacf4023d1a',
  portfolio_id: portfolio.id,
  name: 'settings.json',
  latest_version: null,
  created_at: '2026-04-01T00:00:00.000Z',
};

/** The 400 of a refused assets.csv: its problems in the engine's words. */
export const refusedCsv = new ApiError(400, {
  code: 400,
  message: 'assets.csv row 3: network_measure must be a number',
  key: 'errors.packageInvalid',
  error_messages: [
    { message: 'assets.csv row 3: network_measure must be a number', more_info: 'twelve' },
    { message: 'assets.csv row 4: class is required' },
  ],
});

export const refusedSettings = new ApiError(400, {
  code: 400,
  message: 'settings.json: not valid JSON',
  key: 'errors.packageInvalid',
  error_messages: [{ message: 'settings.json: not valid JSON', more_info: 'Unexpected token } in JSON at position 12' }],
});

export const simulationSummary: SimulationSummary = {
  id: 'b03caab3-b869-4412-98f1-2cbd05134e2b',
  name: 'Road renewals, 10 years',
  description: 'Current budget',
  workspace_id: workspaceDetail.id,
  workspace_name: workspaceDetail.name,
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  status_item_id: null,
  priority_item_id: null,
  current_task: {
    id: 'c14dbbc4-c97a-4523-a902-3dce16245f3c',
    status: 'queued',
    progress: 0,
    sim_time_remaining: null,
    error_messages: [],
    can_retry: false,
  },
  report_status: 'not_started',
  outdated: false,
  outcome: null,
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
};

export const publishedSimulation: SimulationDetail = {
  ...simulationSummary,
  model: 'Lifecycle',
  data_snapshot_id: snapshot.id,
  data_snapshot_version: 1,
  data_snapshot_latest_version: 1,
  simulation_settings_id: settingsRecord.id,
  simulation_settings_version: 1,
  simulation_settings_latest_version: 1,
  data_name: 'assets.csv',
  model_name: 'Roads',
  strategy_name: 'Current budget',
  task_count: 1,
  total_budget: 12_000_000,
  total_years: 10,
  start_year: 2026,
  total_assets: 1,
  total_network_measure: 120,
  uploaded_by: { first_name: owner.first_name, last_name: owner.last_name, email: owner.email },
  benefit_settings: { benefit_based_on: 'condition', calculation_method: 'area' },
  performance_settings: { budget_preset: 'asBudgeted', carry_over: false },
  spatial: false,
  udf_values: {},
  allowed_actions: ['simulations.read', 'simulations.publish', 'simulations.write', 'simulations.delete'],
};

export const simulationPage: SimulationPage = { contents: [simulationSummary], current_page: 1, page_size: 100, total_count: 1, total_pages: 1 };

export const refreshedPage: SimulationPage = {
  ...simulationPage,
  contents: [{ ...simulationSummary, current_task: { ...simulationSummary.current_task!, status: 'completed', progress: 1 }, report_status: 'completed' }],
};
