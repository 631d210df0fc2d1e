import { deletePortfolioMachine } from '../../../src/machines/deletePortfolio.machine';
import { deleteInput } from '../harness/deletePortfolio.harness';
import { apiError } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const deletePortfolioModel: MachineModel = {
  name: 'deletePortfolio',
  machine: deletePortfolioMachine,
  starts: [{ label: 'settings tab opened by an Admin', input: deleteInput }],
  events: [
    { type: 'name.change', value: deleteInput.portfolioName },
    { type: 'name.change', value: 'Roads' },
    { type: 'xstate.error.actor.deletePortfolio', error: apiError(400, 'The name you typed does not match the Portfolio name.') },
  ],
};
