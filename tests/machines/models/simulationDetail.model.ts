import type { ApiFailure } from '../../../src/api/apiError';
import type { SimulationDetail } from '../../../src/api/schemas/simulation.schema';
import type { Plan } from '../../../src/api/schemas/subscription.schema';
import type { Task } from '../../../src/api/schemas/task.schema';
import { simulationDetailMachine } from '../../../src/machines/simulationDetail.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { completedSimulation, currentTask, newRun, renamedSimulation, simulationDetail } from '../support/simulationFixtures';

type Expected = {
  simulationId: string;
  simulation: SimulationDetail | null;
  plan: Plan | null;
  failure: ApiFailure | null;
  task: Task | null;
  reportSearch: string;
};

const ID = simulationDetail.id;
const notFound = apiError(404, 'Resource Not Found');
const unexpected = apiError(500, 'Unexpected error happened.');
const refused = apiError(400, 'The run has already finished.');
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
const update = (simulationId: string) => ({
  type: 'realtime.task_status_updated',
  simulation_id: simulationId,
  task_id: currentTask.id,
  workspace_id: simulationDetail.workspace_id,
  timestamp: '2026-11-03T00:00:00.000Z',
});
/** SPEC 4: a run is live until it reaches a final status (failed, cancelled, completed, outdated) or is refused (invalid). */
const isLive = ({ simulation }: Expected) => ['new', 'pending', 'queued', 'running'].includes(simulation?.current_task?.status ?? '');

/**
 * SPEC 2 "Simulation detail" and SPEC 4 "Page-level action sets": load simulation (success or
 * failure; SPEC 8: a 404 goes to the simulation's not-found page, another failure offers Retry),
 * then the portfolio's plan, which decides the report tabs (without it the page still shows);
 * update simulation (the settings form's answer); cancel a live run or run again (Editors and
 * Admins, SPEC 6; a refusal goes to SPEC 8's handler), after which the simulation is read again,
 * as it is on task_status_updated for this simulation (SPEC 4 "Real-time events"); Try Again only
 * says 'Coming soon!' (SPEC 2 "Failed-simulation panel"), and run again says 'simulation task
 * submitted' (SPEC 8 "Success toasts"). The failed panel asks for the current run, whose creator
 * decides its wording.
 */
