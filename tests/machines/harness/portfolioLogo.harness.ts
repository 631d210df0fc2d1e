import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { PortfolioDetail } from '../../../src/api/schemas/portfolio.schema';
import { portfolioLogoMachine } from '../../../src/machines/portfolioLogo.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export function startPortfolioLogo(input = { portfolioId: portfolioDetail.id }) {
  const uploadLogo = controllablePromise<PortfolioDetail, { portfolioId: string; file: File }>();
  const effects = { notifyUploaded: vi.fn(), publishPortfolio: vi.fn() };
  const actor = createActor(portfolioLogoMachine.provide({ actors: { uploadLogo: uploadLogo.logic }, actions: effects }), { input }).start();
  return { actor, uploadLogo, ...effects, driver: createPathDriver(actor, { uploadLogo }, {}, effects) };
}
