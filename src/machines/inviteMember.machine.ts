import { assign, fromPromise, setup } from 'xstate';
import { memberInviteSchema, needsInvitationLink, type InvitationDelivery, type InvitedMember, type Member, type MemberInvite } from '../api/schemas/member.schema';
import type { Permission } from '../api/schemas/user.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type InviteMemberContext = {
  portfolioId: string;
  email: string;
  permission: Permission;
  allowInviting: boolean;
  /** An invitation that was not e-mailed: the link the inviter passes on instead, and why. */
  share: InvitationDelivery | null;
};

export type InviteMemberEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'email.change'; value: string }
  | { type: 'permission.change'; permission: Permission }
  | { type: 'allowInviting.change'; allowed: boolean }
  | { type: 'form.submit' }
  | { type: 'link.copy' };

const toInvite = (context: InviteMemberContext): MemberInvite => ({
  email: context.email.trim().toLowerCase(),
  permission: context.permission,
  allow_inviting: context.allowInviting,
});

/**
 * The invite dialog of the Members tab: an email, a permission (Admin, Editor or Viewer) and
 * Allow Inviting. Success reports the new member (or pending invitation) to the list and says
 * 'Invitation sent.'; a refusal such as 'Member already exists.' is reported and the dialog stays
 * open with what was typed. A pending invitation (an email without an account) that the server
 * could not e-mail is shown with its link instead, for the inviter to pass on.
 */
export const inviteMemberMachine = setup({
  types: {
    context: {} as InviteMemberContext,
    events: {} as InviteMemberEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'open' | 'busy' | 'error',
  },
  actors: {
    inviteMember: fromPromise<InvitedMember, { portfolioId: string; invite: MemberInvite }>(notProvided('inviteMember')),
  },
  actions: {
    notifyInvited: notProvided('notifyInvited'),
    reportMember: notProvided<[unknown, Member]>('reportMember'),
    /** SPEC 8: e.g. 'Member already exists.' as an error toast; the dialog keeps what was typed. */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    /** Puts the link on the clipboard and says so. */
    copyLink: notProvided<[unknown, string]>('copyLink'),
    resetForm: assign({ email: '', permission: 'Viewer' as Permission, allowInviting: false, share: null }),
    storeShare: assign({ share: (_, invited: InvitedMember) => invited.invitation }),
    storeEmail: assign({ email: (_, value: string) => value }),
    storePermission: assign({ permission: (_, permission: Permission) => permission }),
    storeAllowInviting: assign({ allowInviting: (_, allowed: boolean) => allowed }),
  },
  guards: {
    isValid: ({ context }) => memberInviteSchema.safeParse(toInvite(context)).success,
    needsLink: (_, invited: InvitedMember) => needsInvitationLink(invited),
  },
}).createMachine({
  id: 'inviteMember',
  context: ({ input }) => ({ portfolioId: input.portfolioId, email: '', permission: 'Viewer', allowInviting: false, share: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'email.change': { actions: { type: 'storeEmail', params: ({ event }) => event.value } },
        'permission.change': { actions: { type: 'storePermission', params: ({ event }) => event.permission } },
        'allowInviting.change': { actions: { type: 'storeAllowInviting', params: ({ event }) => event.allowed } },
        'form.submit': { guard: 'isValid', target: 'inviting' },
      },
    },
    inviting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ context }) => ({ portfolioId: context.portfolioId, invite: toInvite(context) }),
        onDone: [
          {
            guard: { type: 'needsLink', params: ({ event }) => event.output },
            target: 'sharing',
            actions: [{ type: 'reportMember', params: ({ event }) => event.output }, { type: 'storeShare', params: ({ event }) => event.output }],
          },
          {
            target: 'closed',
            actions: [{ type: 'reportMember', params: ({ event }) => event.output }, 'notifyInvited'],
          },
        ],
        onError: { target: 'editing', actions: { type: 'reportFailure', params: errorOf } },
      },
    },
    sharing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'link.copy': { actions: { type: 'copyLink', params: ({ context }) => context.share?.link ?? '' } },
      },
    },
  },
});
