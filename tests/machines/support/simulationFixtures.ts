import type { WorkspaceOption } from '../../../src/api/actors/simulations/fetchWorkspaceOptions.actor';
import type { SimulationSetup } from '../../../src/api/actors/simulations/fetchSimulationSetup.actor';
import type { SimulationDetail, SimulationPage, SimulationSummary } from '../../../src/api/schemas/simulation.schema';
import type { Task } from '../../../src/api/schemas/task.schema';
import { portfolio } from './fixtures';
import { workspaceDetail, workspaceSettings } from './workspaceFixtures';

const creator = { first_name: 'Erin', last_name: 'Walsh', email: 'editor@horizon.test' };

export const simulationSummary: SimulationSummary = {
  id: '6ab1df07-8192-43a4-9f50-6b7c8d9eab01',
  name: 'Roads 2026',
  description: 'Sealed roads, 20 years from 2026.',
  workspace_id: workspaceDetail.id,
  workspace_name: workspaceDetail.name,
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  status_item_id: null,
  priority_item_id: null,
  current_task: { id: '7bc2e018-92a3-44b5-8a61-7c8d9eabc101', status: 'running', progress: 0.4, sim_time_remaining: 90, error_messages: [], can_retry: false },
  report_status: 'in_progress',
  outdated: false,
  outcome: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
};

export const otherSimulation: SimulationSummary = {
  ...simulationSummary,
  id: '6ab1df07-8192-43a4-9f50-6b7c8d9eab02',
  name: 'Water mains',
  current_task: null,
  report_status: 'not_started',
};

export const simulationPage: SimulationPage = { contents: [simulationSummary, otherSimulation], current_page: 1, page_size: 24, total_count: 2, total_pages: 1 };

export const workspaceOptions: WorkspaceOption[] = [{ id: workspaceDetail.id, name: workspaceDetail.name, portfolio_name: portfolio.name }];

export const simulationDetail: SimulationDetail = {
  ...simulationSummary,
  model: 'Sealed roads',
  data_snapshot_id: '8cd3f129-a3b4-45c6-9b72-8d9eabcd0201',
  data_snapshot_version: 1,
  data_snapshot_latest_version: 1,
  simulation_settings_id: '9de4a23a-b4c5-46d7-8c83-9eabcdef0301',
  simulation_settings_version: 2,
  simulation_settings_latest_version: 2,
  data_name: 'Network',
  model_name: 'Sealed roads',
  strategy_name: '$24M a year',
  task_count: 1,
  total_budget: 480_000_000,
  total_years: 20,
  start_year: 2026,
  total_assets: 12_000,
  total_network_measure: 13_441_028,
  uploaded_by: creator,
  benefit_settings: { benefit_based_on: 'serviceState', calculation_method: 'weighted' },
  performance_settings: { budget_preset: 'asBudgeted', carry_over: false },
  spatial: false,
  udf_values: {},
  allowed_actions: ['simulations.read', 'simulations.publish', 'simulations.write', 'simulations.delete'],
};

/** The same simulation once its run finished. */
export const completedSimulation: SimulationDetail = {
  ...simulationDetail,
  current_task: { ...simulationDetail.current_task!, status: 'completed', progress: 1, sim_time_remaining: null },
  report_status: 'completed',
};

export const renamedSimulation: SimulationDetail = { ...simulationDetail, name: 'Roads 2026 (final)', status_item_id: workspaceSettings.status_items[1]!.id };

export const currentTask: Task = {
  ...simulationDetail.current_task!,
  simulation_id: simulationDetail.id,
  workspace_id: simulationDetail.workspace_id,
  category_name: 'Simulation',
  data_snapshot_version: 1,
  settings_version: 2,
  created_by: creator,
  created_at: '2026-11-02T00:00:00.000Z',
  started_at: '2026-11-02T00:00:01.000Z',
  finished_at: null,
  duration_s: null,
  has_results: false,
};

export const newRun: Task = { ...currentTask, id: '7bc2e018-92a3-44b5-8a61-7c8d9eabc102', status: 'queued', progress: 0, created_at: '2026-11-03T00:00:00.000Z' };

export const simulationSetup: SimulationSetup = {
  workspaceSettings,
  settingsVersion: {
    settings_id: simulationDetail.simulation_settings_id,
    name: 'Model',
    version: 2,
    latest_version: 2,
    model_name: 'Sealed roads',
    strategy_name: '$24M a year',
    start_year: 2026,
    years: 20,
    yearly_budget: [24_000_000, 24_000_000],
    benefit_based_on: 'serviceState',
    calculation_method: 'weighted',
    document: { criteria: [], treatments: [], strategy: { fundingSources: [] } },
    uploaded_by: creator,
    created_at: '2026-11-01T00:00:00.000Z',
  },
};
