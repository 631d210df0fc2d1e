import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { PortfolioDetail, PortfolioInput } from '../../../src/api/schemas/portfolio.schema';
import { createPortfolioMachine } from '../../../src/machines/createPortfolio.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startCreatePortfolio() {
  const createPortfolio = controllablePromise<PortfolioDetail, PortfolioInput>();
  const effects = { notifyCreated: vi.fn(), refreshSubscription: vi.fn(), openPortfolio: vi.fn() };
  const actor = createActor(createPortfolioMachine.provide({ actors: { createPortfolio: createPortfolio.logic }, actions: effects })).start();
  return { actor, createPortfolio, ...effects, driver: createPathDriver(actor, { createPortfolio }, {}, effects) };
}
