import type { ApiFailure } from '../../../src/api/apiError';
import type { DataSourceCandidate } from '../../../src/api/schemas/dataSource.schema';
import { dataSourceCandidatesMachine } from '../../../src/machines/dataSourceCandidates.machine';
import { BUILDINGS, CANDIDATES_WORK_PLAN_ID as WP, CIVIC_WORKSPACE, NORTHERN_WORKSPACE, ROADS, WATER_MAINS } from '../harness/dataSourceCandidates.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Expected = { workPlanId: string; candidates: DataSourceCandidate[]; query: string; selected: string[]; failure: ApiFailure | null };

const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const START: Expected = { workPlanId: WP, candidates: [], query: '', selected: [], failure: null };

const TICK_ROADS = 'the user ticks Road resurfacing';
const TICK_WATER = 'the user ticks Water main renewals';
const TICK_BUILDINGS = 'the user ticks Building renewal plan, imported already';
const TICK_NORTHERN = 'the user ticks the Northern Rivers Council workspace';
const TICK_CIVIC = 'the user ticks the Civic Buildings workspace, whose only run is imported';
const SEARCH = 'the user searches for "water"';
const CLEAR = 'the user clears the choice';

const stay: ModelStep<Expected> = {};
/** Ticking a run chooses it, or unchooses it when it was chosen. */
const tick = (taskId: string) => ({ selected }: Expected): ModelStep<Expected> => ({
  context: { selected: selected.includes(taskId) ? selected.filter((id) => id !== taskId) : [...selected, taskId] },
});
const NORTHERN_RUNS = [ROADS.task_id, WATER_MAINS.task_id];

/**
 * The create page's choice (SPEC 2 "Work Plan data sources: import"): the portfolio's completed
 * runs, searched by name; SPEC 5: a simulation already imported cannot be imported again, so it
 * cannot be ticked, alone or with its workspace. Ticking a workspace chooses its importable runs,
 * or none once all of them are chosen.
 */
export const dataSourceCandidatesModel = machineModel({
  name: 'dataSourceCandidates',
  machine: dataSourceCandidatesMachine,
  starts: [{ label: 'the Import Data Sources page opens', input: { workPlanId: WP }, state: 'loading', context: START }],
  events: {
    'the runs arrive': { type: 'xstate.done.actor.loadCandidates', output: [ROADS, WATER_MAINS, BUILDINGS] },
    'loading fails': { type: 'xstate.error.actor.loadCandidates', error: SERVER_DOWN },
    Retry: { type: 'retry' },
    [TICK_ROADS]: { type: 'candidate.toggle', taskId: ROADS.task_id },
    [TICK_WATER]: { type: 'candidate.toggle', taskId: WATER_MAINS.task_id },
    [TICK_BUILDINGS]: { type: 'candidate.toggle', taskId: BUILDINGS.task_id },
    [TICK_NORTHERN]: { type: 'workspace.toggle', workspaceId: NORTHERN_WORKSPACE },
    [TICK_CIVIC]: { type: 'workspace.toggle', workspaceId: CIVIC_WORKSPACE },
    [SEARCH]: { type: 'search', query: 'water' },
    [CLEAR]: { type: 'selection.clear' },
  },
  traversalKey: (context: Expected) => `chosen: ${[...context.selected].sort().join(', ') || 'none'}; search: ${context.query || 'none'}`,
  states: {
    loading: { says: "the portfolio's completed runs are loading", tags: ['busy'], invoked: { loadCandidates: { workPlanId: WP } } },
    loadFailed: { says: ({ failure }) => `"The simulations could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    ready: {
      says: ({ selected, query }) =>
        `the runs by workspace${query ? ` matching "${query}"` : ''}, Building renewal plan disabled as imported; chosen: ${
          [ROADS, WATER_MAINS].filter(({ task_id: id }) => selected.includes(id)).map(({ simulation_name: name }) => name).join(', ') || 'none'
        }`,
    },
  },
  transitions: {
    loading: {
      'the runs arrive': { to: 'ready', context: { candidates: [ROADS, WATER_MAINS, BUILDINGS], failure: null } },
      'loading fails': { to: 'loadFailed', context: { failure: { status: 503, message: 'The service is currently down for maintenance.' } } },
    },
    loadFailed: { Retry: 'loading' },
    ready: {
      [TICK_ROADS]: tick(ROADS.task_id),
      [TICK_WATER]: tick(WATER_MAINS.task_id),
      [TICK_BUILDINGS]: stay,
      [TICK_NORTHERN]: ({ selected }) => ({
        context: {
          selected: NORTHERN_RUNS.every((id) => selected.includes(id)) ? selected.filter((id) => !NORTHERN_RUNS.includes(id)) : [...selected, ...NORTHERN_RUNS.filter((id) => !selected.includes(id))],
        },
      }),
      [TICK_CIVIC]: stay,
      [SEARCH]: { context: { query: 'water' } },
      [CLEAR]: { context: { selected: [] } },
    },
  },
});
