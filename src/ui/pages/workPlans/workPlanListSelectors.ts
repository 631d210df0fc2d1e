import type { SnapshotFrom } from 'xstate';
import type { WorkPlanSummary } from '../../../api/schemas/workPlan.schema';
import type { workPlanListMachine } from '../../../machines/workPlanList.machine';

type ListSnapshot = SnapshotFrom<typeof workPlanListMachine>;

/** Which of its faces the list body shows. */
export type WorkPlanListBody = 'loading' | 'failure' | 'empty' | 'cards';

export function selectListBody(snapshot: ListSnapshot): WorkPlanListBody {
  const { result } = snapshot.context;
  if (snapshot.hasTag('error')) return 'failure';
  if (snapshot.hasTag('busy') || !result) return 'loading';
  return result.total_count > 0 ? 'cards' : 'empty';
}

const NO_WORK_PLANS: WorkPlanSummary[] = [];

export const selectWorkPlans = (snapshot: ListSnapshot) => snapshot.context.result?.contents ?? NO_WORK_PLANS;
export const selectTotalCount = (snapshot: ListSnapshot) => snapshot.context.result?.total_count ?? null;
export const selectPage = (snapshot: ListSnapshot) => snapshot.context.query.page;
export const selectPageSize = (snapshot: ListSnapshot) => snapshot.context.query.page_size;
export const selectFailure = (snapshot: ListSnapshot) => snapshot.context.failure;
/** The portfolio name is worth a line on the card only where the list spans portfolios. */
export const selectSpansPortfolios = (snapshot: ListSnapshot) => snapshot.context.portfolioId === null;
