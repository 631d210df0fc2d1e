import { fromPromise } from 'xstate';
import type { DeleteSidePanelItemInput, SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { Project, ProjectInput } from '../../../schemas/project.schema';
import { fetchPlanChoices, type PlanChoices } from './planItems';
import { deleteProject, fetchProject, updateProject } from './projectItems';

/** What the project_details view shows: the project and what its edit form chooses from. */
export type ProjectDetails = { project: Project; choices: PlanChoices };

/**
 * The project_details view's effects: the project with the plan's choices, side by side, its
 * update and its deletion; `bodyOf` turns the form's values into the request.
 */
export function projectDetailsActors(api: ApiClient, ids: { portfolioId: string; projectId: string }, bodyOf: (draft: SidePanelDraft) => ProjectInput) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [project, choices] = await Promise.all([
        fetchProject(api, input.workPlanId, ids.projectId, signal),
        fetchPlanChoices(api, { workPlanId: input.workPlanId, portfolioId: ids.portfolioId }, signal),
      ]);
      return { project, choices } satisfies ProjectDetails;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) => updateProject(api, input.workPlanId, ids.projectId, bodyOf(input.draft), signal)),
    deleteItem: fromPromise<void, DeleteSidePanelItemInput>(({ input, signal }) => deleteProject(api, input.workPlanId, input.targetId, signal)),
  };
}
