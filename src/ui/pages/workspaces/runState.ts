import type { TaskStatus } from '../../../api/schemas/taskStatus.schema';

/** The chip a task status shows as (SPEC 4 "Simulation task states and chip"). */
export type RunState = 'pending' | 'running' | 'ready' | 'cancelled' | 'failed' | 'outdated';

const RUN_STATES: Record<TaskStatus, RunState> = {
  new: 'pending',
  pending: 'pending',
  queued: 'pending',
  running: 'running',
  completed: 'ready',
  active: 'ready',
  cancelled: 'cancelled',
  invalid: 'failed',
  failed: 'failed',
  outdated: 'outdated',
};

export const runStateOf = (status: TaskStatus): RunState => RUN_STATES[status];
