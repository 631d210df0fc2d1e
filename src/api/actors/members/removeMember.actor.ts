import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';

/** Removes a member, or withdraws a pending invitation. */
export function removeMemberActor(api: ApiClient) {
  return fromPromise<void, { portfolioId: string; memberId: string }>(async ({ input, signal }) => {
    await api.request(`/portfolios/${input.portfolioId}/members/${input.memberId}`, z.undefined(), { method: 'DELETE', signal });
  });
}
