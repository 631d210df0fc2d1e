import type { SnapshotFrom } from 'xstate';
import type { inviteMemberMachine } from '../../../../machines/inviteMember.machine';
import type { membersMachine } from '../../../../machines/members.machine';

type MembersSnapshot = SnapshotFrom<typeof membersMachine>;
type InviteSnapshot = SnapshotFrom<typeof inviteMemberMachine>;

/** The list's face: skeleton rows, the failure with Retry, or the members. */
export type MembersView = 'loading' | 'failed' | 'ready';

export function selectMembersView(snapshot: MembersSnapshot): MembersView {
  if (snapshot.hasTag('busy')) return 'loading';
  return snapshot.hasTag('error') ? 'failed' : 'ready';
}

export const selectMembers = (snapshot: MembersSnapshot) => snapshot.context.members;
export const selectLoadFailure = (snapshot: MembersSnapshot) => snapshot.context.failure;
/** Invitations not yet accepted (SPEC 2 "Members"), counted apart from the members who have joined. */
export const selectPendingInvitations = (snapshot: MembersSnapshot) =>
  snapshot.context.members.filter(({ status }) => status === 'pending').length;
export const selectJoinedMembers = (snapshot: MembersSnapshot) => snapshot.context.members.length - selectPendingInvitations(snapshot);
/** The member whose change is under way or awaits confirmation. */
export const selectTargetId = (snapshot: MembersSnapshot) => snapshot.context.target?.id ?? null;
export const selectRemoval = (snapshot: MembersSnapshot) => (snapshot.hasTag('confirmingRemoval') ? snapshot.context.target : null);
export const selectRemoving = (snapshot: MembersSnapshot) => snapshot.matches({ ready: 'removing' });
export const selectIsChanging = (snapshot: MembersSnapshot) => !snapshot.matches({ ready: 'idle' }) && !snapshot.hasTag('sharing');
/** The invitation just resent, when it was not e-mailed and its link is to be passed on. */
export const selectResendShare = (snapshot: MembersSnapshot) => {
  const { target, share } = snapshot.context;
  return snapshot.hasTag('sharing') && target && share ? { email: target.email, share } : null;
};

export const selectInviteOpen = (snapshot: InviteSnapshot) => snapshot.hasTag('open');
export const selectInviting = (snapshot: InviteSnapshot) => snapshot.hasTag('busy');
export const selectInviteEmail = (snapshot: InviteSnapshot) => snapshot.context.email;
export const selectInvitePermission = (snapshot: InviteSnapshot) => snapshot.context.permission;
export const selectInviteAllowInviting = (snapshot: InviteSnapshot) => snapshot.context.allowInviting;
export const selectCanInvite = (snapshot: InviteSnapshot) => snapshot.can({ type: 'form.submit' });
/** The invitation just made, when it was not e-mailed and its link is to be passed on. */
export const selectInviteShare = (snapshot: InviteSnapshot) => (snapshot.matches('sharing') ? snapshot.context.share : null);