export const simulationDetailModel = machineModel({
  name: 'simulationDetail',
  machine: simulationDetailMachine,
  parallel: true,
  starts: [
    {
      label: 'simulation page opened',
      input: { simulationId: ID },
      state: ['page.loading.simulation', 'task.idle'],
      context: { simulationId: ID, simulation: null, plan: null, failure: null, task: null, reportSearch: '' } as Expected,
    },
  ],
  events: {
    'the simulation loads': { type: 'xstate.done.actor.fetchSimulation', output: simulationDetail },
    'the simulation answers 404': { type: 'xstate.error.actor.fetchSimulation', error: notFound },
    'the load fails with 500': { type: 'xstate.error.actor.fetchSimulation', error: unexpected },
    'the plan loads': { type: 'xstate.done.actor.fetchPlan', output: 'Enterprise' },
    'the plan cannot load': { type: 'xstate.error.actor.fetchPlan', error: unexpected },
    'the user retries': { type: 'simulation.retry' },
    'the user cancels the run': { type: 'run.cancel' },
    'the run is cancelled': { type: 'xstate.done.actor.cancelTask', output: { ...currentTask, status: 'cancelled' } },
    'the cancel is refused': { type: 'xstate.error.actor.cancelTask', error: refused },
    'the user runs it again': { type: 'run.again' },
    'the new run is queued': { type: 'xstate.done.actor.rerunSimulation', output: newRun },
    'the new run is refused': { type: 'xstate.error.actor.rerunSimulation', error: refused },
    'the simulation is read again': { type: 'xstate.done.actor.refreshSimulation', output: completedSimulation },
    'it was deleted meanwhile (404)': { type: 'xstate.error.actor.refreshSimulation', error: notFound },
    'reading it again fails with 500': { type: 'xstate.error.actor.refreshSimulation', error: unexpected },
    'its run changes': update(ID),
    "another simulation's run changes": update(OTHER),
    'the settings form saved it': { type: 'simulation.changed', simulation: renamedSimulation },
    'the user presses Try Again': { type: 'task.retry' },
    'the user searches reports for "budget"': { type: 'reports.search', text: 'budget' },
    'the failed panel asks for the run': { type: 'task.load' },
    "the run's details load": { type: 'xstate.done.actor.fetchTask', output: currentTask },
    "the run's details cannot load": { type: 'xstate.error.actor.fetchTask', error: notFound },
  },
  states: {
    'page.loading': { says: 'the page skeleton', tags: ['busy'] },
    'page.loading.simulation': { says: 'the simulation loads', invoked: { fetchSimulation: { simulationId: ID } } },
    'page.loading.plan': { says: "then its portfolio's plan", invoked: { fetchPlan: { portfolioId: simulationDetail.portfolio_id } } },
    'page.loaded': { says: ({ simulation, plan }) => `"${simulation?.name}" with the ${plan ?? 'unknown'} plan's report tabs` },
    'page.loaded.idle': { says: ({ simulation }) => `its run ${simulation?.current_task?.status}` },
    'page.loaded.cancelling': { says: 'cancelling the run', tags: ['working'], invoked: { cancelTask: { taskId: currentTask.id } } },
    'page.loaded.rerunning': { says: 'starting a new run', tags: ['working'], invoked: { rerunSimulation: { simulationId: ID } } },
    'page.loaded.refreshing': { says: 'reading the simulation again', invoked: { refreshSimulation: { simulationId: ID } } },
    'page.missing': { says: "the simulation's not-found page" },
    'page.failed': { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    'task.idle': { says: 'the current run is not read' },
    'task.loading': { says: 'reading the current run', invoked: ({ simulation }) => ({ fetchTask: { taskId: simulation?.current_task?.id } }) },
    'task.shown': { says: ({ task }) => `the run was started by ${task?.created_by?.first_name}` },
  },
  transitions: {
    'page.loading.simulation': {
      'the simulation loads': { to: 'page.loading.plan', context: { simulation: simulationDetail, failure: null } },
      'the simulation answers 404': { to: 'page.missing', calls: { reportMissing: [notFound] } },
      'the load fails with 500': { to: 'page.failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    'page.loading.plan': {
      'the plan loads': { to: 'page.loaded.idle', context: { plan: 'Enterprise' } },
      'the plan cannot load': 'page.loaded.idle',
    },
    'page.failed': { 'the user retries': 'page.loading.simulation' },
    'page.loaded': {
      'the settings form saved it': { context: { simulation: renamedSimulation, failure: null } },
      'the user presses Try Again': { calls: { notifyComingSoon: [undefined] } },
    },
    'page.loaded.idle': {
      'the user cancels the run': (context: Expected) => (isLive(context) ? 'page.loaded.cancelling' : {}),
      'the user runs it again': 'page.loaded.rerunning',
      'its run changes': 'page.loaded.refreshing',
    },
    'page.loaded.cancelling': {
      'the run is cancelled': 'page.loaded.refreshing',
      'the cancel is refused': { to: 'page.loaded.idle', calls: { reportFailure: [refused] } },
    },
    'page.loaded.rerunning': {
      'the new run is queued': { to: 'page.loaded.refreshing', calls: { notifyRunStarted: [undefined] } },
      'the new run is refused': { to: 'page.loaded.idle', calls: { reportFailure: [refused] } },
    },
    'page.loaded.refreshing': {
      'the simulation is read again': { to: 'page.loaded.idle', context: { simulation: completedSimulation, failure: null } },
      'it was deleted meanwhile (404)': { to: 'page.missing', calls: { reportMissing: [notFound] } },
      'reading it again fails with 500': { to: 'page.loaded.idle', calls: { reportFailure: [unexpected] } },
      'its run changes': 'page.loaded.refreshing',
    },
    page: {
      'the user searches reports for "budget"': { context: { reportSearch: 'budget' } },
    },
    task: {
      // Only a simulation with a run has one to read.
      'the failed panel asks for the run': ({ simulation }: Expected) => (simulation?.current_task ? 'task.loading' : {}),
    },
    'task.loading': {
      "the run's details load": { to: 'task.shown', context: { task: currentTask } },
      "the run's details cannot load": 'task.idle',
    },
  },
});
