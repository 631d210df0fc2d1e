import type { SnapshotFrom } from 'xstate';
import type { simulationHistoryMachine } from '../../../../machines/simulationHistory.machine';

type HistorySnapshot = SnapshotFrom<typeof simulationHistoryMachine>;

/** Skeleton rows, the failure with Retry, or the runs. */
export type HistoryView = 'loading' | 'failed' | 'shown';

export function selectHistoryView(snapshot: HistorySnapshot): HistoryView {
  if (snapshot.hasTag('error')) return 'failed';
  return snapshot.context.tasks === null ? 'loading' : 'shown';
}

export const selectTasks = (snapshot: HistorySnapshot) => snapshot.context.tasks;
export const selectHistoryFailure = (snapshot: HistorySnapshot) => snapshot.context.failure;
