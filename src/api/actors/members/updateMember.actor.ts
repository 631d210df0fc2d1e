import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';
import { memberSchema, type Member, type MemberUpdate } from '../../schemas/member.schema';

export function updateMemberActor(api: ApiClient) {
  return fromPromise<Member, { portfolioId: string; memberId: string; changes: MemberUpdate }>(({ input, signal }) =>
    api.request(memberPaths.update.url({ pfId: input.portfolioId, memberId: input.memberId }), memberSchema, {
      method: 'PUT',
      body: input.changes,
      signal,
    }),
  );
}
