import type { SnapshotFrom } from 'xstate';
import type { workPlanDetailMachine } from '../../../machines/workPlanDetail.machine';

type DetailSnapshot = SnapshotFrom<typeof workPlanDetailMachine>;

/** What the page shows: a skeleton, the failure with Retry, the licence message, the plan, or nothing while leaving for not-found. */
export type WorkPlanPageView = 'loading' | 'failed' | 'missing' | 'unlicensed' | 'loaded';

export function selectWorkPlanPageView(snapshot: DetailSnapshot): WorkPlanPageView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  if (snapshot.matches('missing')) return 'missing';
  return snapshot.matches('unlicensed') ? 'unlicensed' : 'loaded';
}

export const selectWorkPlan = (snapshot: DetailSnapshot) => snapshot.context.workPlan;
export const selectWorkPlanFailure = (snapshot: DetailSnapshot) => snapshot.context.failure;
