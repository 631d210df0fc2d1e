import type { SnapshotFrom } from 'xstate';
import type { recentsMachine } from '../../../machines/recents.machine';

type RecentsSnapshot = SnapshotFrom<typeof recentsMachine>;

/** Which of its faces a recent panel shows. */
export type RecentsView = 'loading' | 'failed' | 'empty' | 'list';

export function selectRecentsView(snapshot: RecentsSnapshot): RecentsView {
  if (snapshot.hasTag('error')) return 'failed';
  const list = snapshot.context.list;
  if (snapshot.hasTag('busy') || !list) return 'loading';
  return list.items.length > 0 ? 'list' : 'empty';
}

export const selectRecentList = (snapshot: RecentsSnapshot) => snapshot.context.list;
export const selectRecentsFailure = (snapshot: RecentsSnapshot) => snapshot.context.failure;
