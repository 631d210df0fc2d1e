import type { ApiFailure } from '../../../src/api/apiError';
import type { Phase, Project } from '../../../src/api/schemas/project.schema';
import { phaseChoiceMachine } from '../../../src/machines/phaseChoice.machine';
import { PHASE, PROJECT, TREATMENT_WORK_PLAN_ID as WP } from '../harness/createTreatment.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Expected = { workPlanId: string; projects: Project[]; projectId: string | null; phases: Phase[]; failure: ApiFailure | null };

const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const DOWN: ApiFailure = { status: 503, message: 'The service is currently down for maintenance.' };
/** A second project of the plan, with no phase yet. */
const HARBOUR: Project = { ...PROJECT, id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70', name: 'Harbour mains', phase_count: 0 };
const NOTHING: Expected = { workPlanId: WP, projects: [], projectId: null, phases: [], failure: null };

const OPEN = 'the user opens the custom treatment form';
const PROJECTS_ARRIVE = "the plan's two projects arrive";
const PROJECTS_FAIL = 'loading the projects fails';
const CHOOSE_BELMONT = 'the user chooses Belmont roads';
const CHOOSE_HARBOUR = 'the user chooses Harbour mains';
const PHASES_ARRIVE = "the project's phase arrives";
const PHASES_FAIL = 'loading the phases fails';
const RETRY = 'Retry';

/** Opening the form again starts over from the plan's projects, whatever was loaded before. */
const open: ModelStep<Expected> = { to: 'loadingProjects', context: { projects: [], projectId: null, phases: [], failure: null } };
/** Choosing a project forgets the phases shown so far and loads that project's. */
const choose = (project: Project): ModelStep<Expected> => ({ to: 'ready.loadingPhases', context: { projectId: project.id, phases: [], failure: null } });
const projectName = (context: Expected) => [PROJECT, HARBOUR].find((project) => project.id === context.projectId)?.name ?? 'none';

/**
 * The custom treatment form's phase (SPEC 2 asset_details; SPEC 5: treatments go into a phase only),
 * found through its project as Create Treatment finds it. The asset view loads none of it: the
 * plan's projects load when the form opens, a project's phases when it is chosen. A failure says
 * what failed to load, with Retry.
 */
export const phaseChoiceModel = machineModel({
  name: 'phaseChoice',
  machine: phaseChoiceMachine,
  starts: [{ label: "An asset's details are shown to an editor", input: { workPlanId: WP }, state: 'closed', context: NOTHING }],
  events: {
    [OPEN]: { type: 'open' },
    [PROJECTS_ARRIVE]: { type: 'xstate.done.actor.loadProjects', output: [PROJECT, HARBOUR] },
    [PROJECTS_FAIL]: { type: 'xstate.error.actor.loadProjects', error: SERVER_DOWN },
    [CHOOSE_BELMONT]: { type: 'project.choose', projectId: PROJECT.id },
    [CHOOSE_HARBOUR]: { type: 'project.choose', projectId: HARBOUR.id },
    [PHASES_ARRIVE]: { type: 'xstate.done.actor.loadPhases', output: [PHASE] },
    [PHASES_FAIL]: { type: 'xstate.error.actor.loadPhases', error: SERVER_DOWN },
    [RETRY]: { type: 'retry' },
  },
  traversalKey: (context: Expected) => `project ${context.projectId ?? 'none'}; ${context.phases.length} phases; failure ${context.failure !== null}`,
  states: {
    closed: { says: 'the form is closed: no project or phase is loaded' },
    loadingProjects: { says: "the form's Project list is loading", tags: ['busy'], invoked: { loadProjects: { workPlanId: WP } } },
    failed: { says: ({ failure }) => `"The projects failed to load. ${failure?.message}" with Retry`, tags: ['error'] },
    'ready.idle': {
      says: (context) =>
        `Project (${context.projects.length} to choose from, chosen: ${projectName(context)}), Phase (${context.phases.length} to choose from)` +
        (context.failure ? `; "The phases failed to load. ${context.failure.message}" with Retry` : ''),
    },
    'ready.loadingPhases': {
      says: (context) => `the phases of ${projectName(context)} are loading`,
      tags: ['loadingPhases'],
      invoked: ({ projectId }) => ({ loadPhases: { workPlanId: WP, projectId } }),
    },
  },
  transitions: {
    closed: { [OPEN]: open },
    loadingProjects: {
      [PROJECTS_ARRIVE]: { to: 'ready.idle', context: { projects: [PROJECT, HARBOUR], failure: null } },
      [PROJECTS_FAIL]: { to: 'failed', context: { failure: DOWN } },
      [OPEN]: open,
    },
    failed: { [RETRY]: 'loadingProjects', [OPEN]: open },
    'ready.idle': {
      [CHOOSE_BELMONT]: choose(PROJECT),
      [CHOOSE_HARBOUR]: choose(HARBOUR),
      // Retry is offered only when a project's phases failed to load.
      [RETRY]: (context) => (context.projectId !== null && context.failure !== null ? { to: 'ready.loadingPhases', context: { failure: null } } : {}),
      [OPEN]: open,
    },
    'ready.loadingPhases': {
      [PHASES_ARRIVE]: { to: 'ready.idle', context: { phases: [PHASE], failure: null } },
      [PHASES_FAIL]: { to: 'ready.idle', context: { failure: DOWN } },
      [CHOOSE_BELMONT]: choose(PROJECT),
      [CHOOSE_HARBOUR]: choose(HARBOUR),
      [OPEN]: open,
    },
  },
});
