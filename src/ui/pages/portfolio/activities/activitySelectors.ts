import type { SnapshotFrom } from 'xstate';
import type { PortfolioEvent } from '../../../../api/schemas/portfolioEvent.schema';
import type { activityLogMachine } from '../../../../machines/activityLog.machine';

type LogSnapshot = SnapshotFrom<typeof activityLogMachine>;

const NO_EVENTS: PortfolioEvent[] = [];

export type ActivityView = 'loading' | 'failed' | 'empty' | 'list';

export function selectActivityView(snapshot: LogSnapshot): ActivityView {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.context.result?.total_count ? 'list' : 'empty';
}

export const selectEvents = (snapshot: LogSnapshot) => snapshot.context.result?.contents ?? NO_EVENTS;
export const selectTotal = (snapshot: LogSnapshot) => snapshot.context.result?.total_count ?? 0;
export const selectQuery = (snapshot: LogSnapshot) => snapshot.context.query;
export const selectLogFailure = (snapshot: LogSnapshot) => snapshot.context.failure;
