import { ApiError } from '../../../src/api/apiError';
import { maintenanceMachine } from '../../../src/machines/maintenance.machine';
import { apiError } from '../support/fixtures';
import type { MachineModel } from '../support/modelPaths';

export const maintenanceModel: MachineModel = {
  name: 'maintenance',
  machine: maintenanceMachine,
  starts: [{ label: 'app started', input: { healthCheckIntervalMs: 30_000 } }],
  events: [
    { type: 'maintenance.begin', message: 'Upgrading the database until 10 pm.', statusPageUrl: 'https://status.horizon.test' },
    { type: 'maintenance.begin' },
    { type: 'maintenance.reset' },
    { type: 'xstate.done.actor.checkHealth', output: { status: 'ok', version: '6.6.1' } },
    {
      type: 'xstate.error.actor.checkHealth',
      error: new ApiError(503, { code: 503, message: 'Back at 11 pm.', status_page_url: 'https://status.horizon.test' }),
    },
    { type: 'xstate.error.actor.checkHealth', error: apiError(500, 'Unexpected error happened.') },
    { type: 'xstate.error.actor.checkHealth', error: apiError(0, 'Failed to fetch') },
  ],
};
