import type { ApiFailure } from '../../../src/api/apiError';
import type { Phase, Project } from '../../../src/api/schemas/project.schema';
import { createTreatmentMachine, type TreatmentPick } from '../../../src/machines/createTreatment.machine';
import { CREATED, PHASE, PICKS, PROJECT, TREATMENT_WORK_PLAN_ID as WP } from '../harness/createTreatment.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Expected = {
  workPlanId: string;
  picks: TreatmentPick[];
  projects: Project[];
  projectId: string | null;
  phases: Phase[];
  phaseId: string | null;
  date: string | null;
  showErrors: boolean;
  failure: ApiFailure | null;
};

const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const DOWN: ApiFailure = { status: 503, message: 'The service is currently down for maintenance.' };
const START: Expected = { workPlanId: WP, picks: PICKS, projects: [], projectId: null, phases: [], phaseId: null, date: null, showErrors: false, failure: null };

const BEFORE_PHASE = '2026-12-31';
const IN_PHASE = '2027-03-01';
const within = (date: string | null, phase: Phase | undefined) => date !== null && phase !== undefined && phase.start_date <= date && date <= phase.end_date;
const chosenPhase = ({ phases, phaseId }: Expected) => phases.find((phase) => phase.id === phaseId);

/** SPEC 5: treatments go into a phase only, dated within it; Create sends them once both hold, else shows what is missing. */
const create = (context: Expected): ModelStep<Expected> =>
  within(context.date, chosenPhase(context)) ? { to: 'submitting' } : { context: { showErrors: true } };

/** Choosing the phase keeps a date within it, else moves the date to the phase's first day. */
const choosePhase = (context: Expected): ModelStep<Expected> => {
  const phase = context.phases.find((candidate) => candidate.id === PHASE.id);
  return { context: { phaseId: PHASE.id, date: within(context.date, phase) ? context.date : (phase?.start_date ?? context.date), failure: null } };
};

const PROJECTS_ARRIVE = 'the projects arrive';
const CHOOSE_PROJECT = 'the user chooses Belmont roads';
const PHASES_ARRIVE = 'the phases arrive';
const CHOOSE_PHASE = 'the user chooses Stage 1';
const DATE_BEFORE = 'the user enters a date before the phase';
const DATE_IN = 'the user enters a date within the phase';
const DATE_CLEAR = 'the user clears the date';
const CREATE = 'the user presses Create';

const dates = {
  [DATE_BEFORE]: { context: { date: BEFORE_PHASE, failure: null } },
  [DATE_IN]: { context: { date: IN_PHASE, failure: null } },
  [DATE_CLEAR]: { context: { date: null, failure: null } },
};

/**
 * Create Treatment (SPEC 2: Phase, Date, Create): the phase is found through its project; SPEC 5
 * 'Treatments can only be added to a Phase', dated within it. Success says 'treatments added into
 * the selected phase' (SPEC 8) and tells the page; a refusal stays in the form to try again.
 */
export const createTreatmentModel = machineModel({
  name: 'createTreatment',
  machine: createTreatmentMachine,
  starts: [{ label: 'Create Treatment opens for two picked treatments', input: { workPlanId: WP, picks: PICKS }, state: 'loadingProjects', context: START }],
  events: {
    [PROJECTS_ARRIVE]: { type: 'xstate.done.actor.loadProjects', output: [PROJECT] },
    'loading the projects fails': { type: 'xstate.error.actor.loadProjects', error: SERVER_DOWN },
    Retry: { type: 'retry' },
    [CHOOSE_PROJECT]: { type: 'project.choose', projectId: PROJECT.id },
    [PHASES_ARRIVE]: { type: 'xstate.done.actor.loadPhases', output: [PHASE] },
    'loading the phases fails': { type: 'xstate.error.actor.loadPhases', error: SERVER_DOWN },
    [CHOOSE_PHASE]: { type: 'phase.choose', phaseId: PHASE.id },
    [DATE_BEFORE]: { type: 'date.change', date: BEFORE_PHASE },
    [DATE_IN]: { type: 'date.change', date: IN_PHASE },
    [DATE_CLEAR]: { type: 'date.change', date: null },
    [CREATE]: { type: 'submit' },
    'the treatments are created': { type: 'xstate.done.actor.createTreatments', output: CREATED },
    'creating fails': { type: 'xstate.error.actor.createTreatments', error: SERVER_DOWN },
  },
  traversalKey: (context: Expected) =>
    `${context.phases.length} phases; phase ${chosenPhase(context) ? 'chosen' : context.phaseId ? 'unknown' : 'none'}; date ${context.date ?? 'none'}; errors ${context.showErrors}`,
  states: {
    loadingProjects: { says: "the plan's projects are loading", tags: ['busy'], invoked: { loadProjects: { workPlanId: WP } } },
    failed: { says: ({ failure }) => `"The projects of this work plan could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    'editing.idle': {
      says: ({ phaseId, date, showErrors, failure }) =>
        `Project, Phase (${phaseId ? 'Stage 1' : 'none'}), Date (${date ?? 'empty'})${showErrors ? ' with what is missing' : ''}${failure ? `; "${failure.message}"` : ''}`,
    },
    'editing.loadingPhases': { says: "the project's phases are loading", tags: ['loadingPhases'], invoked: { loadPhases: { workPlanId: WP, projectId: PROJECT.id } } },
    submitting: {
      says: 'Create is busy',
      tags: ['busy', 'submitting'],
      invoked: ({ date }) => ({ createTreatments: { workPlanId: WP, phaseId: PHASE.id, date, picks: PICKS } }),
    },
    done: { says: 'the form has closed' },
  },
  transitions: {
    loadingProjects: {
      [PROJECTS_ARRIVE]: { to: 'editing.idle', context: { projects: [PROJECT], failure: null } },
      'loading the projects fails': { to: 'failed', context: { failure: DOWN } },
    },
    failed: { Retry: 'loadingProjects' },
    'editing.idle': {
      [CHOOSE_PROJECT]: { to: 'editing.loadingPhases', context: { projectId: PROJECT.id, phases: [], phaseId: null, failure: null } },
      [CHOOSE_PHASE]: choosePhase,
      ...dates,
      [CREATE]: create,
    },
    'editing.loadingPhases': {
      [CHOOSE_PROJECT]: { to: 'editing.loadingPhases', context: { projectId: PROJECT.id, phases: [], phaseId: null, failure: null } },
      [PHASES_ARRIVE]: { to: 'editing.idle', context: { phases: [PHASE] } },
      'loading the phases fails': { to: 'editing.idle', context: { failure: DOWN } },
      ...dates,
    },
    submitting: {
      'the treatments are created': {
        to: 'done',
        calls: { toast: [{ kind: 'success', key: 'workPlanTreatments:toast.created', count: 2 }], created: [CREATED] },
      },
      'creating fails': { to: 'editing.idle', context: { failure: DOWN } },
    },
  },
});
