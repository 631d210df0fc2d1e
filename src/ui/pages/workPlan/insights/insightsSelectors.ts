import type { SnapshotFrom } from 'xstate';
import type { workPlanInsightsMachine } from '../../../../machines/workPlanInsights.machine';

type Snapshot = SnapshotFrom<typeof workPlanInsightsMachine>;

export const selectInsights = (snapshot: Snapshot) => snapshot.context.insights;
export const selectInsightsFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.hasTag('error');
/** A card is on its way to another status: the Board takes no other move until the server answers. */
export const selectIsMoving = (snapshot: Snapshot) => snapshot.hasTag('moving');
export const selectIsExporting = (snapshot: Snapshot) => snapshot.hasTag('exporting');
