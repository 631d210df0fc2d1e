import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { recentsMachine } from '../../../machines/recents.machine';
import type { sideNavMachine, SideNavMenu } from '../../../machines/sideNav.machine';

/** The side navigation, a child of the root while signed in (`selectSideNavRef`). */
export type SideNavRef = ActorRefFrom<typeof sideNavMachine>;
type SideNavSnapshot = SnapshotFrom<typeof sideNavMachine>;

// The page frame asks before the side navigation may have started: it starts expanded.
export const selectCollapsed = (snapshot: SideNavSnapshot | undefined) => snapshot?.hasTag('collapsed') ?? false;
export const selectSelectedKind = (snapshot: SideNavSnapshot) => snapshot.context.selected;

export function selectOpenMenu(snapshot: SideNavSnapshot): SideNavMenu | null {
  if (snapshot.hasTag('helpMenuOpen')) return 'help';
  if (snapshot.hasTag('userMenuOpen')) return 'user';
  return null;
}

// XState types an invoked child by every actor the machine declares; this id names the recents one.
export const selectRecentsRef = (snapshot: SideNavSnapshot) =>
  snapshot.children.recents as ActorRefFrom<typeof recentsMachine> | undefined;
