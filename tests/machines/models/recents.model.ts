import { recentsMachine } from '../../../src/machines/recents.machine';
import { apiError, portfolio } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const recentsModel: MachineModel = {
  name: 'recents',
  machine: recentsMachine,
  starts: [{ label: 'Recent Portfolios opened', input: { kind: 'portfolio' } }],
  events: [
    { type: 'xstate.done.actor.fetchRecents', output: { kind: 'portfolio', items: [portfolio] } },
    { type: 'xstate.error.actor.fetchRecents', error: apiError(500, 'Unexpected error happened.') },
  ],
};
