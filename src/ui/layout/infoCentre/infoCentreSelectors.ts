import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { infoCentreMachine } from '../../../machines/infoCentre.machine';
import type { SideNavRef } from '../sideNav/sideNavSelectors';

export type InfoCentreRef = ActorRefFrom<typeof infoCentreMachine>;
type InfoCentreSnapshot = SnapshotFrom<typeof infoCentreMachine>;
type SideNavSnapshot = SideNavRef extends { getSnapshot(): infer S } ? S : never;

/** The id of the Info Centre panel, which its item of the bar controls. */
export const INFO_CENTRE_PANEL_ID = 'info-centre-panel';

export const selectInfoOpen = (snapshot: SideNavSnapshot) => snapshot.hasTag('infoOpen');

// XState types an invoked child by every actor the machine declares; this id names the Info Centre's.
export const selectInfoCentreRef = (snapshot: SideNavSnapshot) => snapshot.children.infoCentre as InfoCentreRef | undefined;

export const selectChangelog = (snapshot: InfoCentreSnapshot) => snapshot.context.changelog;
export const selectChangelogLoading = (snapshot: InfoCentreSnapshot) => snapshot.hasTag('changelogLoading');
export const selectChangelogFailed = (snapshot: InfoCentreSnapshot) => snapshot.hasTag('changelogFailed');

/** The service status line: still checking, answering (with its check), or not answering. */
export type ServiceState = 'checking' | 'up' | 'down';
export function selectServiceState(snapshot: InfoCentreSnapshot): ServiceState {
  if (snapshot.hasTag('statusChecking')) return 'checking';
  return snapshot.hasTag('serviceUp') ? 'up' : 'down';
}
export const selectServiceCheck = (snapshot: InfoCentreSnapshot) => snapshot.context.check;
