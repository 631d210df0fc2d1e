import { assertEvent, assign, fromCallback, setup } from 'xstate';
import type { TaskStatus } from '../api/schemas/taskStatus.schema';
import type { PackageError } from '../api/simulationPackage/errors';
import { notProvided } from './notProvided';

/** One entry of a simulation status object's `error_messages` (SPEC 3). */
export type TaskErrorMessage = PackageError;

/** What a page knows of a simulation's task: its status, the estimate of seconds left and its errors. */
export type TaskReading = {
  status: TaskStatus | null;
  /** `sim_time_remaining` in seconds, when the server has an estimate. */
  simTimeRemaining: number | null;
  errorMessages: TaskErrorMessage[];
  /** When the estimate was read (ms since the epoch); without it the countdown starts at the ticker's first reading. */
  now?: number;
};

export type TaskChipInput = TaskReading;

export type TaskChipContext = {
  status: TaskStatus | null;
  errorMessages: TaskErrorMessage[];
  /** Whole seconds left of the estimate; null without one. */
  secondsLeft: number | null;
  /** When the estimate runs out (ms since the epoch); null until a clock reading anchors it. */
  endsAt: number | null;
};

export type TaskChipEvent =
  /** The page re-read the task (after a task_status_updated event, SPEC 4 "Real-time events"). */
  | ({ type: 'task.updated' } & TaskReading)
  /** The ticker's reading of the clock (ms since the epoch): at once and then every second. */
  | { type: 'countdown.tick'; now: number };

export type TaskChipTag = 'countdown' | 'error' | 'unexpected';

/** The countdown's text parts (SPEC 4): hours and minutes from one hour up, else minutes and seconds; none at 0. */
export type CountdownParts = { hours: number; minutes: number } | { minutes: number; seconds: number } | null;

const SECOND_MS = 1000;
const HOUR_S = 3600;

export function countdownParts(secondsLeft: number | null): CountdownParts {
  if (secondsLeft === null || secondsLeft <= 0) return null;
  const whole = Math.floor(secondsLeft);
  if (whole >= HOUR_S) return { hours: Math.floor(whole / HOUR_S), minutes: Math.floor((whole % HOUR_S) / 60) };
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

function fromReading(reading: TaskReading): TaskChipContext {
  const estimate = reading.simTimeRemaining;
  const secondsLeft = estimate === null || !Number.isFinite(estimate) ? null : Math.max(0, Math.floor(estimate));
  return {
    status: reading.status,
    errorMessages: reading.errorMessages,
    secondsLeft,
    endsAt: secondsLeft !== null && reading.now !== undefined ? reading.now + secondsLeft * SECOND_MS : null,
  };
}

/**
 * Counting from the clock rather than from the number of ticks keeps the chip right after a
 * browser slowed the timers of a hidden tab.
 */
function secondsLeftAt(context: TaskChipContext, now: number): number {
  if (context.endsAt === null) return context.secondsLeft ?? 0;
  return Math.max(0, Math.ceil((context.endsAt - now) / SECOND_MS));
}

const isAny =
  (...statuses: TaskStatus[]) =>
  ({ context }: { context: TaskChipContext }) =>
    context.status !== null && statuses.includes(context.status);

/**
 * A simulation task chip (SPEC 4 "Simulation task states and chip"): new, pending and queued show
 * pending; running shows running; completed and active show ready; cancelled, failed (with invalid)
 * and outdated show themselves; a simulation without a task status shows pending with the error
 * 'Unexpected Error'. Queued or running with an estimate counts down, on the `ticker`'s clock
 * readings, until it runs out and the label shows again. A re-read task (`task.updated`) moves it.
 */
export const taskChipMachine = setup({
  types: {
    context: {} as TaskChipContext,
    events: {} as TaskChipEvent,
    input: {} as TaskChipInput,
    tags: {} as TaskChipTag,
  },
  actors: {
    ticker: fromCallback<TaskChipEvent>(notProvided('ticker')),
  },
  guards: {
    hasNoStatus: ({ context }) => context.status === null,
    isWaiting: isAny('new', 'pending', 'queued'),
    isRunning: isAny('running'),
    isReady: isAny('completed', 'active'),
    isCancelled: isAny('cancelled'),
    isFailed: isAny('failed', 'invalid'),
    isOutdated: isAny('outdated'),
    isQueuedWithTimeLeft: ({ context }) => context.status === 'queued' && (context.secondsLeft ?? 0) > 0,
    isRunningWithTimeLeft: ({ context }) => context.status === 'running' && (context.secondsLeft ?? 0) > 0,
    runsOut: ({ context, event }) => {
      assertEvent(event, 'countdown.tick');
      return secondsLeftAt(context, event.now) === 0;
    },
  },
  actions: {
    storeReading: assign(({ event }) => {
      assertEvent(event, 'task.updated');
      return fromReading(event);
    }),
    countDown: assign(({ context, event }) => {
      assertEvent(event, 'countdown.tick');
      if (context.endsAt === null) return { endsAt: event.now + (context.secondsLeft ?? 0) * SECOND_MS };
      return { secondsLeft: secondsLeftAt(context, event.now) };
    }),
  },
}).createMachine({
  id: 'taskChip',
  context: ({ input }) => fromReading(input),
  initial: 'sorting',
  on: {
    'task.updated': { target: '.sorting', actions: 'storeReading' },
  },
  states: {
    // Transient: every reading, first or re-read, is sorted into the chip it shows.
    sorting: {
      always: [
        { guard: 'hasNoStatus', target: 'pending.unexplained' },
        { guard: 'isQueuedWithTimeLeft', target: 'pending.counting' },
        { guard: 'isWaiting', target: 'pending.waiting' },
        { guard: 'isRunningWithTimeLeft', target: 'running.counting' },
        { guard: 'isRunning', target: 'running.still' },
        { guard: 'isReady', target: 'ready' },
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isOutdated', target: 'outdated' },
      ],
    },
    pending: {
      initial: 'waiting',
      states: {
        waiting: {},
        counting: {
          tags: 'countdown',
          invoke: { id: 'ticker', src: 'ticker' },
          on: {
            'countdown.tick': [
              { guard: 'runsOut', target: 'waiting', actions: 'countDown' },
              { actions: 'countDown' },
            ],
          },
        },
        unexplained: { tags: ['error', 'unexpected'] },
      },
    },
    running: {
      initial: 'still',
      states: {
        still: {},
        counting: {
          tags: 'countdown',
          invoke: { id: 'ticker', src: 'ticker' },
          on: {
            'countdown.tick': [
              { guard: 'runsOut', target: 'still', actions: 'countDown' },
              { actions: 'countDown' },
            ],
          },
        },
      },
    },
    ready: {},
    cancelled: {},
    failed: { tags: 'error' },
    outdated: {},
  },
});
