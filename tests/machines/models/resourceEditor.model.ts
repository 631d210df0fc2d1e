import { resourceEditorMachine } from '../../../src/machines/resourceEditor.machine';
import { apiError } from '../support/fixtures';
import { portfolioDetail, resources } from '../support/portfolioFixtures';
import type { MachineModel } from '../support/modelPaths';

const existing = resources[0]!;

export const resourceEditorModel: MachineModel = {
  name: 'resourceEditor',
  machine: resourceEditorMachine,
  starts: [{ label: 'resources tab opened by an Editor', input: { portfolioId: portfolioDetail.id } }],
  events: [
    { type: 'editor.edit', resource: existing },
    { type: 'field.change', field: 'url', value: 'ftp://files.example/plan.pdf' },
    { type: 'field.change', field: 'name', value: 'Renewal programme' },
    { type: 'xstate.done.actor.saveResource', output: { ...existing, name: 'Renewal programme' } },
    { type: 'xstate.error.actor.saveResource', error: apiError(400, 'Some of the values you entered are not valid.') },
  ],
};
