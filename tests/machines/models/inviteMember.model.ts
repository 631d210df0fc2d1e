import type { InvitationDelivery, InvitedMember } from '../../../src/api/schemas/member.schema';
import type { Permission } from '../../../src/api/schemas/user.schema';
import { inviteMemberMachine } from '../../../src/machines/inviteMember.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { pendingMember, portfolioDetail } from '../support/portfolioFixtures';

type Expected = { portfolioId: string; email: string; permission: Permission; allowInviting: boolean; share: InvitationDelivery | null };

const ID = portfolioDetail.id;
const SUBMIT = 'the user presses Invite';
const exists = apiError(409, 'Member already exists.');
/** Issue 16: e-mailed through SMTP_URL when set; otherwise the inviter is shown the invitation link to copy. */
const LINK = `https://horizon.example/portfolio/${ID}/workspaces`;
const emailed: InvitedMember = { ...pendingMember, invitation: { email: 'sent', link: LINK } };
const notEmailed: InvitedMember = { ...pendingMember, invitation: { email: 'unavailable', link: LINK } };
/** An account holder is a member at once and sees the portfolio in their list: no link is needed. */
const addedUnmailed: InvitedMember = { ...pendingMember, status: 'active', invitation: { email: 'not_wanted', link: LINK } };
const looksLikeEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());

/**
 * SPEC 2 "Members" (invite with a permission and Allow Inviting), SPEC 6 (Admin, Editor, Viewer),
 * SPEC 8 ('Member already exists.' as a toast; 'Invitation sent.'). Emails are compared without
 * case, so the invitation is sent in lower case; a refusal keeps what was typed. Issue 16: an
 * invitation to someone without an account that the server did not e-mail shows its link, to be
 * copied and passed on.
 */
export const inviteMemberModel = machineModel({
  name: 'inviteMember',
  machine: inviteMemberMachine,
  starts: [
    {
      label: 'members tab opened by an Admin',
      input: { portfolioId: ID },
      state: 'closed',
      context: { portfolioId: ID, email: '', permission: 'Viewer', allowInviting: false, share: null } as Expected,
    },
  ],
  events: {
    'the user opens Invite': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user types " Sam.Taylor@horizon.test"': { type: 'email.change', value: ' Sam.Taylor@horizon.test' },
    'the user types "not an email"': { type: 'email.change', value: 'not an email' },
    'the user picks Editor': { type: 'permission.change', permission: 'Editor' },
    'the user ticks Allow Inviting': { type: 'allowInviting.change', allowed: true },
    [SUBMIT]: { type: 'form.submit' },
    'the invitation is sent': { type: 'xstate.done.actor.inviteMember', output: emailed },
    'the invitation is stored but not e-mailed': { type: 'xstate.done.actor.inviteMember', output: notEmailed },
    'an account holder is added without an e-mail': { type: 'xstate.done.actor.inviteMember', output: addedUnmailed },
    'the user copies the link': { type: 'link.copy' },
    'the server answers "Member already exists."': { type: 'xstate.error.actor.inviteMember', error: exists },
  },
  states: {
    closed: { says: 'no dialog' },
    editing: {
      says: ({ email, permission, allowInviting }) => `the invite dialog: "${email}" as ${permission}${allowInviting ? ', may invite' : ''}`,
      tags: ['open'],
    },
    sharing: { says: ({ share }) => `the invitation's link ${share?.link} to copy`, tags: ['open'] },
    inviting: {
      says: 'the dialog, busy, while the invitation is sent',
      tags: ['open', 'busy'],
      invoked: ({ email, permission, allowInviting }) => ({
        inviteMember: { portfolioId: ID, invite: { email: email.trim().toLowerCase(), permission, allow_inviting: allowInviting } },
      }),
    },
  },
  transitions: {
    closed: { 'the user opens Invite': { to: 'editing', context: { email: '', permission: 'Viewer', allowInviting: false, share: null } } },
    sharing: {
      'the user copies the link': { calls: { copyLink: [LINK] } },
      'the user closes the dialog': 'closed',
    },
    editing: {
      'the user closes the dialog': 'closed',
      'the user types " Sam.Taylor@horizon.test"': { context: { email: ' Sam.Taylor@horizon.test' } },
      'the user types "not an email"': { context: { email: 'not an email' } },
      'the user picks Editor': { context: { permission: 'Editor' } },
      'the user ticks Allow Inviting': { context: { allowInviting: true } },
      [SUBMIT]: ({ email }: Expected) => (looksLikeEmail(email) ? 'inviting' : {}),
    },
    inviting: {
      'the invitation is sent': { to: 'closed', calls: { reportMember: [emailed], notifyInvited: [undefined] } },
      'the invitation is stored but not e-mailed': { to: 'sharing', context: { share: notEmailed.invitation }, calls: { reportMember: [notEmailed] } },
      'an account holder is added without an e-mail': { to: 'closed', calls: { reportMember: [addedUnmailed], notifyInvited: [undefined] } },
      'the server answers "Member already exists."': { to: 'editing', calls: { reportFailure: [exists] } },
    },
  },
});
