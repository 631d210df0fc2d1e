import { createActor } from 'xstate';
import type { Phase, Project } from '../../../src/api/schemas/project.schema';
import { phaseChoiceMachine, type PhaseChoiceInput } from '../../../src/machines/phaseChoice.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { TREATMENT_WORK_PLAN_ID } from './createTreatment.harness';

/** The custom treatment form's phase choice with its API calls controlled by the test. */
export function startPhaseChoice(input: PhaseChoiceInput = { workPlanId: TREATMENT_WORK_PLAN_ID }) {
  const loadProjects = controllablePromise<Project[], { workPlanId: string }>();
  const loadPhases = controllablePromise<Phase[], { workPlanId: string; projectId: string }>();
  const actor = createActor(phaseChoiceMachine.provide({ actors: { loadProjects: loadProjects.logic, loadPhases: loadPhases.logic } }), { input }).start();
  return { actor, loadProjects, loadPhases, driver: createPathDriver(actor, { loadProjects, loadPhases }, {}, {}) };
}
