import { ApiError, type ApiFailure } from '../../../src/api/apiError';
import type { WorkPlanDetail } from '../../../src/api/schemas/workPlan.schema';
import { workPlanDetailMachine } from '../../../src/machines/workPlanDetail.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { renamedWorkPlan, workPlanDetail } from '../support/workPlanFixtures';

type Expected = { workPlanId: string; workPlan: WorkPlanDetail | null; failure: ApiFailure | null };

const ID = workPlanDetail.id;
const notFound = apiError(404, 'Resource Not Found');
const UNLICENSED_TEXT = "The Work Planner is not part of this portfolio's subscription. Please contact sales to add it.";
/** SPEC 6: every work plan route answers this without the 'papa' licence. */
const unlicensed = new ApiError(403, { code: 403, message: UNLICENSED_TEXT, key: 'errors.workPlannerNotLicensed' });
const unlicensedFailure = { status: 403, message: UNLICENSED_TEXT, key: 'errors.workPlannerNotLicensed' };
/** A 403 for another reason is a failure like any other. */
const forbidden = apiError(403, 'You have reached an area that requires special permission.');

/**
 * SPEC 2 "/work-plan/{id}/{tab}" and SPEC 8 "Handling by status": a 404 goes to the not-found page,
 * here the work plan's; a portfolio without the Work Planner says so and points to sales (SPEC 6);
 * another failure offers Retry. Once shown, a tab that changed the plan (name, description, time
 * frame) has it loaded again while the page stays shown.
 */
export const workPlanDetailModel = machineModel({
  name: 'workPlanDetail',
  machine: workPlanDetailMachine,
  starts: [
    {
      label: 'work plan page opened',
      input: { workPlanId: ID },
      state: 'loading',
      context: { workPlanId: ID, workPlan: null, failure: null } as Expected,
    },
  ],
  events: {
    'the plan loads': { type: 'xstate.done.actor.fetchWorkPlan', output: workPlanDetail },
    'the load answers 404': { type: 'xstate.error.actor.fetchWorkPlan', error: notFound },
    'the load answers 403: not licensed': { type: 'xstate.error.actor.fetchWorkPlan', error: unlicensed },
    'the load answers 403 for another reason': { type: 'xstate.error.actor.fetchWorkPlan', error: forbidden },
    'the load fails with 500': { type: 'xstate.error.actor.fetchWorkPlan', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'plan.retry' },
    'a tab changed the plan': { type: 'plan.changed' },
    'the plan loads again, renamed': { type: 'xstate.done.actor.refreshWorkPlan', output: renamedWorkPlan },
    'loading it again answers 404': { type: 'xstate.error.actor.refreshWorkPlan', error: notFound },
    'loading it again answers 403: not licensed': { type: 'xstate.error.actor.refreshWorkPlan', error: unlicensed },
    'loading it again fails with 500': { type: 'xstate.error.actor.refreshWorkPlan', error: apiError(500, 'Unexpected error happened.') },
  },
  states: {
    loading: { says: 'the page outline while the plan loads', tags: ['busy'], invoked: { fetchWorkPlan: { workPlanId: ID } } },
    loaded: { says: ({ workPlan }) => `the header shows "${workPlan?.name}" above the tab` },
    refreshing: { says: ({ workPlan }) => `the header still shows "${workPlan?.name}" while it loads again`, invoked: { refreshWorkPlan: { workPlanId: ID } } },
    missing: { says: 'the work plan’s not-found page' },
    unlicensed: { says: ({ failure }) => `"${failure?.message}"` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
  },
  transitions: {
    loading: {
      'the plan loads': { to: 'loaded', context: { workPlan: workPlanDetail, failure: null } },
      'the load answers 404': { to: 'missing', calls: { reportMissing: [notFound] } },
      'the load answers 403: not licensed': { to: 'unlicensed', context: { failure: unlicensedFailure } },
      'the load answers 403 for another reason': { to: 'failed', context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' } } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
    loaded: { 'a tab changed the plan': 'refreshing' },
    refreshing: {
      'the plan loads again, renamed': { to: 'loaded', context: { workPlan: renamedWorkPlan, failure: null } },
      'loading it again answers 404': { to: 'missing', calls: { reportMissing: [notFound] } },
      'loading it again answers 403: not licensed': { to: 'unlicensed', context: { failure: unlicensedFailure } },
      // The tab shows what it saved; the header catches up with the next change.
      'loading it again fails with 500': 'loaded',
      // The last change is the one the header must show: it loads again.
      'a tab changed the plan': 'refreshing',
    },
  },
});
