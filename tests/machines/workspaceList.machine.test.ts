import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorkspaceList } from './harness/workspaceList.harness';
import { settle } from './support/controllable';
import { apiError, portfolio } from './support/fixtures';
import { workspacePage } from './support/workspaceListFixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const onePortfolio = { kind: 'portfolio', portfolioId: portfolio.id } as const;

describe('workspace list machine', () => {
  it("asks for a portfolio's workspaces on its tab, 24 a page from page 1", async () => {
    const { actor, fetchPortfolioWorkspaces, fetchWorkspaces, syncQuery } = startWorkspaceList({ collection: onePortfolio });
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchPortfolioWorkspaces.lastInput).toEqual({ portfolioId: portfolio.id, page: 1, page_size: 24, q: '' });
    expect(fetchWorkspaces.calls).toHaveLength(0);
    expect(syncQuery).toHaveBeenCalledWith(expect.anything(), { page: 1, page_size: 24, q: '' });
  });

  it('asks for every workspace of the user on /workspaces, with the page and search of the address', async () => {
    const { actor, fetchPortfolioWorkspaces, fetchWorkspaces } = startWorkspaceList({ collection: { kind: 'all' }, page: 3, q: 'Budget' });
    await settle();
    expect(fetchWorkspaces.lastInput).toEqual({ page: 3, page_size: 24, q: 'Budget' });
    expect(fetchPortfolioWorkspaces.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.searchText).toBe('Budget');
  });

  it('stores the page on success and ends loading', async () => {
    const { actor, fetchWorkspaces } = startWorkspaceList();
    fetchWorkspaces.resolve(workspacePage);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.result).toEqual(workspacePage);
  });

  it('ends loading with the error on failure, reports it, and retries', async () => {
    const { actor, fetchPortfolioWorkspaces, reportFailure } = startWorkspaceList({ collection: onePortfolio });
    const failure = apiError(500, 'Unexpected error happened.');
    fetchPortfolioWorkspaces.reject(failure);
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(expect.anything(), failure);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 500, message: 'Unexpected error happened.' });
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fetchPortfolioWorkspaces.resolve(workspacePage);
    await settle();
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(fetchPortfolioWorkspaces.calls).toHaveLength(2);
  });

  it('waits for a pause in typing, then searches from page 1 with the last text, trimmed', async () => {
    const { actor, fetchWorkspaces } = startWorkspaceList({ collection: { kind: 'all' }, page: 4 });
    fetchWorkspaces.resolve(workspacePage);
    await settle();
    for (const text of [' r', ' ro', ' roa ']) {
      actor.send({ type: 'search.change', text });
      vi.advanceTimersByTime(299);
    }
    await settle();
    expect(fetchWorkspaces.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(fetchWorkspaces.calls).toHaveLength(2);
    expect(fetchWorkspaces.lastInput).toEqual({ page: 1, page_size: 24, q: 'roa' });
  });

  it.each([
    [{ type: 'page.change', page: 2 } as const, { page: 2, q: 'x' }],
    [{ type: 'search.clear' } as const, { page: 1, q: '' }],
    [{ type: 'list.refresh' } as const, { page: 5, q: 'x' }],
  ])('reloads at once on %o, dropping the load under way', async (event, expected) => {
    const { actor, fetchPortfolioWorkspaces } = startWorkspaceList({ collection: onePortfolio, page: 5, q: 'x' });
    await settle();
    actor.send(event);
    await settle();
    expect(fetchPortfolioWorkspaces.calls).toHaveLength(2);
    expect(fetchPortfolioWorkspaces.calls[0]?.aborted).toBe(true);
    expect(fetchPortfolioWorkspaces.lastInput).toMatchObject({ portfolioId: portfolio.id, ...expected });
  });

  it('clearing the search also empties the search box', () => {
    const { actor } = startWorkspaceList({ collection: { kind: 'all' }, q: 'Budget' });
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().context.searchText).toBe('');
  });
});
