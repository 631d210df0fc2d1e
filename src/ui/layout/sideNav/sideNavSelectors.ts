import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { recentsMachine } from '../../../machines/recents.machine';
import type { sideNavMachine, SideNavMenu } from '../../../machines/sideNav.machine';

type SideNavSnapshot = SnapshotFrom<typeof sideNavMachine>;

export const selectCollapsed = (snapshot: SideNavSnapshot) => snapshot.hasTag('collapsed');
export const selectSelectedKind = (snapshot: SideNavSnapshot) => snapshot.context.selected;

export function selectOpenMenu(snapshot: SideNavSnapshot): SideNavMenu | null {
  if (snapshot.hasTag('helpMenuOpen')) return 'help';
  if (snapshot.hasTag('userMenuOpen')) return 'user';
  return null;
}

// XState types an invoked child by every actor the machine declares; this id names the recents one.
export const selectRecentsRef = (snapshot: SideNavSnapshot) =>
  snapshot.children.recents as ActorRefFrom<typeof recentsMachine> | undefined;
