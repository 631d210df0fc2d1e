import { fromPromise } from 'xstate';
import type { SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { DataSource } from '../../../schemas/dataSource.schema';
import type { CustomTreatmentCreate } from '../../../schemas/project.schema';
import type { WorkPlanAssetItem } from '../../../schemas/workPlanItem.schema';
import { fetchTreatmentPhasesActor, fetchTreatmentProjectsActor } from '../createTreatments.actor';
import { fetchAssetItem, fetchDataSourceList } from './planItems';
import { createCustomTreatment } from './treatmentItems';

/**
 * What the asset_details view shows: the asset and the data source it came from (null when the
 * plan no longer lists it). The phases a custom treatment may go into load only once its form opens.
 */
export type AssetDetails = { asset: WorkPlanAssetItem; dataSource: DataSource | null };

/**
 * The asset_details view's effects: the asset and the plan's data sources (to name the asset's)
 * side by side; a custom treatment of the asset, `bodyOf` turning the form's values into the
 * request; and, for its form, the plan's projects and a chosen project's phases, as Create
 * Treatment loads them.
 */
export function assetDetailsActors(api: ApiClient, ids: { assetKey: string }, bodyOf: (draft: SidePanelDraft, asset: WorkPlanAssetItem) => CustomTreatmentCreate) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [asset, sources] = await Promise.all([fetchAssetItem(api, input.workPlanId, ids.assetKey, signal), fetchDataSourceList(api, input.workPlanId, signal)]);
      return { asset, dataSource: sources.find((candidate) => candidate.id === asset.data_source_id) ?? null } satisfies AssetDetails;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) =>
      createCustomTreatment(api, input.workPlanId, bodyOf(input.draft, (input.item as AssetDetails).asset), signal),
    ),
  };
}

/** The custom treatment form's phase choice (phaseChoiceMachine): the plan's projects, then the chosen one's phases. */
export function customTreatmentPhaseActors(api: ApiClient) {
  return { loadProjects: fetchTreatmentProjectsActor(api), loadPhases: fetchTreatmentPhasesActor(api) };
}
