import { fromPromise } from 'xstate';
import type { DeleteSidePanelItemInput, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { Phase, Treatment } from '../../../schemas/project.schema';
import { fetchPhase } from './phaseItems';
import { deleteTreatment, fetchTreatments } from './treatmentItems';

/** What the phase_treatments view shows: the phase and its treatments. */
export type PhaseTreatments = { phase: Phase; treatments: Treatment[] };

/** The phase_treatments view's effects: the phase and its treatments, side by side, and a treatment's removal from it. */
export function phaseTreatmentsActors(api: ApiClient, ids: { projectId: string; phaseId: string }) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [phase, treatments] = await Promise.all([
        fetchPhase(api, { workPlanId: input.workPlanId, projectId: ids.projectId }, ids.phaseId, signal),
        fetchTreatments(api, { workPlanId: input.workPlanId, phaseId: ids.phaseId }, signal),
      ]);
      return { phase, treatments } satisfies PhaseTreatments;
    }),
    deleteItem: fromPromise<void, DeleteSidePanelItemInput>(({ input, signal }) =>
      deleteTreatment(api, { workPlanId: input.workPlanId, phaseId: ids.phaseId }, input.targetId, signal),
    ),
  };
}
