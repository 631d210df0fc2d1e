import { createPortfolioMachine } from '../../../src/machines/createPortfolio.machine';
import { apiError } from '../support/fixtures';
import { portfolioDetail } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

export const createPortfolioModel: MachineModel = {
  name: 'createPortfolio',
  machine: createPortfolioMachine,
  starts: [{ label: 'portfolio list shown' }],
  events: [
    { type: 'name.change', value: 'Stormwater Network' },
    { type: 'description.change', value: 'Pits, pipes and outlets.' },
    { type: 'xstate.done.actor.createPortfolio', output: portfolioDetail },
    { type: 'xstate.error.actor.createPortfolio', error: apiError(403, 'You have used all your available Portfolio slots.') },
  ],
};
