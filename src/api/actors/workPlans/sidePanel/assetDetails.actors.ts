import { fromPromise } from 'xstate';
import type { SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { DataSource } from '../../../schemas/dataSource.schema';
import type { CustomTreatmentCreate, Phase, Project } from '../../../schemas/project.schema';
import type { WorkPlanAssetItem } from '../../../schemas/workPlanItem.schema';
import { fetchPhases } from './phaseItems';
import { fetchAssetItem, fetchDataSourceList } from './planItems';
import { fetchProjects } from './projectItems';
import { createCustomTreatment } from './treatmentItems';

/** A project and its phases, in order: what a custom treatment's form chooses its phase from. */
export type PhaseChoice = { project: Project; phases: Phase[] };

/**
 * What the asset_details view shows: the asset, the data source it came from (null when the plan
 * no longer lists it) and, for whoever may add a custom treatment, the plan's projects and phases.
 */
export type AssetDetails = { asset: WorkPlanAssetItem; dataSource: DataSource | null; phaseChoices: PhaseChoice[] | null };

/** GET /v5/project/{wpId}, then each project's phases side by side (a project without phases needs no call). */
async function fetchPhaseChoices(api: ApiClient, workPlanId: string, signal: AbortSignal): Promise<PhaseChoice[]> {
  const projects = await fetchProjects(api, workPlanId, signal);
  return Promise.all(projects.map(async (project) => ({ project, phases: project.phase_count > 0 ? await fetchPhases(api, { workPlanId, projectId: project.id }, signal) : [] })));
}

/**
 * The asset_details view's effects: the asset and the plan's data sources (to name the asset's)
 * side by side, with the plan's phases when the viewer may write; and a custom treatment of the
 * asset, `bodyOf` turning the form's values into the request.
 */
export function assetDetailsActors(api: ApiClient, ids: { assetKey: string; canWrite: boolean }, bodyOf: (draft: SidePanelDraft, asset: WorkPlanAssetItem) => CustomTreatmentCreate) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [asset, sources, phaseChoices] = await Promise.all([
        fetchAssetItem(api, input.workPlanId, ids.assetKey, signal),
        fetchDataSourceList(api, input.workPlanId, signal),
        ids.canWrite ? fetchPhaseChoices(api, input.workPlanId, signal) : null,
      ]);
      return { asset, dataSource: sources.find((candidate) => candidate.id === asset.data_source_id) ?? null, phaseChoices } satisfies AssetDetails;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) =>
      createCustomTreatment(api, input.workPlanId, bodyOf(input.draft, (input.item as AssetDetails).asset), signal),
    ),
  };
}
