import { vi } from 'vitest';
import { createActor } from 'xstate';
import { workPlanPanelFormMachine, type PanelDraft, type PanelFormContext, type PanelFormInput } from '../../../src/machines/workPlanPanelForm.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** SPEC 5: a project's name is required and at most 100 characters, its description at most 250. */
export const projectDraftValid = ({ context }: { context: PanelFormContext }) => {
  const { name, description } = context.draft as { name: string; description: string };
  return name.trim() !== '' && name.length <= 100 && description.length <= 250;
};

/** The side panel's project form with a save that waits for the test. */
export function startWorkPlanPanelForm(input: PanelFormInput = { values: { name: 'Barrabool Road upgrade', description: '' } }) {
  const save = controllablePromise<unknown, PanelDraft>();
  const effects = { saved: vi.fn() };
  const actor = createActor(workPlanPanelFormMachine.provide({ actors: { save: save.logic }, actions: effects, guards: { isDraftValid: projectDraftValid } }), { input }).start();
  return { actor, save, ...effects, driver: createPathDriver(actor, { save }, {}, effects) };
}
