import { fromPromise } from 'xstate';
import type { SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { Phase, PhaseInput, Project } from '../../../schemas/project.schema';
import { createPhase, fetchPhases } from './phaseItems';
import { fetchPlanChoices, type PlanChoices } from './planItems';
import { fetchProject } from './projectItems';

/** What the project_phases view shows: the project, its phases in order and what a new phase's form chooses from. */
export type ProjectPhases = { project: Project; phases: Phase[]; choices: PlanChoices };

/**
 * The project_phases view's effects: the project, its phases and the plan's choices, side by side,
 * and a new phase at the project's end; `bodyOf` turns the form's values into the request.
 */
export function projectPhasesActors(api: ApiClient, ids: { portfolioId: string; projectId: string }, bodyOf: (draft: SidePanelDraft) => PhaseInput) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const key = { workPlanId: input.workPlanId, projectId: ids.projectId };
      const [project, phases, choices] = await Promise.all([
        fetchProject(api, input.workPlanId, ids.projectId, signal),
        fetchPhases(api, key, signal),
        fetchPlanChoices(api, { workPlanId: input.workPlanId, portfolioId: ids.portfolioId }, signal),
      ]);
      return { project, phases, choices } satisfies ProjectPhases;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) =>
      createPhase(api, { workPlanId: input.workPlanId, projectId: ids.projectId }, bodyOf(input.draft), signal),
    ),
  };
}
