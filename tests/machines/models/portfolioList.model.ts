import { portfolioListMachine } from '../../../src/machines/portfolioList.machine';
import { apiError, portfolioPage } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const portfolioListModel: MachineModel = {
  name: 'portfolioList',
  machine: portfolioListMachine,
  starts: [{ label: 'page opened', input: { page: 1, filter: '', sort: 'name' } }],
  events: [
    { type: 'search.change', text: 'bridge' },
    { type: 'page.change', page: 2 },
    { type: 'sort.change', sort: '-updated_at' },
    { type: 'xstate.done.actor.fetchPortfolios', output: portfolioPage },
    { type: 'xstate.error.actor.fetchPortfolios', error: apiError(500, 'Unexpected error happened.') },
  ],
};
