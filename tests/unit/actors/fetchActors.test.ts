import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fetchPortfoliosActor } from '../../../src/api/actors/portfolios/fetchPortfolios.actor';
import { fetchProfileActor } from '../../../src/api/actors/profile/fetchProfile.actor';
import { fetchSubscriptionActor } from '../../../src/api/actors/profile/fetchSubscription.actor';
import type { ApiClient } from '../../../src/api/client';
import { portfolioPageSchema } from '../../../src/api/schemas/portfolio.schema';
import { profileSchema } from '../../../src/api/schemas/profile.schema';
import { subscriptionSchema } from '../../../src/api/schemas/subscription.schema';

function fakeApi(answer: unknown) {
  const request = vi.fn(() => Promise.resolve(answer));
  return { api: { request } as unknown as ApiClient, request };
}

describe('fetch actors', () => {
  it('GET /portfolios with the query, leaving an empty filter out', async () => {
    const { api, request } = fakeApi('page');
    const input = { page: 2, page_size: 50, filter: '', sort: '-name' as const };
    await expect(toPromise(createActor(fetchPortfoliosActor(api), { input }).start())).resolves.toBe('page');
    expect(request).toHaveBeenCalledWith('/portfolios', portfolioPageSchema, {
      query: { page: 2, page_size: 50, filter: undefined, sort: '-name' },
      signal: expect.any(AbortSignal),
    });
  });

  it.each([
    ['/profile', fetchProfileActor, profileSchema],
    ['/profile/subscription', fetchSubscriptionActor, subscriptionSchema],
  ] as const)('GET %s parsed with its schema', async (path, actor, schema) => {
    const { api, request } = fakeApi('answer');
    await expect(toPromise(createActor(actor(api)).start())).resolves.toBe('answer');
    expect(request).toHaveBeenCalledWith(path, schema, { signal: expect.any(AbortSignal) });
  });
});
