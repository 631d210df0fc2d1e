import type { ApiFailure } from '../../../src/api/apiError';
import type { SimulationPage } from '../../../src/api/schemas/simulation.schema';
import { workspaceSimulationsMachine } from '../../../src/machines/workspaceSimulations.machine';
import { apiError } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';
import { refreshedPage, otherWorkspace, simulationPage, simulationSummary } from '../support/publishingFixtures';
import { workspaceDetail, workspaceSettings } from '../support/workspaceFixtures';

type Filters = { status_item_id: string | null; priority_item_id: string | null };
type Expected = { workspaceId: string; filters: Filters; result: SimulationPage | null; failure: ApiFailure | null; stale: boolean };

const WS = workspaceDetail.id;
const APPROVED = workspaceSettings.status_items[1]!.id;
const HIGH = workspaceSettings.priority_items[0]!.id;
const unexpected = apiError(500, 'Unexpected error happened.');
const at = '2026-04-01T10:00:00.000Z';

/** What the list asks for: the first 100 of the workspace's simulations, with the filters that are set. */
const queryOf = ({ filters }: Expected) => ({
  workspaceId: WS,
  page: 1,
  page_size: 100,
  ...(filters.status_item_id ? { status_item_id: filters.status_item_id } : {}),
  ...(filters.priority_item_id ? { priority_item_id: filters.priority_item_id } : {}),
});

/** An answer that may be older than an update that came while it was on its way is asked for again. */
const answered = (page: SimulationPage) => (context: Expected) => ({ to: context.stale ? 'refreshing' : 'loaded', context: { result: page, failure: null, stale: false } });
const markStale = { context: { stale: true } };

/**
 * SPEC 2 "Workspace detail" (its simulations and their report status, a simulation chart) and
 * /workspace/{id}/report/overview; the filters by status item and priority item; SPEC 4
 * "Real-time events": task_status_updated refreshes the list, new_simulation_created adds the
 * simulation, only for this workspace; report_status_updated (which names no workspace) refreshes
 * it once the list shows that simulation. A refresh keeps the list on screen; updates that come during
 * a load lead to one more load. A refresh that fails keeps what was shown.
 */
export const workspaceSimulationsModel = machineModel({
  name: 'workspaceSimulations',
  machine: workspaceSimulationsMachine,
  starts: [
    {
      label: "a workspace's overview opened",
      input: { workspaceId: WS },
      state: 'loading',
      context: { workspaceId: WS, filters: { status_item_id: null, priority_item_id: null }, result: null, failure: null, stale: false } as Expected,
    },
  ],
  events: {
    'the simulations load': { type: 'xstate.done.actor.fetchSimulations', output: simulationPage },
    'the load fails with 500': { type: 'xstate.error.actor.fetchSimulations', error: unexpected },
    'the refreshed simulations load': { type: 'xstate.done.actor.refreshSimulations', output: refreshedPage },
    'the refresh fails with 500': { type: 'xstate.error.actor.refreshSimulations', error: unexpected },
    'the user filters by status "Approved"': { type: 'filter.status', id: APPROVED },
    'the user clears the status filter': { type: 'filter.status', id: null },
    'the user filters by priority "High"': { type: 'filter.priority', id: HIGH },
    'the user retries': { type: 'load.retry' },
    'the user publishes a simulation here': { type: 'list.refresh' },
    "a run of this workspace's changes state": {
      type: 'realtime.task_status_updated',
      simulation_id: simulationSummary.id,
      task_id: simulationSummary.current_task!.id,
      workspace_id: WS,
      timestamp: at,
    },
    "a run of another workspace's changes state": {
      type: 'realtime.task_status_updated',
      simulation_id: simulationSummary.id,
      task_id: simulationSummary.current_task!.id,
      workspace_id: otherWorkspace.id,
      timestamp: at,
    },
    "a listed simulation's reports become ready": {
      type: 'realtime.report_status_updated',
      id: '8dcc6894-7056-5591-8ea9-5e95c8f43667',
      status: 'completed',
      report_type: 'simulation',
      category_name: 'lite',
      simulation_id: simulationSummary.id,
      timestamp: at,
    },
    "a simulation that is not listed has its reports ready": {
      type: 'realtime.report_status_updated',
      id: '2f1d6f0e-3c5a-4f44-9a51-0f6e4d2b7c11',
      status: 'completed',
      report_type: 'simulation',
      category_name: 'lite',
      simulation_id: otherWorkspace.id,
      timestamp: at,
    },
    'a simulation is published into this workspace elsewhere': { type: 'realtime.new_simulation_created', workspace_id: WS, simulation_id: simulationSummary.id, timestamp: at },
    'a simulation is published into another workspace': {
      type: 'realtime.new_simulation_created',
      workspace_id: otherWorkspace.id,
      simulation_id: simulationSummary.id,
      timestamp: at,
    },
  },
  states: {
    loading: { says: 'skeleton rows and chart while the simulations load', tags: ['busy'], invoked: (context) => ({ fetchSimulations: queryOf(context) }) },
    loaded: { says: ({ result }) => `${result?.total_count} simulation(s) listed and charted` },
    refreshing: { says: 'the list stays shown while it is refreshed', invoked: (context) => ({ refreshSimulations: queryOf(context) }) },
    failed: { says: ({ failure }) => `the list failed to load: "${failure?.message}", with Retry`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the user filters by status "Approved"': (context: Expected) => ({ to: 'loading', context: { filters: { ...context.filters, status_item_id: APPROVED } } }),
      'the user clears the status filter': (context: Expected) => ({ to: 'loading', context: { filters: { ...context.filters, status_item_id: null } } }),
      'the user filters by priority "High"': (context: Expected) => ({ to: 'loading', context: { filters: { ...context.filters, priority_item_id: HIGH } } }),
    },
    loading: {
      'the simulations load': answered(simulationPage),
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' }, stale: false } },
      'the user publishes a simulation here': markStale,
      "a run of this workspace's changes state": markStale,
      'a simulation is published into this workspace elsewhere': markStale,
    },
    loaded: {
      'the user publishes a simulation here': 'refreshing',
      "a listed simulation's reports become ready": 'refreshing',
      "a run of this workspace's changes state": 'refreshing',
      'a simulation is published into this workspace elsewhere': 'refreshing',
    },
    refreshing: {
      'the refreshed simulations load': answered(refreshedPage),
      'the refresh fails with 500': { to: 'loaded', context: { stale: false } },
      'the user publishes a simulation here': markStale,
      "a listed simulation's reports become ready": markStale,
      "a run of this workspace's changes state": markStale,
      'a simulation is published into this workspace elsewhere': markStale,
    },
    failed: { 'the user retries': 'loading' },
  },
});
