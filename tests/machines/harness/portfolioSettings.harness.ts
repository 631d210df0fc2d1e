import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { PortfolioDetail, PortfolioInput } from '../../../src/api/schemas/portfolio.schema';
import { portfolioSettingsMachine, type PortfolioSettingsInput } from '../../../src/machines/portfolioSettings.machine';
import { controllablePromise } from '../support/controllable';
import { portfolioDetail } from '../support/portfolioFixtures';
import { createPathDriver } from '../support/pathDriver';

export const settingsInput: PortfolioSettingsInput = {
  portfolioId: portfolioDetail.id,
  saved: { name: portfolioDetail.name, description: portfolioDetail.description },
};

export function startPortfolioSettings(input: PortfolioSettingsInput = settingsInput) {
  const updatePortfolio = controllablePromise<PortfolioDetail, { portfolioId: string; changes: PortfolioInput }>();
  const effects = { notifySaved: vi.fn(), publishPortfolio: vi.fn(), reportDirty: vi.fn() };
  const actor = createActor(portfolioSettingsMachine.provide({ actors: { updatePortfolio: updatePortfolio.logic }, actions: effects }), {
    input,
  }).start();
  return { actor, updatePortfolio, ...effects, driver: createPathDriver(actor, { updatePortfolio }, {}, effects) };
}
