import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { treatmentDateRefusal, type DateRefusal } from '../api/rules/phaseDates';
import type { Phase, Project, Treatment, TreatmentsCreate } from '../api/schemas/project.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** A proposed treatment of a selected asset, by its data source and work number; the form sends no variation. */
export type TreatmentPick = Omit<TreatmentsCreate['items'][number], 'variation'>;

export type CreateTreatmentInput = { workPlanId: string; picks: TreatmentPick[] };

export type CreateTreatmentsRequest = { workPlanId: string; phaseId: string; date: string; picks: TreatmentPick[] };

/** Why the form cannot be sent yet: a field left empty, or a date outside the phase (SPEC 5's texts). */
export type CreateTreatmentErrors = { phase?: 'required'; date?: 'required' | DateRefusal };

export type CreateTreatmentContext = {
  workPlanId: string;
  picks: TreatmentPick[];
  projects: Project[];
  projectId: string | null;
  /** The chosen project's phases, in its order. */
  phases: Phase[];
  phaseId: string | null;
  /** An ISO date, or null while empty. */
  date: string | null;
  /** Shown once Create was pressed, and kept up to date from then on. */
  showErrors: boolean;
  failure: ApiFailure | null;
};

export type CreateTreatmentEvent =
  | { type: 'retry' }
  | { type: 'project.choose'; projectId: string }
  | { type: 'phase.choose'; phaseId: string }
  | { type: 'date.change'; date: string | null }
  | { type: 'submit' };

export type CreateTreatmentToast = { kind: 'success'; key: string; count: number };

const chosenPhase = (context: CreateTreatmentContext): Phase | undefined => context.phases.find((phase) => phase.id === context.phaseId);

/** What stops the form: SPEC 5's 'Treatments can only be added to a Phase', and a date within it. */
export function createTreatmentErrors(context: CreateTreatmentContext): CreateTreatmentErrors {
  const errors: CreateTreatmentErrors = {};
  const phase = chosenPhase(context);
  if (!phase) errors.phase = 'required';
  if (context.date === null) errors.date = 'required';
  else if (phase) {
    const refusal = treatmentDateRefusal(context.date, phase);
    if (refusal) errors.date = refusal;
  }
  return errors;
}

/**
 * Create Treatment (SPEC 2: Phase, Date, Create): the picked proposed treatments go into one phase
 * of one of the plan's projects (SPEC 5: treatments only go into a phase), on a date within it.
 * The phase is chosen by its project first; choosing one presets the date to the phase's start.
 * The server's refusal (a 6th asset of a data source, a treatment planned meanwhile) is shown in
 * the form, which stays open to try again.
 */
export const createTreatmentMachine = setup({
  types: {
    context: {} as CreateTreatmentContext,
    events: {} as CreateTreatmentEvent,
    input: {} as CreateTreatmentInput,
    tags: {} as 'busy' | 'error' | 'loadingPhases' | 'submitting',
  },
  actors: {
    loadProjects: fromPromise<Project[], { workPlanId: string }>(notProvided('loadProjects')),
    loadPhases: fromPromise<Phase[], { workPlanId: string; projectId: string }>(notProvided('loadPhases')),
    createTreatments: fromPromise<Treatment[], CreateTreatmentsRequest>(notProvided('createTreatments')),
  },
  actions: {
    toast: notProvided<[unknown, CreateTreatmentToast]>('toast'),
    /** Tells the page the treatments are in the phase, so that it shows them planned and closes the form. */
    created: notProvided<[unknown, Treatment[]]>('created'),
    storeProjects: assign({ projects: (_, projects: Project[]) => projects, failure: null }),
    storeProject: assign({ projectId: (_, projectId: string) => projectId, phases: [], phaseId: null, failure: null }),
    storePhases: assign({ phases: (_, phases: Phase[]) => phases }),
    storePhase: assign(({ context }, phaseId: string) => {
      const phase = context.phases.find((candidate) => candidate.id === phaseId);
      const keepDate = phase && context.date !== null && treatmentDateRefusal(context.date, phase) === null;
      return { phaseId, date: keepDate ? context.date : (phase?.start_date ?? context.date), failure: null };
    }),
    storeDate: assign({ date: (_, date: string | null) => date, failure: null }),
    showErrors: assign({ showErrors: true }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(createTreatmentErrors(context)).length === 0,
  },
}).createMachine({
  id: 'createTreatment',
  context: ({ input }) => ({
    workPlanId: input.workPlanId,
    picks: input.picks,
    projects: [],
    projectId: null,
    phases: [],
    phaseId: null,
    date: null,
    showErrors: false,
    failure: null,
  }),
  initial: 'loadingProjects',
  states: {
    loadingProjects: {
      tags: 'busy',
      invoke: {
        id: 'loadProjects',
        src: 'loadProjects',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'editing', actions: { type: 'storeProjects', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { retry: 'loadingProjects' },
    },
    editing: {
      initial: 'idle',
      on: {
        'project.choose': { target: '.loadingPhases', reenter: true, actions: { type: 'storeProject', params: ({ event }) => event.projectId } },
        'date.change': { actions: { type: 'storeDate', params: ({ event }) => event.date } },
      },
      states: {
        idle: {
          on: {
            'phase.choose': { actions: { type: 'storePhase', params: ({ event }) => event.phaseId } },
            submit: [{ guard: 'isComplete', target: '#createTreatment.submitting' }, { actions: 'showErrors' }],
          },
        },
        loadingPhases: {
          tags: 'loadingPhases',
          invoke: {
            id: 'loadPhases',
            src: 'loadPhases',
            input: ({ context }) => ({ workPlanId: context.workPlanId, projectId: context.projectId! }),
            onDone: { target: 'idle', actions: { type: 'storePhases', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
      },
    },
    submitting: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'createTreatments',
        src: 'createTreatments',
        input: ({ context }) => ({ workPlanId: context.workPlanId, phaseId: context.phaseId!, date: context.date!, picks: context.picks }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, key: 'workPlanTreatments:toast.created', count: event.output.length }) },
            { type: 'created', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    done: { type: 'final' },
  },
});

export type CreateTreatmentSnapshot = SnapshotFrom<typeof createTreatmentMachine>;
