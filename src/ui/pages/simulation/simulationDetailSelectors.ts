import type { SnapshotFrom } from 'xstate';
import type { PortfolioAction } from '../../../api/schemas/portfolioPermission.schema';
import { LIVE_TASK_STATUSES, type simulationDetailMachine } from '../../../machines/simulationDetail.machine';

type DetailSnapshot = SnapshotFrom<typeof simulationDetailMachine>;

/** What the page shows: a skeleton, the failure with Retry, the simulation, or nothing while leaving for not-found. */
export type SimulationView = 'loading' | 'failed' | 'missing' | 'loaded';

export function selectSimulationView(snapshot: DetailSnapshot): SimulationView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.matches({ page: 'missing' }) ? 'missing' : 'loaded';
}

export const selectSimulation = (snapshot: DetailSnapshot) => snapshot.context.simulation;
export const selectSimulationFailure = (snapshot: DetailSnapshot) => snapshot.context.failure;
export const selectPlan = (snapshot: DetailSnapshot) => snapshot.context.plan;
export const selectCurrentTask = (snapshot: DetailSnapshot) => snapshot.context.simulation?.current_task ?? null;
/** A cancel or a new run is on its way. */
export const selectWorking = (snapshot: DetailSnapshot) => snapshot.hasTag('working');
export const selectHasLiveTask = (snapshot: DetailSnapshot) => {
  const status = snapshot.context.simulation?.current_task?.status;
  return status !== undefined && LIVE_TASK_STATUSES.includes(status);
};

/** The client's mirror of SPEC 6 for display only: the server lists what the member may do and checks it again on every call. */
export const selectMay = (action: PortfolioAction) => (snapshot: DetailSnapshot) =>
  snapshot.context.simulation?.allowed_actions.includes(action) ?? false;

/** Who started the current run, once GET /tasks/{id} has read that run. */
export const selectCurrentTaskCreator = (snapshot: DetailSnapshot) => {
  const { task, simulation } = snapshot.context;
  return task !== null && task.id === simulation?.current_task?.id ? task.created_by : null;
};
export const selectReportSearch = (snapshot: DetailSnapshot) => snapshot.context.reportSearch;
