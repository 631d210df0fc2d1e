import { learningDialogMachine } from '../../../src/machines/learningDialog.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

const YES = "the user picks 'Yes! I have an account'";
const NO = "the user picks 'No, I don't or I am unsure'";
const LEARNING_SITE = 'https://academy.example.org/start';

/**
 * SPEC 2 "Side navigation", SPEC 4 "Learning dialog", SPEC 7 "GET /profile/lms" and SPEC 8: the
 * learning link opens the Location of GET /profile/lms in a window taken on the click; while the
 * call runs the dialog shows skeletons; only a failed call asks the account question. The choice
 * starts undecided; Continue is enabled only once an option is chosen; it opens the learning site
 * for an account holder and the support page otherwise.
 */
export const learningDialogModel = machineModel({
  name: 'learningDialog',
  machine: learningDialogMachine,
  starts: [{ label: 'layout shown', state: 'closed', context: {} }],
  events: {
    'the user chooses Learning Resources': { type: 'dialog.open' },
    'GET /profile/lms answers 204 with the learning site': { type: 'xstate.done.actor.fetchLearningUrl', output: LEARNING_SITE },
    'GET /profile/lms fails with 500': { type: 'xstate.error.actor.fetchLearningUrl', error: apiError(500, 'Unexpected error happened.') },
    'the user cancels': { type: 'dialog.cancel' },
    [YES]: { type: 'choice.select', choice: 'hasAccount' },
    [NO]: { type: 'choice.select', choice: 'noAccount' },
    'the user presses Continue': { type: 'dialog.continue' },
  },
  states: {
    closed: { says: 'no dialog' },
    fetching: { says: 'the dialog shows skeletons while the learning link is fetched', tags: ['loading'], invoked: { fetchLearningUrl: undefined } },
    open: { says: 'the Learning Resource dialog asks whether the user has an account' },
    'open.undecided': { says: 'nothing chosen, Continue disabled' },
    'open.hasAccount': { says: '"Yes! I have an account" chosen, Continue enabled', tags: ['canContinue'] },
    'open.noAccount': { says: '"No, I don\'t or I am unsure" chosen, Continue enabled', tags: ['canContinue'] },
  },
  transitions: {
    closed: { 'the user chooses Learning Resources': { to: 'fetching', calls: { reserveWindow: [undefined] } } },
    fetching: {
      'GET /profile/lms answers 204 with the learning site': { to: 'closed', calls: { showLearningUrl: [LEARNING_SITE] } },
      'GET /profile/lms fails with 500': { to: 'open.undecided', calls: { releaseWindow: [undefined] } },
      'the user cancels': { to: 'closed', calls: { releaseWindow: [undefined] } },
    },
    open: { [YES]: 'open.hasAccount', [NO]: 'open.noAccount', 'the user cancels': 'closed' },
    'open.hasAccount': { 'the user presses Continue': { to: 'closed', calls: { openLearningSite: [undefined] } } },
    'open.noAccount': { 'the user presses Continue': { to: 'closed', calls: { openSupportPage: [undefined] } } },
  },
});
