import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';
import { memberSchema, type Member } from '../../schemas/member.schema';

export function resendInvitationActor(api: ApiClient) {
  return fromPromise<Member, { portfolioId: string; memberId: string }>(({ input, signal }) =>
    api.request(memberPaths.resend.url({ pfId: input.portfolioId, memberId: input.memberId }), memberSchema, { method: 'POST', signal }),
  );
}
