import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';
import { memberSchema, type Member, type MemberInvite } from '../../schemas/member.schema';

export function inviteMemberActor(api: ApiClient) {
  return fromPromise<Member, { portfolioId: string; invite: MemberInvite }>(({ input, signal }) =>
    api.request(memberPaths.invite.url({ pfId: input.portfolioId }), memberSchema, { method: 'POST', body: input.invite, signal }),
  );
}
