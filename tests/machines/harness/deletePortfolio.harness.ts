import { vi } from 'vitest';
import { createActor } from 'xstate';
import { deletePortfolioMachine, type DeletePortfolioInput } from '../../../src/machines/deletePortfolio.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export const deleteInput: DeletePortfolioInput = { portfolioId: portfolioDetail.id, portfolioName: portfolioDetail.name };

export function startDeletePortfolio(input: DeletePortfolioInput = deleteInput) {
  const deletePortfolio = controllablePromise<void, { portfolioId: string; confirmName: string }>();
  const effects = { notifyDeleted: vi.fn(), leavePortfolio: vi.fn(), refreshSubscription: vi.fn() };
  const actor = createActor(deletePortfolioMachine.provide({ actors: { deletePortfolio: deletePortfolio.logic }, actions: effects }), {
    input,
  }).start();
  return { actor, deletePortfolio, ...effects, driver: createPathDriver(actor, { deletePortfolio }, {}, effects) };
}
