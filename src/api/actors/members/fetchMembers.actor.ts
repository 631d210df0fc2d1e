import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';
import { memberListSchema, type Member } from '../../schemas/member.schema';

/** GET /portfolios/{id}/members: members and pending invitations. */
export function fetchMembersActor(api: ApiClient) {
  return fromPromise<Member[], { portfolioId: string }>(({ input, signal }) =>
    api.request(memberPaths.list.url({ pfId: input.portfolioId }), memberListSchema, { signal }),
  );
}
