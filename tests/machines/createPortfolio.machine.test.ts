import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { startCreatePortfolio } from './harness/createPortfolio.harness';
import { settle } from './support/controllable';
import { portfolioDetail } from './support/portfolioFixtures';

describe('create portfolio machine', () => {
  it('opens empty, creates with the trimmed fields, then reports, refreshes the slots and opens the portfolio', async () => {
    const { actor, createPortfolio, notifyCreated, refreshSubscription, openPortfolio } = startCreatePortfolio();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'name.change', value: '  Stormwater Network ' });
    actor.send({ type: 'description.change', value: ' Pits and pipes ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(createPortfolio.lastInput).toEqual({ name: 'Stormwater Network', description: 'Pits and pipes' });
    createPortfolio.resolve(portfolioDetail);
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(notifyCreated).toHaveBeenCalledWith(expect.anything(), portfolioDetail);
    expect(refreshSubscription).toHaveBeenCalledOnce();
    expect(openPortfolio).toHaveBeenCalledWith(expect.anything(), portfolioDetail);
  });

  it.each([
    ['a blank name', '   ', ''],
    ['a name over 100 characters', 'x'.repeat(101), ''],
    ['a description over 250 characters', 'Roads', 'x'.repeat(251)],
  ])('does not submit %s', (_, name, description) => {
    const { actor, createPortfolio } = startCreatePortfolio();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: name });
    actor.send({ type: 'description.change', value: description });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(createPortfolio.calls).toHaveLength(0);
  });

  it.each([
    ['errors.noPortfolioSlots', 'You have used all your available Portfolio slots.'],
    ['errors.invalidSubscription', 'Invalid Subscription.'],
    ['errors.noActiveSubscription', 'You do not have an active subscription.'],
  ])('keeps the dialog open with the refusal %s, and a change clears it', async (key, message) => {
    const { actor, createPortfolio, openPortfolio } = startCreatePortfolio();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Roads' });
    actor.send({ type: 'form.submit' });
    createPortfolio.reject(new ApiError(403, { code: 403, message, key }));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 403, message, key });
    expect(openPortfolio).not.toHaveBeenCalled();
    actor.send({ type: 'name.change', value: 'Roads 2' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('starts empty again each time it opens', () => {
    const { actor } = startCreatePortfolio();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Roads' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toEqual({ name: '', description: '', failure: null });
  });
});
