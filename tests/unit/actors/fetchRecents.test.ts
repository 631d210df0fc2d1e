import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fetchRecentsActor } from '../../../src/api/actors/recents/fetchRecents.actor';
import type { ApiClient } from '../../../src/api/client';
import { portfolioPageSchema } from '../../../src/api/schemas/portfolio.schema';
import { simulationPageSchema } from '../../../src/api/schemas/simulation.schema';
import { workPlanPageSchema } from '../../../src/api/schemas/workPlan.schema';
import { workspacePageSchema } from '../../../src/api/schemas/workspace.schema';
import type { RecentKind } from '../../../src/machines/recents.machine';

describe('fetchRecentsActor', () => {
  it.each<[RecentKind, string, unknown, Record<string, unknown>]>([
    ['portfolio', '/portfolios', portfolioPageSchema, { page_size: 20, sort: '-updated_at' }],
    ['workspace', '/workspaces', workspacePageSchema, { page_size: 20 }],
    ['simulation', '/simulations', simulationPageSchema, { page_size: 20 }],
    ['workPlan', '/work-plans', workPlanPageSchema, { page_size: 20 }],
  ])('reads recent %s items from GET %s', async (kind, path, schema, query) => {
    const request = vi.fn(() => Promise.resolve({ contents: ['item'] }));
    const actor = createActor(fetchRecentsActor({ request } as unknown as ApiClient), { input: { kind } }).start();
    await expect(toPromise(actor)).resolves.toEqual({ kind, items: ['item'] });
    expect(request).toHaveBeenCalledWith(path, schema, { query, signal: expect.any(AbortSignal) });
  });
});
