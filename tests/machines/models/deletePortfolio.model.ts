import type { ApiFailure } from '../../../src/api/apiError';
import { deletePortfolioMachine } from '../../../src/machines/deletePortfolio.machine';
import { deleteInput } from '../harness/deletePortfolio.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { portfolioId: string; portfolioName: string; typedName: string; failure: ApiFailure | null };

const NAME = deleteInput.portfolioName;
const CONFIRM = 'the user presses Delete';

/**
 * SPEC 5: deleting a portfolio is permanent and needs the item's name typed. SPEC 8 "Success toasts"
 * (portfolio deleted); its slot is free again (SPEC 9) and the user leaves for the list.
 */
export const deletePortfolioModel = machineModel({
  name: 'deletePortfolio',
  machine: deletePortfolioMachine,
  starts: [{ label: 'settings tab opened by an Admin', input: deleteInput, state: 'closed', context: { ...deleteInput, typedName: '', failure: null } as Expected }],
  events: {
    'the user opens Delete': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user types the portfolio’s name': { type: 'name.change', value: NAME },
    'the user types "Roads"': { type: 'name.change', value: 'Roads' },
    [CONFIRM]: { type: 'delete.confirm' },
    'the portfolio is deleted': { type: 'xstate.done.actor.deletePortfolio' },
    'the server refuses the name': { type: 'xstate.error.actor.deletePortfolio', error: apiError(400, 'The name you typed does not match the Portfolio name.') },
  },
  states: {
    closed: { says: 'no dialog' },
    confirming: {
      says: ({ typedName, failure }) =>
        `the delete dialog, Delete ${typedName === NAME ? 'enabled' : 'disabled'}${failure ? `, showing "${failure.message}"` : ''}`,
      tags: ['open'],
    },
    deleting: {
      says: 'the dialog, busy, while the portfolio is deleted',
      tags: ['open', 'busy'],
      invoked: { deletePortfolio: { portfolioId: deleteInput.portfolioId, confirmName: NAME } },
    },
    deleted: { says: '"Portfolio deleted" and the portfolio list' },
  },
  transitions: {
    closed: { 'the user opens Delete': { to: 'confirming', context: { typedName: '', failure: null } } },
    confirming: {
      'the user closes the dialog': 'closed',
      'the user types the portfolio’s name': { context: { typedName: NAME } },
      'the user types "Roads"': { context: { typedName: 'Roads' } },
      [CONFIRM]: ({ typedName }: Expected) => (typedName === NAME ? 'deleting' : {}),
    },
    deleting: {
      'the portfolio is deleted': {
        to: 'deleted',
        calls: { notifyDeleted: [{ name: NAME }], refreshSubscription: [undefined], leavePortfolio: [undefined] },
      },
      'the server refuses the name': {
        to: 'confirming',
        context: { failure: { status: 400, message: 'The name you typed does not match the Portfolio name.' } },
      },
    },
  },
});
