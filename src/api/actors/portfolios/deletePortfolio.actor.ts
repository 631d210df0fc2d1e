import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { ApiClient } from '../../client';
import { portfolioPaths } from '../../paths/portfolioPaths';

/** DELETE /portfolios/{id} is permanent; the body repeats the name the user typed to confirm it. */
export function deletePortfolioActor(api: ApiClient) {
  return fromPromise<void, { id: string; confirmName: string }>(async ({ input, signal }) => {
    await api.request(portfolioPaths.delete.url({ pfId: input.id }), z.undefined(), {
      method: 'DELETE',
      body: { confirm_name: input.confirmName },
      signal,
    });
  });
}
