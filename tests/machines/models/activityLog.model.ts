import { activityLogMachine } from '../../../src/machines/activityLog.machine';
import { apiError } from '../support/fixtures';
import { eventPage, portfolioDetail } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

export const activityLogModel: MachineModel = {
  name: 'activityLog',
  machine: activityLogMachine,
  starts: [{ label: 'activities tab opened', input: { portfolioId: portfolioDetail.id } }],
  events: [
    { type: 'page.change', page: 2 },
    { type: 'xstate.done.actor.fetchEvents', output: eventPage },
    { type: 'xstate.error.actor.fetchEvents', error: apiError(500) },
  ],
};
