import { assign, fromPromise, setup } from 'xstate';
import { ApiError, hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import type { WorkPlanDetail } from '../api/schemas/workPlan.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The server's 403 when the plan's portfolio lacks the Work Planner ('papa', SPEC 6). */
export const WORK_PLANNER_NOT_LICENSED = 'errors.workPlannerNotLicensed';

export type WorkPlanDetailInput = { workPlanId: string };

export type WorkPlanDetailContext = {
  workPlanId: string;
  workPlan: WorkPlanDetail | null;
  failure: ApiFailure | null;
};

export type WorkPlanDetailEvent =
  | { type: 'plan.retry' }
  /** A tab changed the plan's name, description or time frame: the header and the other tabs are behind. */
  | { type: 'plan.changed' };

/**
 * The work plan page's plan (SPEC 2 "/work-plan/{id}/{tab}"): loading → loaded | missing |
 * unlicensed | failed; loaded → refreshing → loaded when a tab changed the plan. A 404 is
 * reported, which leads to the plan's not-found page; a portfolio without the Work Planner says
 * so on its own page (SPEC 6: contact sales); any other failure offers Retry.
 */
export const workPlanDetailMachine = setup({
  types: {
    context: {} as WorkPlanDetailContext,
    events: {} as WorkPlanDetailEvent,
    input: {} as WorkPlanDetailInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchWorkPlan: fromPromise<WorkPlanDetail, { workPlanId: string }>(notProvided('fetchWorkPlan')),
  },
  actions: {
    /** SPEC 8: a 404 goes to the not-found route, here the work plan's. */
    reportMissing: notProvided<[unknown, unknown]>('reportMissing'),
    storeWorkPlan: assign({ workPlan: (_, workPlan: WorkPlanDetail) => workPlan, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isNotFound: (_, error: unknown) => hasStatus(error, [404]),
    isUnlicensed: (_, error: unknown) => error instanceof ApiError && error.status === 403 && error.body.key === WORK_PLANNER_NOT_LICENSED,
  },
}).createMachine({
  id: 'workPlanDetail',
  context: ({ input }) => ({ workPlanId: input.workPlanId, workPlan: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchWorkPlan',
        src: 'fetchWorkPlan',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'loaded', actions: { type: 'storeWorkPlan', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'missing', actions: { type: 'reportMissing', params: errorOf } },
          { guard: { type: 'isUnlicensed', params: errorOf }, target: 'unlicensed', actions: { type: 'storeFailure', params: errorOf } },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    loaded: {
      on: { 'plan.changed': 'refreshing' },
    },
    // The page stays shown while the changed plan loads again.
    refreshing: {
      invoke: {
        id: 'refreshWorkPlan',
        src: 'fetchWorkPlan',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'loaded', actions: { type: 'storeWorkPlan', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'missing', actions: { type: 'reportMissing', params: errorOf } },
          { guard: { type: 'isUnlicensed', params: errorOf }, target: 'unlicensed', actions: { type: 'storeFailure', params: errorOf } },
          // The tab has what it saved; the header catches up with the next change.
          { target: 'loaded' },
        ],
      },
      // A second change while the first loads: load again, so the last one shows.
      on: { 'plan.changed': { target: 'refreshing', reenter: true } },
    },
    missing: {},
    unlicensed: {},
    failed: {
      tags: 'error',
      on: { 'plan.retry': 'loading' },
    },
  },
});
