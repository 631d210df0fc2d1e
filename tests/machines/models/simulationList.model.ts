import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkspaceOption } from '../../../src/api/actors/simulations/fetchWorkspaceOptions.actor';
import type { SimulationPage } from '../../../src/api/schemas/simulation.schema';
import { simulationListMachine } from '../../../src/machines/simulationList.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { otherSimulation, simulationPage, simulationSummary, workspaceOptions } from '../support/simulationFixtures';

type Query = { page: number; page_size: number; q: string; workspace_id: string; status: string };
type Expected = { query: Query; searchText: string; result: SimulationPage | null; failure: ApiFailure | null; workspaces: WorkspaceOption[] };

const unexpected = apiError(500, 'Unexpected error happened.');
const WORKSPACE = workspaceOptions[0]!.id;
const ELSEWHERE = '0f0e0d0c-0b0a-4909-8807-060504030201';
const NOT_LISTED = '1f1e1d1c-1b1a-4919-9817-161514131211';
const start: Query = { page: 1, page_size: 24, q: '', workspace_id: '', status: '' };

/** GET /simulations takes the page, its size and only the filters in use (SPEC 7: q, workspace_id, status). */
const apiQuery = ({ page, page_size, q, workspace_id, status }: Query) => ({
  page,
  page_size,
  ...(q ? { q } : {}),
  ...(workspace_id ? { workspace_id } : {}),
  ...(status ? { status } : {}),
});

/** Every load puts its query in the address bar. */
const load = (query: Query, more: Partial<Expected> = {}) => ({ to: 'list.loading', context: { query, ...more }, calls: { syncQuery: [query] } });
const firstPage = (context: Expected, changes: Partial<Query>) => ({ ...context.query, ...changes, page: 1 });
const failed = { to: 'list.failure', context: { failure: { status: 500, message: 'Unexpected error happened.' } }, calls: { reportFailure: [unexpected] } };

/**
 * SPEC 2 "Simulation list" (/simulations), loading like the workspace list (SPEC 4 "Portfolio
 * list": launch sets loading, success stores the page, failure ends loading, sets the error and
 * goes to SPEC 8's handler): 24 cards a page, a search by name after a pause in typing, and filters
 * by workspace and task status; each new search or filter starts at page 1 and the address keeps
 * the query. SPEC 4 "Real-time events": task_status_updated of a simulation on the page, or
 * new_simulation_created where the list may show it (no workspace filter, or that workspace),
 * refreshes the page without skeletons. The workspace filter's options load once beside it.
 */
