import type { ApiFailure } from '../../../src/api/apiError';
import type { InvitationDelivery, InvitedMember, Member } from '../../../src/api/schemas/member.schema';
import { membersMachine } from '../../../src/machines/members.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { members, pendingMember, portfolioDetail, viewerMember } from '../support/portfolioFixtures';

type Expected = { portfolioId: string; members: Member[]; failure: ApiFailure | null; target: Member | null; share: InvitationDelivery | null };

const ID = portfolioDetail.id;
const editor: Member = { ...viewerMember, permission: 'Editor' };
const resent: Member = { ...pendingMember, last_sent_at: '2024-07-01T00:00:00.000Z' };
/** Issue 16: e-mailed through SMTP_URL when set; otherwise the inviter is shown the invitation link to copy. */
const LINK = `https://horizon.example/portfolio/${ID}/workspaces`;
const resentByEmail: InvitedMember = { ...resent, invitation: { email: 'sent', link: LINK } };
const resentUnmailed: InvitedMember = { ...resent, invitation: { email: 'unavailable', link: LINK } };
const newcomer: Member = { ...pendingMember, id: '1e2d3c4b-5a69-4788-9abc-def012345678', email: 'new@horizon.test' };
const lastAdmin = apiError(409, 'A Portfolio needs at least one Admin. Make another member an Admin first.');
const accepted = apiError(409, 'This invitation has already been accepted.');
const swap = (list: Member[], changed: Member) => list.map((member) => (member.id === changed.id ? changed : member));
/** A row's action is about a member still listed (a removed one may still be on screen a moment). */
const whenListed = (member: Member, to: string) => (context: Expected) =>
  context.members.some(({ id }) => id === member.id) ? { to, context: { target: context.members.find(({ id }) => id === member.id)! } } : {};
const refused = (error: unknown) => ({ to: 'ready.idle', context: { target: null }, calls: { reportChangeFailure: [error] } });

/**
 * SPEC 2 "Members" (invite, change permission, remove, resend invitation; Allow Inviting), SPEC 8
 * "Success toasts" (member information updated, member removed, invitation sent) and the generic
 * handling of a refused change, which leaves the list as it was. One change at a time. Issue 16:
 * a resent invitation that the server did not e-mail shows its link, to be copied and passed on.
 */
export const membersModel = machineModel({
  name: 'members',
  machine: membersMachine,
  starts: [{ label: 'members tab opened', input: { portfolioId: ID }, state: 'loading', context: { portfolioId: ID, members: [], failure: null, target: null, share: null } as Expected }],
  events: {
    'the members load': { type: 'xstate.done.actor.fetchMembers', output: members },
    'the load fails with 500': { type: 'xstate.error.actor.fetchMembers', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'members.retry' },
    'the invite dialog added new@horizon.test': { type: 'member.added', member: newcomer },
    'the user makes Vikram an Editor': { type: 'member.change', memberId: viewerMember.id, changes: { permission: 'Editor' } },
    'the user removes Vikram': { type: 'member.remove', memberId: viewerMember.id },
    'the user confirms the removal': { type: 'removal.confirm' },
    'the user cancels the removal': { type: 'removal.cancel' },
    'the user resends Sam’s invitation': { type: 'invitation.resend', memberId: pendingMember.id },
    'the change is saved': { type: 'xstate.done.actor.updateMember', output: editor },
    'the change is refused (last Admin)': { type: 'xstate.error.actor.updateMember', error: lastAdmin },
    'the member is removed': { type: 'xstate.done.actor.removeMember' },
    'the removal is refused (last Admin)': { type: 'xstate.error.actor.removeMember', error: lastAdmin },
    'the invitation is sent again': { type: 'xstate.done.actor.resendInvitation', output: resentByEmail },
    'the invitation is stored again but not e-mailed': { type: 'xstate.done.actor.resendInvitation', output: resentUnmailed },
    'the user copies the link': { type: 'link.copy' },
    'the user closes the link': { type: 'share.close' },
    'the resend is refused (already accepted)': { type: 'xstate.error.actor.resendInvitation', error: accepted },
  },
  states: {
    loading: { says: 'the members load', tags: ['busy'], invoked: { fetchMembers: { portfolioId: ID } } },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    ready: { says: ({ members }) => `${members.length} rows: ${members.map(({ email, permission }) => `${email} (${permission})`).join(', ')}` },
    'ready.idle': {},
    'ready.updating': {
      says: 'Vikram’s row busy while the change is saved',
      invoked: { updateMember: { portfolioId: ID, memberId: viewerMember.id, changes: { permission: 'Editor' } } },
    },
    'ready.confirmingRemoval': { says: 'asks to confirm removing Vikram', tags: ['confirmingRemoval'] },
    'ready.removing': { says: 'removing Vikram', tags: ['confirmingRemoval'], invoked: { removeMember: { portfolioId: ID, memberId: viewerMember.id } } },
    'ready.resending': { says: 'Sam’s row busy while the invitation is sent', invoked: { resendInvitation: { portfolioId: ID, memberId: pendingMember.id } } },
    'ready.sharing': { says: ({ share }) => `Sam’s invitation link ${share?.link} to copy`, tags: ['sharing'] },
  },
  transitions: {
    loading: {
      'the members load': { to: 'ready.idle', context: { members, failure: null } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
    ready: {
      // The header's member count changes too.
      'the invite dialog added new@horizon.test': (context: Expected) => ({
        context: { members: [...context.members, newcomer] },
        calls: { reportCountChange: [undefined] },
      }),
    },
    'ready.idle': {
      'the user makes Vikram an Editor': whenListed(viewerMember, 'ready.updating'),
      'the user removes Vikram': whenListed(viewerMember, 'ready.confirmingRemoval'),
      'the user resends Sam’s invitation': whenListed(pendingMember, 'ready.resending'),
    },
    'ready.updating': {
      'the change is saved': (context: Expected) => ({
        to: 'ready.idle',
        context: { members: swap(context.members, editor), target: null },
        calls: { notifyUpdated: [undefined] },
      }),
      'the change is refused (last Admin)': refused(lastAdmin),
    },
    'ready.confirmingRemoval': {
      'the user confirms the removal': 'ready.removing',
      'the user cancels the removal': { to: 'ready.idle', context: { target: null } },
    },
    'ready.removing': {
      'the member is removed': (context: Expected) => ({
        to: 'ready.idle',
        context: { members: context.members.filter(({ id }) => id !== viewerMember.id), target: null },
        calls: { notifyRemoved: [undefined], reportCountChange: [undefined] },
      }),
      'the removal is refused (last Admin)': refused(lastAdmin),
    },
    'ready.resending': {
      'the invitation is sent again': (context: Expected) => ({
        to: 'ready.idle',
        context: { members: swap(context.members, resent), target: null },
        calls: { notifyInvitationSent: [undefined] },
      }),
      'the invitation is stored again but not e-mailed': (context: Expected) => ({
        to: 'ready.sharing',
        context: { members: swap(context.members, resent), share: resentUnmailed.invitation },
      }),
      'the resend is refused (already accepted)': refused(accepted),
    },
    'ready.sharing': {
      'the user copies the link': { calls: { copyLink: [LINK] } },
      'the user closes the link': { to: 'ready.idle', context: { target: null, share: null } },
    },
  },
});
