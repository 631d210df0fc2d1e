import { describe, expect, it } from 'vitest';
import { startPortfolioSettings } from './harness/portfolioSettings.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail, renamedPortfolio } from './support/portfolioFixtures';

describe('portfolio settings machine', () => {
  it('saves a changed name, then shows the saved values and publishes the portfolio', async () => {
    const { actor, updatePortfolio, notifySaved, publishPortfolio } = startPortfolioSettings();
    actor.send({ type: 'name.change', value: ` ${renamedPortfolio.name} ` });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(updatePortfolio.lastInput).toEqual({
      portfolioId: portfolioDetail.id,
      changes: { name: renamedPortfolio.name, description: portfolioDetail.description },
    });
    updatePortfolio.resolve(renamedPortfolio);
    await settle();
    expect(actor.getSnapshot().context.saved).toEqual({ name: renamedPortfolio.name, description: renamedPortfolio.description });
    expect(publishPortfolio).toHaveBeenCalledWith(expect.anything(), renamedPortfolio);
    expect(notifySaved).toHaveBeenCalledOnce();
  });

  it.each([
    ['nothing changed', portfolioDetail.name],
    ['a blank name', ' '],
    ['a name over 100 characters', 'n'.repeat(101)],
  ])('offers no save for %s', (_, name) => {
    const { actor, updatePortfolio } = startPortfolioSettings();
    actor.send({ type: 'name.change', value: name });
    actor.send({ type: 'form.submit' });
    expect(updatePortfolio.calls).toHaveLength(0);
  });

  it('keeps the draft after a failure, and Reset goes back to the saved values', async () => {
    const { actor, updatePortfolio } = startPortfolioSettings();
    actor.send({ type: 'description.change', value: 'New words' });
    actor.send({ type: 'form.submit' });
    updatePortfolio.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.draft.description).toBe('New words');
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.draft.description).toBe(portfolioDetail.description);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
