import { portfolioDetailMachine } from '../../../src/machines/portfolioDetail.machine';
import { apiError } from '../support/fixtures';
import { portfolioDetail, renamedPortfolio } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

export const portfolioDetailModel: MachineModel = {
  name: 'portfolioDetail',
  machine: portfolioDetailMachine,
  starts: [{ label: 'portfolio page opened', input: { portfolioId: portfolioDetail.id } }],
  events: [
    { type: 'portfolio.changed', portfolio: renamedPortfolio },
    { type: 'xstate.done.actor.fetchPortfolio', output: portfolioDetail },
    { type: 'xstate.error.actor.fetchPortfolio', error: apiError(404, 'Resource Not Found') },
    { type: 'xstate.error.actor.fetchPortfolio', error: apiError(500) },
    { type: 'xstate.done.actor.refreshPortfolio', output: renamedPortfolio },
    { type: 'xstate.error.actor.refreshPortfolio', error: apiError(404, 'Resource Not Found') },
    { type: 'xstate.error.actor.refreshPortfolio', error: apiError(0, 'Failed to fetch') },
  ],
};
