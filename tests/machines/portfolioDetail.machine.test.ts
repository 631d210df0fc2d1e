import { describe, expect, it } from 'vitest';
import { startPortfolioDetail } from './harness/portfolioDetail.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail, renamedPortfolio } from './support/portfolioFixtures';

describe('portfolio detail machine', () => {
  it('loads the portfolio of its input', async () => {
    const { actor, fetchPortfolio } = startPortfolioDetail();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchPortfolio.lastInput).toEqual({ portfolioId: portfolioDetail.id });
    fetchPortfolio.resolve(portfolioDetail);
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.portfolio).toEqual(portfolioDetail);
  });

  it.each([
    [404, 'missing'],
    [500, 'failed'],
    [0, 'failed'],
  ] as const)('a %i on load rests in %s, reporting only the 404', async (status, state) => {
    const { actor, fetchPortfolio, reportMissing } = startPortfolioDetail();
    const error = apiError(status);
    fetchPortfolio.reject(error);
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    expect(reportMissing.mock.calls).toEqual(status === 404 ? [[expect.anything(), error]] : []);
  });

  it('retries after a failure', async () => {
    const { actor, fetchPortfolio } = startPortfolioDetail();
    fetchPortfolio.reject(apiError(500));
    await settle();
    actor.send({ type: 'portfolio.retry' });
    fetchPortfolio.resolve(portfolioDetail);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ portfolio: portfolioDetail, failure: null });
  });

  it('takes a portfolio a tab saved, and refreshes in the background keeping what it shows', async () => {
    const { actor, fetchPortfolio } = startPortfolioDetail();
    fetchPortfolio.resolve(portfolioDetail);
    await settle();
    actor.send({ type: 'portfolio.changed', portfolio: renamedPortfolio });
    expect(actor.getSnapshot().context.portfolio).toEqual(renamedPortfolio);
    actor.send({ type: 'portfolio.refresh' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.portfolio).toEqual(renamedPortfolio);
    fetchPortfolio.reject(apiError(0, 'Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.portfolio).toEqual(renamedPortfolio);
  });

  it('asks again when a change comes in during a refresh', async () => {
    const { actor, fetchPortfolio } = startPortfolioDetail();
    fetchPortfolio.resolve(portfolioDetail);
    await settle();
    actor.send({ type: 'portfolio.refresh' });
    actor.send({ type: 'portfolio.refresh' });
    await settle();
    expect(fetchPortfolio.calls[1]?.aborted).toBe(true);
    expect(fetchPortfolio.calls).toHaveLength(3);
  });

  it('a 404 on refresh means the portfolio is gone', async () => {
    const { actor, fetchPortfolio, reportMissing } = startPortfolioDetail();
    fetchPortfolio.resolve(portfolioDetail);
    await settle();
    actor.send({ type: 'portfolio.refresh' });
    fetchPortfolio.reject(apiError(404));
    await settle();
    expect(actor.getSnapshot().value).toBe('missing');
    expect(reportMissing).toHaveBeenCalledOnce();
  });
});
