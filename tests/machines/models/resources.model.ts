import { resourcesMachine } from '../../../src/machines/resources.machine';
import { apiError } from '../support/fixtures';
import { portfolioDetail, resources } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

const [first, second, third] = resources as [(typeof resources)[0], (typeof resources)[0], (typeof resources)[0]];
const reordered = [third, first, second];

export const resourcesModel: MachineModel = {
  name: 'resources',
  machine: resourcesMachine,
  starts: [{ label: 'resources tab opened', input: { portfolioId: portfolioDetail.id } }],
  events: [
    { type: 'resource.saved', resource: { ...second, name: 'Condition audit 2024' } },
    { type: 'resource.delete', resourceId: second.id },
    { type: 'resources.reorder', ids: reordered.map(({ id }) => id) },
    { type: 'xstate.done.actor.fetchResources', output: resources },
    { type: 'xstate.error.actor.fetchResources', error: apiError(500) },
    { type: 'xstate.error.actor.deleteResource', error: apiError(403, 'You have reached an area that requires special permission.') },
    { type: 'xstate.done.actor.reorderResources', output: reordered.map((resource, position) => ({ ...resource, position })) },
    { type: 'xstate.error.actor.reorderResources', error: apiError(409, 'The resources have changed since you loaded them.') },
  ],
};
