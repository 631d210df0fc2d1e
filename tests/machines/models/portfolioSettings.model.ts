import type { ApiFailure } from '../../../src/api/apiError';
import type { PortfolioInput } from '../../../src/api/schemas/portfolio.schema';
import { portfolioSettingsMachine } from '../../../src/machines/portfolioSettings.machine';
import { settingsInput } from '../harness/portfolioSettings.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { renamedPortfolio } from '../support/portfolioFixtures';

type Expected = { portfolioId: string; saved: PortfolioInput; draft: PortfolioInput; failure: ApiFailure | null };

const ID = settingsInput.portfolioId;
const SUBMIT = 'the user presses Save';
const NEW_DESCRIPTION = 'Every sealed road, bridge and major culvert.';
const refusal = apiError(403, 'You have reached an area that requires special permission.');
const isDirty = ({ draft, saved }: Expected) => draft.name !== saved.name || draft.description !== saved.description;
/** SPEC 5: a name of 1-100 characters, a description up to 250. */
const isValid = ({ draft }: Expected) => draft.name.trim() !== '' && draft.name.trim().length <= 100 && draft.description.trim().length <= 250;
const submit = (context: Expected) => (isDirty(context) && isValid(context) ? 'saving' : {});
/** Every change tells the app whether the form now differs from what is saved (SPEC 4 unsaved-changes warning). */
const change = (field: keyof PortfolioInput, value: string, to?: string) => (context: Expected) => ({
  to,
  context: { draft: { ...context.draft, [field]: value } },
  calls: { reportDirty: [undefined] },
});
const reset = (to?: string) => (context: Expected) => ({ to, context: { draft: context.saved, failure: null }, calls: { reportDirty: [undefined] } });

/**
 * SPEC 2 "Portfolio detail" Settings (name and description), SPEC 5 (lengths), SPEC 8 "Success
 * toasts" (portfolio updated). The saved answer becomes what Reset goes back to, and the page
 * header shows it at once.
 */
export const portfolioSettingsModel = machineModel({
  name: 'portfolioSettings',
  machine: portfolioSettingsMachine,
  starts: [
    {
      label: 'settings tab opened by an Admin',
      input: settingsInput,
      state: 'editing',
      context: { portfolioId: ID, saved: settingsInput.saved, draft: settingsInput.saved, failure: null } as Expected,
    },
  ],
  events: {
    'the user renames it': { type: 'name.change', value: renamedPortfolio.name },
    'the user blanks the name': { type: 'name.change', value: '  ' },
    'the user changes the description': { type: 'description.change', value: NEW_DESCRIPTION },
    'the user resets the form': { type: 'form.reset' },
    [SUBMIT]: { type: 'form.submit' },
    'the portfolio is saved': { type: 'xstate.done.actor.updatePortfolio', output: renamedPortfolio },
    'the server refuses': { type: 'xstate.error.actor.updatePortfolio', error: refusal },
  },
  states: {
    editing: { says: (context) => `the settings form "${context.draft.name}"${isDirty(context) ? ' with unsaved changes' : ''}${isValid(context) ? '' : ', the name required'}` },
    saving: {
      says: 'saving the settings',
      tags: ['busy'],
      invoked: ({ draft }) => ({ updatePortfolio: { portfolioId: ID, changes: { name: draft.name.trim(), description: draft.description.trim() } } }),
    },
    failed: { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
  },
  transitions: {
    editing: {
      'the user renames it': change('name', renamedPortfolio.name),
      'the user blanks the name': change('name', '  '),
      'the user changes the description': change('description', NEW_DESCRIPTION),
      'the user resets the form': reset(),
      [SUBMIT]: submit,
    },
    saving: {
      'the portfolio is saved': {
        to: 'editing',
        context: {
          saved: { name: renamedPortfolio.name, description: renamedPortfolio.description },
          draft: { name: renamedPortfolio.name, description: renamedPortfolio.description },
          failure: null,
        },
        calls: { reportDirty: [undefined], publishPortfolio: [renamedPortfolio], notifySaved: [undefined] },
      },
      'the server refuses': { to: 'failed', context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' } } },
    },
    failed: {
      'the user renames it': change('name', renamedPortfolio.name, 'editing'),
      'the user blanks the name': change('name', '  ', 'editing'),
      'the user changes the description': change('description', NEW_DESCRIPTION, 'editing'),
      'the user resets the form': reset('editing'),
      [SUBMIT]: submit,
    },
  },
});
