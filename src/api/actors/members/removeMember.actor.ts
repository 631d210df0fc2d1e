import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { memberPaths } from '../../paths/memberPaths';

/** Removes a member, or withdraws a pending invitation. */
export function removeMemberActor(api: ApiClient) {
  return fromPromise<void, { portfolioId: string; memberId: string }>(async ({ input, signal }) => {
    await api.request(memberPaths.remove.url({ pfId: input.portfolioId, memberId: input.memberId }), z.undefined(), { method: 'DELETE', signal });
  });
}
