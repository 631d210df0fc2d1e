import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { DataSource } from '../../../src/api/schemas/dataSource.schema';
import { dataSourceImportsMachine, type DataSourceImportsInput } from '../../../src/machines/dataSourceImports.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const DATA_SOURCES_WORK_PLAN_ID = 'a1c2e3f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const dataSource = (id: string, taskId: string, order: number, name: string, status: DataSource['import_status']): DataSource => ({
  id,
  work_plan_id: DATA_SOURCES_WORK_PLAN_ID,
  order,
  task_id: taskId,
  simulation_id: '5e0c7a2b-9d1f-4b36-a8e4-1f2d3c4b5a69',
  simulation_name: name,
  workspace_name: 'Northern Rivers Council',
  import_status: status,
  error_message: null,
  error_key: null,
  asset_count: status === 'completed' ? 1840 : 0,
  treatment_count: status === 'completed' ? 612 : 0,
  first_year: status === 'completed' ? 2027 : null,
  last_year: status === 'completed' ? 2036 : null,
  has_spatial_data: true,
  task_notice: null,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:05:00.000Z',
});

export const ROAD = dataSource('0b7e4c21-6a3f-4d58-9e12-7c4b8a1d2f30', 'e1a4c7d2-3b5f-4a68-9c0e-2d4f6b8a1c35', 0, 'Road resurfacing 2027-2036', 'completed');
export const WATER = dataSource('4f9d2b6e-1c8a-4e37-b5f0-6a3d9c2e7b14', 'f2b5d8e3-4c6a-4b79-8d1f-3e5a7c9b2d46', 1, 'Water main renewals', 'completed');
/** What the server answers to an import of their two tasks: both queued, after the plan's others. */
export const BUILDING = dataSource('8c3a6e1f-2d9b-4f40-a7c5-9e1b4d8f3a27', 'a3c6e9f4-5d7b-4c8a-9e2f-4f6b8d0c3e57', 2, 'Building renewal plan', 'queued');
export const PARK = dataSource('d5e8b2a4-7f1c-4a63-8b9d-2c5e7a0f4b91', 'b4d7f0a5-6e8c-4d9b-8f3a-5a7c9e1d4f68', 3, 'Park lighting upgrade', 'queued');

export function startDataSourceImports(input: DataSourceImportsInput = { workPlanId: DATA_SOURCES_WORK_PLAN_ID }) {
  const loadDataSources = controllablePromise<DataSource[], { workPlanId: string }>();
  const deleteDataSource = controllablePromise<void, { workPlanId: string; dataSourceId: string }>();
  const reorderDataSources = controllablePromise<void, { workPlanId: string; ids: string[] }>();
  const importDataSources = controllablePromise<DataSource[], { workPlanId: string; taskIds: string[] }>();
  const actions = { toast: vi.fn(), reportFailure: vi.fn(), showList: vi.fn() };
  const actor = createActor(
    dataSourceImportsMachine.provide({
      actors: { loadDataSources: loadDataSources.logic, deleteDataSource: deleteDataSource.logic, reorderDataSources: reorderDataSources.logic, importDataSources: importDataSources.logic },
      actions,
    }),
    { input },
  ).start();
  const fakes = { loadDataSources, reloadDataSources: loadDataSources, deleteDataSource, reorderDataSources, importDataSources };
  return { actor, loadDataSources, deleteDataSource, reorderDataSources, importDataSources, ...actions, driver: createPathDriver(actor, fakes, {}, actions) };
}
