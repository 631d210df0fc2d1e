import { fromPromise } from 'xstate';
import type { SaveSidePanelItemInput, SidePanelDraft, SidePanelItemInput } from '../../../../machines/sidePanelItem.machine';
import type { ApiClient } from '../../../client';
import type { Project, ProjectInput } from '../../../schemas/project.schema';
import { fetchPlanChoices, type PlanChoices } from './planItems';
import { createProject, fetchProjects } from './projectItems';

/** What the all_projects view shows: the plan's projects and what a new one's form chooses from. */
export type AllProjects = { projects: Project[]; choices: PlanChoices };

/**
 * The all_projects view's effects: its projects with the plan's choices, side by side, and a new
 * project; `bodyOf` turns the form's values into the request (the form's own rules, kept with it).
 */
export function allProjectsActors(api: ApiClient, ids: { portfolioId: string }, bodyOf: (draft: SidePanelDraft) => ProjectInput) {
  return {
    fetchItem: fromPromise<unknown, SidePanelItemInput>(async ({ input, signal }) => {
      const [projects, choices] = await Promise.all([
        fetchProjects(api, input.workPlanId, signal),
        fetchPlanChoices(api, { workPlanId: input.workPlanId, portfolioId: ids.portfolioId }, signal),
      ]);
      return { projects, choices } satisfies AllProjects;
    }),
    saveItem: fromPromise<unknown, SaveSidePanelItemInput>(({ input, signal }) => createProject(api, input.workPlanId, bodyOf(input.draft), signal)),
  };
}
