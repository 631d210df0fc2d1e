import { describe, expect, it } from 'vitest';
import { startDeletePortfolio } from './harness/deletePortfolio.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail } from './support/portfolioFixtures';

describe('delete portfolio machine', () => {
  it.each(['', 'Roads', 'roads and bridges', `${portfolioDetail.name}!`])('does not delete when the typed name is %j', (typed) => {
    const { actor, deletePortfolio } = startDeletePortfolio();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: typed });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(deletePortfolio.calls).toHaveLength(0);
  });

  it('deletes once the exact name is typed, then leaves the portfolio', async () => {
    const { actor, deletePortfolio, notifyDeleted, leavePortfolio, refreshSubscription } = startDeletePortfolio();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: ` ${portfolioDetail.name} ` });
    actor.send({ type: 'delete.confirm' });
    expect(deletePortfolio.lastInput).toEqual({ portfolioId: portfolioDetail.id, confirmName: portfolioDetail.name });
    deletePortfolio.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(notifyDeleted).toHaveBeenCalledWith(expect.anything(), { name: portfolioDetail.name });
    expect(leavePortfolio).toHaveBeenCalledOnce();
    expect(refreshSubscription).toHaveBeenCalledOnce();
  });

  it('stays open with the failure, and starts clean when opened again', async () => {
    const { actor, deletePortfolio, leavePortfolio } = startDeletePortfolio();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: portfolioDetail.name });
    actor.send({ type: 'delete.confirm' });
    deletePortfolio.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure?.status).toBe(403);
    expect(leavePortfolio).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toMatchObject({ typedName: '', failure: null });
  });
});