export const simulationListModel = machineModel({
  name: 'simulationList',
  machine: simulationListMachine,
  parallel: true,
  starts: [
    {
      label: '/simulations opened',
      input: {},
      state: ['list.loading', 'workspaces.loading'],
      context: { query: start, searchText: '', result: null, failure: null, workspaces: [] } as Expected,
      calls: { syncQuery: [start] },
    },
    {
      label: '/simulations?q=Roads&status=failed&page=2 opened',
      input: { page: 2, q: 'Roads', status: 'failed' },
      state: ['list.loading', 'workspaces.loading'],
      context: { query: { ...start, page: 2, q: 'Roads', status: 'failed' }, searchText: 'Roads', result: null, failure: null, workspaces: [] } as Expected,
      calls: { syncQuery: [{ ...start, page: 2, q: 'Roads', status: 'failed' }] },
    },
  ],
  events: {
    'the user types " roads "': { type: 'search.change', text: ' roads ' },
    'typing pauses for 300 ms': { type: 'xstate.after.searchDebounce.simulationList.list.debouncing' },
    'the user clears the search': { type: 'search.clear' },
    'the user clears search and filters': { type: 'filters.clear' },
    'the user picks a workspace': { type: 'workspace.filter', workspaceId: WORKSPACE },
    'the user picks failed runs': { type: 'status.filter', status: 'failed' },
    'the user goes to page 2': { type: 'page.change', page: 2 },
    'the user retries': { type: 'load.retry' },
    'the simulations load': { type: 'xstate.done.actor.fetchSimulations', output: simulationPage },
    'the load fails with 500': { type: 'xstate.error.actor.fetchSimulations', error: unexpected },
    'the page is read again': { type: 'xstate.done.actor.refreshSimulations', output: simulationPage },
    'reading it again fails with 500': { type: 'xstate.error.actor.refreshSimulations', error: unexpected },
    "a listed simulation's run changes": {
      type: 'realtime.task_status_updated',
      simulation_id: simulationSummary.id,
      task_id: simulationSummary.current_task!.id,
      workspace_id: WORKSPACE,
      timestamp: '2026-11-03T00:00:00.000Z',
    },
    "an unlisted simulation's run changes": {
      type: 'realtime.task_status_updated',
      simulation_id: NOT_LISTED,
      task_id: NOT_LISTED,
      workspace_id: ELSEWHERE,
      timestamp: '2026-11-03T00:00:00.000Z',
    },
    'a simulation is published in the workspace': {
      type: 'realtime.new_simulation_created',
      workspace_id: WORKSPACE,
      simulation_id: NOT_LISTED,
      timestamp: '2026-11-03T00:00:00.000Z',
    },
    'a simulation is published in another workspace': {
      type: 'realtime.new_simulation_created',
      workspace_id: ELSEWHERE,
      simulation_id: otherSimulation.id,
      timestamp: '2026-11-03T00:00:00.000Z',
    },
    "the filter's workspaces load": { type: 'xstate.done.actor.fetchWorkspaceOptions', output: workspaceOptions },
    "the filter's workspaces cannot load": { type: 'xstate.error.actor.fetchWorkspaceOptions', error: unexpected },
  },
  states: {
    'list.loading': {
      says: ({ query }) => `skeleton cards while page ${query.page} loads (search "${query.q}", workspace "${query.workspace_id}", status "${query.status}")`,
      tags: ['busy'],
      invoked: ({ query }) => ({ fetchSimulations: apiQuery(query) }),
    },
    'list.refreshing': { says: 'the cards stay while the page is read again', invoked: ({ query }) => ({ refreshSimulations: apiQuery(query) }) },
    'list.debouncing': { says: ({ searchText }) => `the search box holds "${searchText}", waiting for typing to pause` },
    'list.success': { says: ({ result }) => `${result?.total_count} simulation card(s) shown` },
    'list.failure': { says: ({ failure }) => `the list failed to load: "${failure?.message}", with Retry`, tags: ['error'] },
    'workspaces.loading': { says: "the workspace filter's options load", invoked: { fetchWorkspaceOptions: undefined } },
    'workspaces.loaded': { says: ({ workspaces }) => `the workspace filter offers ${workspaces.length} workspace(s)` },
    'workspaces.unavailable': { says: 'the workspace filter offers only All workspaces' },
  },
  transitions: {
    list: {
      'the user types " roads "': { to: 'list.debouncing', context: { searchText: ' roads ' } },
      'the user clears the search': (context: Expected) => load(firstPage(context, { q: '' }), { searchText: '' }),
      'the user clears search and filters': (context: Expected) => load(firstPage(context, { q: '', workspace_id: '', status: '' }), { searchText: '' }),
      'the user picks a workspace': (context: Expected) => load(firstPage(context, { workspace_id: WORKSPACE })),
      'the user picks failed runs': (context: Expected) => load(firstPage(context, { status: 'failed' })),
      'the user goes to page 2': (context: Expected) => load({ ...context.query, page: 2 }),
    },
    // The search matches the text without its surrounding spaces.
    'list.debouncing': { 'typing pauses for 300 ms': (context: Expected) => load(firstPage(context, { q: 'roads' })) },
    'list.loading': {
      'the simulations load': { to: 'list.success', context: { result: simulationPage, failure: null } },
      'the load fails with 500': failed,
    },
    'list.refreshing': {
      'the page is read again': { to: 'list.success', context: { result: simulationPage, failure: null } },
      'reading it again fails with 500': failed,
    },
    'list.success': {
      "a listed simulation's run changes": 'list.refreshing',
      'a simulation is published in the workspace': 'list.refreshing',
      'a simulation is published in another workspace': (context: Expected) => (context.query.workspace_id === '' ? 'list.refreshing' : {}),
    },
    'list.failure': { 'the user retries': (context: Expected) => load(context.query) },
    'workspaces.loading': {
      "the filter's workspaces load": { to: 'workspaces.loaded', context: { workspaces: workspaceOptions } },
      "the filter's workspaces cannot load": 'workspaces.unavailable',
    },
  },
});
