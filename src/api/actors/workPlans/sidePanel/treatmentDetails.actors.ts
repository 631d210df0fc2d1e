import { fromPromise } from 'xstate';
import type { SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { Phase, Treatment, TreatmentUpdate } from '../../../schemas/project.schema';
import { fetchPhase } from './phaseItems';
import { fetchAssetKey } from './planItems';
import { fetchTreatment, updateTreatment } from './treatmentItems';

/** What the treatment_details view shows: the treatment, its phase (whose dates bound its own) and the key that links to its asset. */
export type TreatmentDetails = { treatment: Treatment; phase: Phase; assetKey: string };

/**
 * The treatment_details view's effects: the treatment and its phase, side by side, then its asset's
 * key (named by the treatment's data source), and its update; `bodyOf` turns the form's values into the request.
 */
export function treatmentDetailsActors(
  api: ApiClient,
  ids: { projectId: string; phaseId: string; treatmentId: string },
  bodyOf: (draft: SidePanelDraft) => TreatmentUpdate,
) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [treatment, phase] = await Promise.all([
        fetchTreatment(api, { workPlanId: input.workPlanId, phaseId: ids.phaseId }, ids.treatmentId, signal),
        fetchPhase(api, { workPlanId: input.workPlanId, projectId: ids.projectId }, ids.phaseId, signal),
      ]);
      const assetKey = await fetchAssetKey(api, input.workPlanId, { sourceId: treatment.data_source_id, assetId: treatment.asset_id }, signal);
      return { treatment, phase, assetKey } satisfies TreatmentDetails;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) =>
      updateTreatment(api, { workPlanId: input.workPlanId, phaseId: ids.phaseId }, ids.treatmentId, bodyOf(input.draft), signal),
    ),
  };
}
