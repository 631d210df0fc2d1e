import { createActor } from 'xstate';
import type { AssetFilterOptions, DataSource, WorkPlanAsset, WorkPlanAssetPage } from '../../../src/api/schemas/dataSource.schema';
import { ASSET_SEARCH_DEBOUNCE_MS, builderAssetsMachine, type AssetWindowQuery, type BuilderAssetsInput } from '../../../src/machines/builderAssets.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export const BUILDER_WORK_PLAN_ID = '6b1e3d5f-7a9c-4e2b-8d0f-1a3c5e7b9d24';

const dataSource = (id: string, order: number, name: string, assetCount: number): DataSource => ({
  id,
  work_plan_id: BUILDER_WORK_PLAN_ID,
  order,
  task_id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  simulation_id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  simulation_name: name,
  workspace_name: 'Geelong Roads',
  import_status: 'completed',
  error_message: null,
  error_key: null,
  asset_count: assetCount,
  treatment_count: assetCount * 2,
  first_year: 2027,
  last_year: 2036,
  has_spatial_data: true,
  task_notice: null,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:05:00.000Z',
});

export const ROADS_SOURCE = dataSource('2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5e70', 0, 'Road resurfacing 2027-2036', 180);
export const MAINS_SOURCE = dataSource('8e0a2c4d-6f8b-4d1e-a3c5-9b1d3f5a7c92', 1, 'Water main renewals', 70);

export const asset = (source: DataSource, id: string, name: string): WorkPlanAsset => ({
  id: `${source.id}/${id}`,
  data_source_id: source.id,
  asset_id: id,
  name,
  asset_class: source === ROADS_SOURCE ? 'Road' : 'Water main',
  location: 'Belmont',
  hierarchy: 'Local',
  criticality: 'High',
  network_measure: 420,
  treatment_count: 2,
  first_year: 2028,
});

export const FILTER_OPTIONS: AssetFilterOptions = {
  asset_class: { values: ['Road', 'Water main'], truncated: false },
  location: { values: ['Belmont', 'Leopold'], truncated: false },
  hierarchy: { values: ['Arterial', 'Local'], truncated: false },
  criticality: { values: ['High', 'Low'], truncated: false },
  first_year: 2027,
  last_year: 2036,
};

/** A window as the API answers it: 250 matching assets in all, of which the fake sends two. */
export const ASSET_WINDOW: WorkPlanAssetPage = {
  contents: [asset(ROADS_SOURCE, 'RD-00001', 'Barrabool Road'), asset(ROADS_SOURCE, 'RD-00002', 'Church Street')],
  offset: 0,
  limit: 100,
  total_count: 250,
};

/** The Assets view's machine with loads that wait for the test; needs fake timers for the search pause. */
export function startBuilderAssets(input: BuilderAssetsInput = { workPlanId: BUILDER_WORK_PLAN_ID }) {
  const loadDataSources = controllablePromise<DataSource[], { workPlanId: string }>();
  const loadFilterOptions = controllablePromise<AssetFilterOptions, { workPlanId: string }>();
  const fetchAssets = controllablePromise<WorkPlanAssetPage, AssetWindowQuery>();
  const actor = createActor(
    builderAssetsMachine.provide({ actors: { loadDataSources: loadDataSources.logic, loadFilterOptions: loadFilterOptions.logic, fetchAssets: fetchAssets.logic } }),
    { input },
  ).start();
  const driver = createPathDriver(actor, { loadDataSources, loadFilterOptions, fetchAssets }, { searchDebounce: ASSET_SEARCH_DEBOUNCE_MS });
  return { actor, loadDataSources, loadFilterOptions, fetchAssets, driver };
}
