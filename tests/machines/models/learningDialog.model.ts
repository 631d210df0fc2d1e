import { learningDialogMachine } from '../../../src/machines/learningDialog.machine';
import { machineModel } from '../support/modelPaths';

const YES = "the user picks 'Yes! I have an account'";
const NO = "the user picks 'No, I don't or I am unsure'";

/**
 * SPEC 2 "Side navigation" and SPEC 4 "Learning dialog": the choice starts undecided; Continue is
 * enabled only once an option is chosen; it opens the learning site for an account holder and the
 * support page otherwise.
 */
export const learningDialogModel = machineModel({
  name: 'learningDialog',
  machine: learningDialogMachine,
  starts: [{ label: 'layout shown', state: 'closed', context: {} }],
  events: {
    'the learning link fails, so the dialog opens': { type: 'dialog.open' },
    'the user cancels': { type: 'dialog.cancel' },
    [YES]: { type: 'choice.select', choice: 'hasAccount' },
    [NO]: { type: 'choice.select', choice: 'noAccount' },
    'the user presses Continue': { type: 'dialog.continue' },
  },
  states: {
    closed: { says: 'no dialog' },
    open: { says: 'the Learning Resource dialog' },
    'open.undecided': { says: 'nothing chosen, Continue disabled' },
    'open.hasAccount': { says: '"Yes! I have an account" chosen, Continue enabled', tags: ['canContinue'] },
    'open.noAccount': { says: '"No, I don\'t or I am unsure" chosen, Continue enabled', tags: ['canContinue'] },
  },
  transitions: {
    closed: { 'the learning link fails, so the dialog opens': 'open.undecided' },
    open: { [YES]: 'open.hasAccount', [NO]: 'open.noAccount', 'the user cancels': 'closed' },
    'open.hasAccount': { 'the user presses Continue': { to: 'closed', calls: { openLearningSite: [undefined] } } },
    'open.noAccount': { 'the user presses Continue': { to: 'closed', calls: { openSupportPage: [undefined] } } },
  },
});
