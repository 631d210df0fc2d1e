import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';
import { invitedMemberSchema, type InvitedMember, type MemberInvite } from '../../schemas/member.schema';

export function inviteMemberActor(api: ApiClient) {
  return fromPromise<InvitedMember, { portfolioId: string; invite: MemberInvite }>(({ input, signal }) =>
    api.request(memberPaths.invite.url({ pfId: input.portfolioId }), invitedMemberSchema, { method: 'POST', body: input.invite, signal }),
  );
}
