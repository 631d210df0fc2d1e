import { portfolioSettingsMachine } from '../../../src/machines/portfolioSettings.machine';
import { settingsInput } from '../harness/portfolioSettings.harness';
import { apiError } from '../support/fixtures';
import { renamedPortfolio } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

export const portfolioSettingsModel: MachineModel = {
  name: 'portfolioSettings',
  machine: portfolioSettingsMachine,
  starts: [{ label: 'settings tab opened by an Admin', input: settingsInput }],
  events: [
    { type: 'name.change', value: renamedPortfolio.name },
    { type: 'description.change', value: 'Every sealed road, bridge and major culvert.' },
    { type: 'xstate.done.actor.updatePortfolio', output: renamedPortfolio },
    { type: 'xstate.error.actor.updatePortfolio', error: apiError(403, 'You have reached an area that requires special permission.') },
  ],
};
