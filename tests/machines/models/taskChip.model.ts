import { taskChipMachine, type TaskChipContext, type TaskChipEvent } from '../../../src/machines/taskChip.machine';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

/** When the page read the task, and the clock readings after it. */
const READ_AT = Date.parse('2026-11-25T10:00:00.000Z');
const A_SECOND_LATER = READ_AT + 1_000;
const TWO_HOURS_LATER = READ_AT + 2 * 3_600_000;

const failures = [
  { message: 'assets.csv row 12: condition must be between 0 and 100', more_info: '140' },
  { message: 'Contact support', more_info: 'https://support.horizon.test/kb/42' },
];

type Expected = Pick<TaskChipContext, 'status' | 'errorMessages' | 'secondsLeft'>;

const reread = (reading: Omit<Extract<TaskChipEvent, { type: 'task.updated' }>, 'type'>): TaskChipEvent => ({ type: 'task.updated', now: READ_AT, ...reading });

/** SPEC 4: hours and minutes left from one hour up, else minutes and seconds left. */
const timeLeft = (seconds: number) =>
  seconds >= 3600 ? `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min left` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s left`;

const AS_NEW = 'the task is re-read as new';
const AS_QUEUED = 'the task is re-read as queued with 12 min 05 s left';
const AS_RUNNING = 'the task is re-read as running with 1 h 1 min 1 s left';
const AS_RUNNING_UNTIMED = 'the task is re-read as running without an estimate';
const AS_COMPLETED = 'the task is re-read as completed';
const AS_ACTIVE = 'the task is re-read as active';
const AS_CANCELLED = 'the task is re-read as cancelled';
const AS_FAILED = 'the task is re-read as failed with two error messages';
const AS_INVALID = 'the task is re-read as invalid';
const AS_OUTDATED = 'the task is re-read as outdated';
const WITHOUT_STATUS = 'the simulation is re-read without a task status';
const A_SECOND = 'a second passes';
const TWO_HOURS = 'two hours pass';

/**
 * SPEC 4 "Simulation task states and chip": new and queued show pending; running shows running;
 * completed and active show ready; cancelled shows cancelled; invalid and failed show failed, with
 * their error_messages in a tooltip; outdated shows outdated. Queued or running with
 * sim_time_remaining counts down (hours and minutes, or minutes and seconds, left) and shows the
 * state label again once the time has run out. No task status shows pending with 'Unexpected Error'.
 * A page re-reads the task after a task_status_updated event (SPEC 4 "Real-time events").
 */
export const taskChipModel = machineModel({
  name: 'taskChip',
  machine: taskChipMachine,
  starts: [
    {
      label: 'a simulation running with 1 h 1 min 1 s left',
      input: { status: 'running', simTimeRemaining: 3661, errorMessages: [], now: READ_AT },
      state: 'running.counting',
      context: { status: 'running', errorMessages: [], secondsLeft: 3661 } as Expected,
    },
    {
      label: 'a simulation without a task status',
      input: { status: null, simTimeRemaining: null, errorMessages: [] },
      state: 'pending.unexplained',
      context: { status: null, errorMessages: [], secondsLeft: null } as Expected,
    },
  ],
  events: {
    [AS_NEW]: reread({ status: 'new', simTimeRemaining: null, errorMessages: [] }),
    [AS_QUEUED]: reread({ status: 'queued', simTimeRemaining: 725, errorMessages: [] }),
    [AS_RUNNING]: reread({ status: 'running', simTimeRemaining: 3661, errorMessages: [] }),
    [AS_RUNNING_UNTIMED]: reread({ status: 'running', simTimeRemaining: null, errorMessages: [] }),
    [AS_COMPLETED]: reread({ status: 'completed', simTimeRemaining: null, errorMessages: [] }),
    [AS_ACTIVE]: reread({ status: 'active', simTimeRemaining: null, errorMessages: [] }),
    [AS_CANCELLED]: reread({ status: 'cancelled', simTimeRemaining: null, errorMessages: [] }),
    [AS_FAILED]: reread({ status: 'failed', simTimeRemaining: null, errorMessages: failures }),
    [AS_INVALID]: reread({ status: 'invalid', simTimeRemaining: null, errorMessages: failures.slice(0, 1) }),
    [AS_OUTDATED]: reread({ status: 'outdated', simTimeRemaining: null, errorMessages: [] }),
    [WITHOUT_STATUS]: reread({ status: null, simTimeRemaining: null, errorMessages: [] }),
    [A_SECOND]: { type: 'countdown.tick', now: A_SECOND_LATER },
    [TWO_HOURS]: { type: 'countdown.tick', now: TWO_HOURS_LATER },
  },
  states: {
    'pending.waiting': { says: 'a clock icon and "Pending"' },
    'pending.counting': {
      says: ({ secondsLeft }: Expected) => `queued: a clock icon and "${timeLeft(secondsLeft ?? 0)}", one second less every second`,
      tags: ['countdown'],
      invoked: { ticker: undefined },
    },
    'pending.unexplained': { says: 'a clock icon and "Pending", with the error "Unexpected Error"', tags: ['error', 'unexpected'] },
    'running.still': { says: 'a spinner and "Running"' },
    'running.counting': {
      says: ({ secondsLeft }: Expected) => `a spinner and "${timeLeft(secondsLeft ?? 0)}", one second less every second`,
      tags: ['countdown'],
      invoked: { ticker: undefined },
    },
    ready: { says: 'a check and "Ready"' },
    cancelled: { says: 'a ban sign and "Cancelled"' },
    failed: { says: ({ errorMessages }: Expected) => `an exclamation mark and "Failed", its ${errorMessages.length} error message(s) in a tooltip`, tags: ['error'] },
    outdated: { says: 'a history icon and "Outdated"' },
  },
  transitions: {
    [ANY]: {
      [AS_NEW]: { to: 'pending.waiting', context: { status: 'new', errorMessages: [], secondsLeft: null } },
      [AS_QUEUED]: { to: 'pending.counting', context: { status: 'queued', errorMessages: [], secondsLeft: 725 } },
      [AS_RUNNING]: { to: 'running.counting', context: { status: 'running', errorMessages: [], secondsLeft: 3661 } },
      [AS_RUNNING_UNTIMED]: { to: 'running.still', context: { status: 'running', errorMessages: [], secondsLeft: null } },
      [AS_COMPLETED]: { to: 'ready', context: { status: 'completed', errorMessages: [], secondsLeft: null } },
      [AS_ACTIVE]: { to: 'ready', context: { status: 'active', errorMessages: [], secondsLeft: null } },
      [AS_CANCELLED]: { to: 'cancelled', context: { status: 'cancelled', errorMessages: [], secondsLeft: null } },
      [AS_FAILED]: { to: 'failed', context: { status: 'failed', errorMessages: failures, secondsLeft: null } },
      [AS_INVALID]: { to: 'failed', context: { status: 'invalid', errorMessages: failures.slice(0, 1), secondsLeft: null } },
      [AS_OUTDATED]: { to: 'outdated', context: { status: 'outdated', errorMessages: [], secondsLeft: null } },
      [WITHOUT_STATUS]: { to: 'pending.unexplained', context: { status: null, errorMessages: [], secondsLeft: null } },
    },
    // Every estimate was read at READ_AT, so a second later one second of it has gone.
    'pending.counting': {
      [A_SECOND]: { context: { secondsLeft: 724 } },
      [TWO_HOURS]: { to: 'pending.waiting', context: { secondsLeft: 0 } },
    },
    'running.counting': {
      [A_SECOND]: { context: { secondsLeft: 3660 } },
      [TWO_HOURS]: { to: 'running.still', context: { secondsLeft: 0 } },
    },
  },
});
