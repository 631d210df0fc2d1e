import { fromPromise } from 'xstate';
import type { DeleteSidePanelItemInput, SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { Phase, PhaseInput } from '../../../schemas/project.schema';
import { deletePhase, fetchPhase, updatePhase } from './phaseItems';
import { fetchPlanChoices, type PlanChoices } from './planItems';

/** What the phase_details view shows: the phase and what its edit form chooses from. */
export type PhaseDetails = { phase: Phase; choices: PlanChoices };

/**
 * The phase_details view's effects: the phase with the plan's choices, side by side, its update and
 * its deletion (with its treatments); `bodyOf` turns the form's values into the request.
 */
export function phaseDetailsActors(
  api: ApiClient,
  ids: { portfolioId: string; projectId: string; phaseId: string },
  bodyOf: (draft: SidePanelDraft) => PhaseInput,
) {
  const keyOf = (workPlanId: string) => ({ workPlanId, projectId: ids.projectId });
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [phase, choices] = await Promise.all([
        fetchPhase(api, keyOf(input.workPlanId), ids.phaseId, signal),
        fetchPlanChoices(api, { workPlanId: input.workPlanId, portfolioId: ids.portfolioId }, signal),
      ]);
      return { phase, choices } satisfies PhaseDetails;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) => updatePhase(api, keyOf(input.workPlanId), ids.phaseId, bodyOf(input.draft), signal)),
    deleteItem: fromPromise<void, DeleteSidePanelItemInput>(({ input, signal }) => deletePhase(api, keyOf(input.workPlanId), input.targetId, signal)),
  };
}
