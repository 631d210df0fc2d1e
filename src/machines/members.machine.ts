import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { memberSchema, needsInvitationLink, type InvitationDelivery, type InvitedMember, type Member, type MemberUpdate } from '../api/schemas/member.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type MembersContext = {
  portfolioId: string;
  members: Member[];
  failure: ApiFailure | null;
  /** The member a change, removal or resend is about; the row shows it busy. */
  target: Member | null;
  /** A resent invitation that was not e-mailed: the link the inviter passes on instead, and why. */
  share: InvitationDelivery | null;
};

export type MembersEvent =
  | { type: 'members.retry' }
  /** The invite dialog added someone: a member, or a pending invitation. */
  | { type: 'member.added'; member: Member }
  | { type: 'member.change'; memberId: string; changes: MemberUpdate }
  | { type: 'member.remove'; memberId: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'invitation.resend'; memberId: string }
  | { type: 'link.copy' }
  | { type: 'share.close' };

type MemberTarget = { portfolioId: string; memberId: string };

const replaceMember = (members: Member[], changed: Member) => members.map((member) => (member.id === changed.id ? changed : member));
/** The list keeps members; how an invitation was delivered is about that one answer. */
const memberOf = (invited: InvitedMember): Member => memberSchema.parse(invited);

/**
 * The Members tab (SPEC 2): the list of members and pending invitations, and one change at a time
 * to them: permission or Allow Inviting, removal after a confirmation, or resending an
 * invitation. A refused change (e.g. the last Admin) leaves the list as it was and is reported.
 * A resent invitation that the server could not e-mail is shown with its link instead, for the
 * inviter to pass on, as a new one is (issue 16).
 */
export const membersMachine = setup({
  types: {
    context: {} as MembersContext,
    events: {} as MembersEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'busy' | 'error' | 'confirmingRemoval' | 'sharing',
  },
  actors: {
    fetchMembers: fromPromise<Member[], { portfolioId: string }>(notProvided('fetchMembers')),
    updateMember: fromPromise<Member, MemberTarget & { changes: MemberUpdate }>(notProvided('updateMember')),
    removeMember: fromPromise<void, MemberTarget>(notProvided('removeMember')),
    resendInvitation: fromPromise<InvitedMember, MemberTarget>(notProvided('resendInvitation')),
  },
  actions: {
    notifyUpdated: notProvided('notifyUpdated'),
    notifyRemoved: notProvided('notifyRemoved'),
    notifyInvitationSent: notProvided('notifyInvitationSent'),
    /** Puts the link on the clipboard and says so. */
    copyLink: notProvided<[unknown, string]>('copyLink'),
    /** SPEC 8: a refused change is told with the server's message, e.g. that the last Admin must stay. */
    reportChangeFailure: notProvided<[unknown, unknown]>('reportChangeFailure'),
    /** The member count in the page header changed. */
    reportCountChange: notProvided('reportCountChange'),
    storeMembers: assign({ members: (_, members: Member[]) => members, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    addMember: assign({ members: ({ context }, member: Member) => [...context.members.filter(({ id }) => id !== member.id), member] }),
    replaceMember: assign({ members: ({ context }, member: Member) => replaceMember(context.members, member) }),
    dropTarget: assign({ members: ({ context }) => context.members.filter(({ id }) => id !== context.target?.id) }),
    chooseTarget: assign({ target: ({ context }, memberId: string) => context.members.find(({ id }) => id === memberId) ?? null }),
    clearTarget: assign({ target: null }),
    storeShare: assign({ share: (_, invited: InvitedMember) => invited.invitation }),
    clearShare: assign({ share: null }),
  },
  guards: {
    isKnownMember: ({ context }, memberId: string) => context.members.some(({ id }) => id === memberId),
    needsLink: (_, invited: InvitedMember) => needsInvitationLink(invited),
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => ({ portfolioId: input.portfolioId, members: [], failure: null, target: null, share: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchMembers',
        src: 'fetchMembers',
        input: ({ context }) => ({ portfolioId: context.portfolioId }),
        onDone: { target: 'ready', actions: { type: 'storeMembers', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'members.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'member.added': { actions: [{ type: 'addMember', params: ({ event }) => event.member }, 'reportCountChange'] },
      },
      states: {
        idle: {
          entry: 'clearTarget',
          on: {
            'member.change': {
              guard: { type: 'isKnownMember', params: ({ event }) => event.memberId },
              target: 'updating',
              actions: { type: 'chooseTarget', params: ({ event }) => event.memberId },
            },
            'member.remove': {
              guard: { type: 'isKnownMember', params: ({ event }) => event.memberId },
              target: 'confirmingRemoval',
              actions: { type: 'chooseTarget', params: ({ event }) => event.memberId },
            },
            'invitation.resend': {
              guard: { type: 'isKnownMember', params: ({ event }) => event.memberId },
              target: 'resending',
              actions: { type: 'chooseTarget', params: ({ event }) => event.memberId },
            },
          },
        },
        updating: {
          invoke: {
            id: 'updateMember',
            src: 'updateMember',
            input: ({ context, event }) => ({
              portfolioId: context.portfolioId,
              memberId: context.target!.id,
              changes: event.type === 'member.change' ? event.changes : {},
            }),
            onDone: { target: 'idle', actions: [{ type: 'replaceMember', params: ({ event }) => event.output }, 'notifyUpdated'] },
            onError: { target: 'idle', actions: { type: 'reportChangeFailure', params: errorOf } },
          },
        },
        confirmingRemoval: {
          tags: 'confirmingRemoval',
          on: {
            'removal.confirm': 'removing',
            'removal.cancel': 'idle',
          },
        },
        removing: {
          tags: 'confirmingRemoval',
          invoke: {
            id: 'removeMember',
            src: 'removeMember',
            input: ({ context }) => ({ portfolioId: context.portfolioId, memberId: context.target!.id }),
            onDone: { target: 'idle', actions: ['dropTarget', 'notifyRemoved', 'reportCountChange'] },
            onError: { target: 'idle', actions: { type: 'reportChangeFailure', params: errorOf } },
          },
        },
        resending: {
          invoke: {
            id: 'resendInvitation',
            src: 'resendInvitation',
            input: ({ context }) => ({ portfolioId: context.portfolioId, memberId: context.target!.id }),
            onDone: [
              {
                guard: { type: 'needsLink', params: ({ event }) => event.output },
                target: 'sharing',
                actions: [
                  { type: 'replaceMember', params: ({ event }) => memberOf(event.output) },
                  { type: 'storeShare', params: ({ event }) => event.output },
                ],
              },
              { target: 'idle', actions: [{ type: 'replaceMember', params: ({ event }) => memberOf(event.output) }, 'notifyInvitationSent'] },
            ],
            onError: { target: 'idle', actions: { type: 'reportChangeFailure', params: errorOf } },
          },
        },
        sharing: {
          tags: 'sharing',
          exit: 'clearShare',
          on: {
            'link.copy': { actions: { type: 'copyLink', params: ({ context }) => context.share?.link ?? '' } },
            'share.close': 'idle',
          },
        },
      },
    },
  },
});
