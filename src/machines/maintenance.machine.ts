import { assertEvent, assign, fromPromise, raise, setup, type ErrorActorEvent } from 'xstate';
import { ApiError } from '../api/apiError';
import { isMaintenanceAnswer, toMaintenanceNotice, type MaintenanceNotice } from '../api/maintenanceNotice';
import type { Health } from '../api/schemas/health.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

type ErrorEvent = ErrorActorEvent<unknown>;

export type MaintenanceInput = {
  /** SPEC 9: 30 s; the server's HEALTH_CHECK_INTERVAL_MS, served in /api/config. */
  healthCheckIntervalMs: number;
};

export type MaintenanceContext = {
  healthCheckIntervalMs: number;
  notice: MaintenanceNotice | null;
};

export type MaintenanceEvent =
  | { type: 'maintenance.begin'; message?: string; statusPageUrl?: string }
  | { type: 'maintenance.reset' };

/**
 * Maintenance mode (SPEC 4 "Maintenance, update, offline"): off by default; `maintenance.begin`
 * (an API answer whose body code is 503) turns it on with its message and status page, and a
 * health check then runs every interval. A check that succeeds, or fails with another code,
 * dispatches `maintenance.reset`; a 503 keeps it on with the newest notice. A check that got no
 * answer at all says nothing about maintenance (the offline banner covers it), so polling goes on.
 */
export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    input: {} as MaintenanceInput,
    tags: {} as 'active',
  },
  actors: {
    checkHealth: fromPromise<Health>(notProvided('checkHealth')),
  },
  actions: {
    storeNotice: assign({
      notice: ({ event }) => {
        assertEvent(event, 'maintenance.begin');
        return { message: event.message ?? null, statusPageUrl: event.statusPageUrl ?? null };
      },
    }),
    storeAnswerNotice: assign({ notice: (_, error: ApiError) => toMaintenanceNotice(error) }),
    clearNotice: assign({ notice: null }),
    dispatchReset: raise({ type: 'maintenance.reset' }),
  },
  guards: {
    isMaintenanceAnswer: (_, error: unknown) => isMaintenanceAnswer(error),
    hasNoAnswer: (_, error: unknown) => !(error instanceof ApiError) || error.status === 0,
  },
  delays: {
    healthCheckInterval: ({ context }) => context.healthCheckIntervalMs,
  },
}).createMachine({
  id: 'maintenance',
  context: ({ input }) => ({ healthCheckIntervalMs: input.healthCheckIntervalMs, notice: null }),
  initial: 'off',
  states: {
    off: {
      on: { 'maintenance.begin': { target: 'on', actions: 'storeNotice' } },
    },
    on: {
      tags: 'active',
      initial: 'waiting',
      states: {
        waiting: {
          after: { healthCheckInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'checkHealth',
            src: 'checkHealth',
            onDone: { actions: 'dispatchReset' },
            onError: [
              {
                guard: { type: 'isMaintenanceAnswer', params: errorOf },
                target: 'waiting',
                actions: { type: 'storeAnswerNotice', params: ({ event }: { event: ErrorEvent }) => event.error as ApiError },
              },
              { guard: { type: 'hasNoAnswer', params: errorOf }, target: 'waiting' },
              { actions: 'dispatchReset' },
            ],
          },
        },
      },
      on: {
        'maintenance.begin': { actions: 'storeNotice' },
        'maintenance.reset': { target: 'off', actions: 'clearNotice' },
      },
    },
  },
});
