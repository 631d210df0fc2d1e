import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPortfolioList } from './harness/portfolioList.harness';
import { settle } from './support/controllable';
import { apiError, portfolioPage } from './support/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('portfolio list machine', () => {
  it('launches loading with the query from its input and reports it', async () => {
    const { actor, fetchPortfolios, syncQuery } = startPortfolioList({ page: 3, filter: 'bridge', sort: '-created_at' });
    await settle();
    const query = { page: 3, page_size: 50, filter: 'bridge', sort: '-created_at' };
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.searchText).toBe('bridge');
    expect(fetchPortfolios.lastInput).toEqual(query);
    expect(syncQuery).toHaveBeenCalledWith(expect.anything(), query);
  });

  it('defaults to page 1, 50 a page, sorted by name', async () => {
    const { fetchPortfolios } = startPortfolioList();
    await settle();
    expect(fetchPortfolios.lastInput).toEqual({ page: 1, page_size: 50, filter: '', sort: 'name' });
  });

  it('stores the page on success and ends loading', async () => {
    const { actor, fetchPortfolios } = startPortfolioList();
    fetchPortfolios.resolve(portfolioPage);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('success');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.result).toEqual(portfolioPage);
  });

  it('ends loading with the error on failure, reports it, and retries', async () => {
    const { actor, fetchPortfolios, reportFailure } = startPortfolioList();
    const failure = apiError(500, 'Unexpected error happened.');
    fetchPortfolios.reject(failure);
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(expect.anything(), failure);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 500, message: 'Unexpected error happened.' });
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fetchPortfolios.resolve(portfolioPage);
    await settle();
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('waits for a pause in typing, then searches from page 1 with the last text', async () => {
    const { actor, fetchPortfolios } = startPortfolioList({ page: 4 });
    fetchPortfolios.resolve(portfolioPage);
    await settle();
    for (const text of ['b', 'br', 'bri']) {
      actor.send({ type: 'search.change', text });
      vi.advanceTimersByTime(299);
    }
    await settle();
    expect(fetchPortfolios.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(fetchPortfolios.calls).toHaveLength(2);
    expect(fetchPortfolios.lastInput).toMatchObject({ filter: 'bri', page: 1 });
  });

  it('trims the search text', async () => {
    const { actor, fetchPortfolios } = startPortfolioList();
    actor.send({ type: 'search.change', text: '  roads ' });
    vi.advanceTimersByTime(300);
    await settle();
    expect(fetchPortfolios.lastInput?.filter).toBe('roads');
  });

  it.each([
    [{ type: 'page.change', page: 2 } as const, { page: 2, sort: 'name' }],
    [{ type: 'sort.change', sort: '-workspace_count' } as const, { page: 1, sort: '-workspace_count' }],
    [{ type: 'search.clear' } as const, { page: 1, filter: '' }],
  ])('reloads at once on %o, dropping the load under way', async (event, expected) => {
    const { actor, fetchPortfolios } = startPortfolioList({ page: 5, filter: 'x' });
    await settle();
    actor.send(event);
    await settle();
    expect(fetchPortfolios.calls).toHaveLength(2);
    expect(fetchPortfolios.calls[0]?.aborted).toBe(true);
    expect(fetchPortfolios.lastInput).toMatchObject(expected);
  });

  it('clearing the search also empties the search box', async () => {
    const { actor } = startPortfolioList({ filter: 'bridge' });
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().context.searchText).toBe('');
  });
});
