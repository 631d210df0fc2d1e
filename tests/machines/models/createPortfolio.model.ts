import type { ApiFailure } from '../../../src/api/apiError';
import { createPortfolioMachine } from '../../../src/machines/createPortfolio.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { portfolioDetail } from '../support/portfolioFixtures';

type Expected = { name: string; description: string; failure: ApiFailure | null };

const LONG_NAME = 'N'.repeat(101);
/** SPEC 5: a name is required and at most 100 characters, a description at most 250. */
const isValid = ({ name, description }: Expected) => name.trim() !== '' && name.length <= 100 && description.length <= 250;
const SUBMIT = 'the user presses Create';
const submit = (context: Expected) => (isValid(context) ? { to: 'creating', context: { failure: null } } : { context: {} });
const slotsUsed = apiError(403, 'You have used all your available Portfolio slots.');

/**
 * SPEC 2 "Create Portfolio" (needs an active subscription with free slots: the server decides and
 * its refusal shows in the dialog), SPEC 5 (lengths), SPEC 8 "Success toasts" (portfolio created).
 * Success also refreshes the subscription's free slots and opens the new portfolio.
 */
export const createPortfolioModel = machineModel({
  name: 'createPortfolio',
  machine: createPortfolioMachine,
  starts: [{ label: 'portfolio list shown', state: 'closed', context: { name: '', description: '', failure: null } as Expected }],
  events: {
    'the user opens Create Portfolio': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user names it " Stormwater Network "': { type: 'name.change', value: ' Stormwater Network ' },
    'the user blanks the name': { type: 'name.change', value: '   ' },
    'the user types a 101-character name': { type: 'name.change', value: LONG_NAME },
    'the user describes it': { type: 'description.change', value: 'Pits, pipes and outlets.' },
    [SUBMIT]: { type: 'form.submit' },
    'the portfolio is created': { type: 'xstate.done.actor.createPortfolio', output: portfolioDetail },
    'the server answers "You have used all your available Portfolio slots."': { type: 'xstate.error.actor.createPortfolio', error: slotsUsed },
  },
  states: {
    closed: { says: 'no dialog' },
    editing: { says: ({ name }) => `the dialog with name "${name}"${isValid({ name, description: '', failure: null }) ? '' : ' (Create does nothing)'}`, tags: ['open'] },
    creating: {
      says: 'the dialog, busy, while the portfolio is created',
      tags: ['open', 'busy'],
      invoked: ({ name, description }) => ({ createPortfolio: { name: name.trim(), description: description.trim() } }),
    },
    failed: { says: ({ failure }) => `the dialog shows "${failure?.message}"`, tags: ['open', 'error'] },
  },
  transitions: {
    closed: { 'the user opens Create Portfolio': { to: 'editing', context: { name: '', description: '', failure: null } } },
    editing: {
      'the user closes the dialog': 'closed',
      'the user names it " Stormwater Network "': { context: { name: ' Stormwater Network ' } },
      'the user blanks the name': { context: { name: '   ' } },
      'the user types a 101-character name': { context: { name: LONG_NAME } },
      'the user describes it': { context: { description: 'Pits, pipes and outlets.' } },
      [SUBMIT]: submit,
    },
    creating: {
      'the portfolio is created': {
        to: 'closed',
        calls: { notifyCreated: [portfolioDetail], refreshSubscription: [undefined], openPortfolio: [portfolioDetail] },
      },
      'the server answers "You have used all your available Portfolio slots."': {
        to: 'failed',
        context: { failure: { status: 403, message: 'You have used all your available Portfolio slots.' } },
      },
    },
    failed: {
      'the user closes the dialog': 'closed',
      // Editing again hides the refusal.
      'the user names it " Stormwater Network "': { to: 'editing', context: { name: ' Stormwater Network ', failure: null } },
      'the user blanks the name': { to: 'editing', context: { name: '   ', failure: null } },
      'the user types a 101-character name': { to: 'editing', context: { name: LONG_NAME, failure: null } },
      'the user describes it': { to: 'editing', context: { description: 'Pits, pipes and outlets.', failure: null } },
      [SUBMIT]: submit,
    },
  },
});
