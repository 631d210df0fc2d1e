import { setup } from 'xstate';
import { notProvided } from './notProvided';

/** SPEC 4 "Learning dialog": the account choice is null (undecided), has-account or no-account. */
export type LearningChoice = 'hasAccount' | 'noAccount';

export type LearningDialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.cancel' }
  | { type: 'choice.select'; choice: LearningChoice }
  | { type: 'dialog.continue' };

/**
 * The Learning Resource dialog (SPEC 2): it asks whether the user has an account with the
 * learning site. Continue is possible only once a choice is made; it opens the learning site for
 * 'Yes! I have an account' and the support page otherwise, and closes the dialog.
 */
export const learningDialogMachine = setup({
  types: {
    events: {} as LearningDialogEvent,
    tags: {} as 'canContinue',
  },
  actions: {
    openLearningSite: notProvided('openLearningSite'),
    openSupportPage: notProvided('openSupportPage'),
  },
  guards: {
    choseAccount: (_, choice: LearningChoice) => choice === 'hasAccount',
  },
}).createMachine({
  id: 'learningDialog',
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': 'open' },
    },
    open: {
      initial: 'undecided',
      states: {
        undecided: {},
        hasAccount: {
          tags: 'canContinue',
          on: { 'dialog.continue': { target: '#learningDialog.closed', actions: 'openLearningSite' } },
        },
        noAccount: {
          tags: 'canContinue',
          on: { 'dialog.continue': { target: '#learningDialog.closed', actions: 'openSupportPage' } },
        },
      },
      on: {
        'choice.select': [
          { guard: { type: 'choseAccount', params: ({ event }) => event.choice }, target: '.hasAccount' },
          { target: '.noAccount' },
        ],
        'dialog.cancel': 'closed',
      },
    },
  },
});
