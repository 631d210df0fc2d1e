import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';
import { invitedMemberSchema, type InvitedMember } from '../../schemas/member.schema';

export function resendInvitationActor(api: ApiClient) {
  return fromPromise<InvitedMember, { portfolioId: string; memberId: string }>(({ input, signal }) =>
    api.request(memberPaths.resend.url({ pfId: input.portfolioId, memberId: input.memberId }), invitedMemberSchema, { method: 'POST', signal }),
  );
}
