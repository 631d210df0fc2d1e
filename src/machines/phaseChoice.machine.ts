import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { Phase, Project } from '../api/schemas/project.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type PhaseChoiceInput = { workPlanId: string };

export type PhaseChoiceContext = {
  workPlanId: string;
  projects: Project[];
  /** The project whose phases are loaded, or loading. */
  projectId: string | null;
  /** The chosen project's phases, in its order. */
  phases: Phase[];
  failure: ApiFailure | null;
};

export type PhaseChoiceEvent = { type: 'open' } | { type: 'retry' } | { type: 'project.choose'; projectId: string };

/**
 * The phase a custom treatment goes into (SPEC 5: treatments go into a phase only), found through
 * its project as Create Treatment finds it: nothing is loaded until the form opens; then the plan's
 * projects, and the phases of the project chosen, one project at a time. Opening the form again
 * starts over, so that it offers what the plan holds then. A failed load offers Retry.
 */
export const phaseChoiceMachine = setup({
  types: {
    context: {} as PhaseChoiceContext,
    events: {} as PhaseChoiceEvent,
    input: {} as PhaseChoiceInput,
    tags: {} as 'busy' | 'error' | 'loadingPhases',
  },
  actors: {
    loadProjects: fromPromise<Project[], { workPlanId: string }>(notProvided('loadProjects')),
    loadPhases: fromPromise<Phase[], { workPlanId: string; projectId: string }>(notProvided('loadPhases')),
  },
  actions: {
    reset: assign({ projects: [], projectId: null, phases: [], failure: null }),
    storeProjects: assign({ projects: (_, projects: Project[]) => projects, failure: null }),
    storeProject: assign({ projectId: (_, projectId: string) => projectId, phases: [], failure: null }),
    storePhases: assign({ phases: (_, phases: Phase[]) => phases, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    phasesFailed: ({ context }) => context.projectId !== null && context.failure !== null,
  },
}).createMachine({
  id: 'phaseChoice',
  context: ({ input }) => ({ workPlanId: input.workPlanId, projects: [], projectId: null, phases: [], failure: null }),
  initial: 'closed',
  on: {
    open: { target: '.loadingProjects', reenter: true, actions: 'reset' },
  },
  states: {
    closed: {},
    loadingProjects: {
      tags: 'busy',
      invoke: {
        id: 'loadProjects',
        src: 'loadProjects',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'ready', actions: { type: 'storeProjects', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { retry: 'loadingProjects' },
    },
    ready: {
      initial: 'idle',
      on: {
        'project.choose': { target: '.loadingPhases', reenter: true, actions: { type: 'storeProject', params: ({ event }) => event.projectId } },
      },
      states: {
        idle: {
          on: { retry: { guard: 'phasesFailed', target: 'loadingPhases', actions: 'clearFailure' } },
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
  },
});

export type PhaseChoiceSnapshot = SnapshotFrom<typeof phaseChoiceMachine>;
