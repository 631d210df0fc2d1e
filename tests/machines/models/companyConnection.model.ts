import { companyConnectionMachine } from '../../../src/machines/companyConnection.machine';
import { apiError } from '../support/fixtures';
import { companyWithConnection, companyWithoutConnection } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

export const companyConnectionModel: MachineModel = {
  name: 'companyConnection',
  machine: companyConnectionMachine,
  starts: [{ label: 'company connection tab opened by an admin' }],
  events: [
    { type: 'field.change', field: 'ssoType', value: 'none' },
    { type: 'field.change', field: 'serverDomain', value: 'not a domain' },
    { type: 'xstate.done.actor.fetchConnection', output: companyWithConnection },
    { type: 'xstate.error.actor.fetchConnection', error: apiError(403) },
    { type: 'xstate.error.actor.fetchConnection', error: apiError(500) },
    { type: 'xstate.done.actor.saveConnection', output: companyWithoutConnection },
    { type: 'xstate.error.actor.saveConnection', error: apiError(400, 'Some of the values you entered are not valid.') },
  ],
};
