import { fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

/** SPEC 4 "Learning dialog": the account choice is null (undecided), has-account or no-account. */
export type LearningChoice = 'hasAccount' | 'noAccount';

export type LearningDialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.cancel' }
  | { type: 'choice.select'; choice: LearningChoice }
  | { type: 'dialog.continue' };

/**
 * Learning Resources (SPEC 2, 4, 7, 8): GET /profile/lms gives the learning site's address, shown
 * in a window taken on the click itself (popup blockers allow only those). While the call runs the
 * dialog shows skeletons; it asks its question only when the call fails: whether the user has an
 * account with the learning site. Continue is possible only once a choice is made; it opens the
 * learning site for 'Yes! I have an account' and the support page otherwise, and closes the dialog.
 */
export const learningDialogMachine = setup({
  types: {
    events: {} as LearningDialogEvent,
    tags: {} as 'canContinue' | 'loading',
  },
  actors: {
    fetchLearningUrl: fromPromise<string>(notProvided('fetchLearningUrl')),
  },
  actions: {
    reserveWindow: notProvided('reserveWindow'),
    releaseWindow: notProvided('releaseWindow'),
    showLearningUrl: notProvided<[unknown, string]>('showLearningUrl'),
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
      on: { 'dialog.open': 'fetching' },
    },
    fetching: {
      tags: 'loading',
      entry: 'reserveWindow',
      invoke: {
        id: 'fetchLearningUrl',
        src: 'fetchLearningUrl',
        onDone: { target: 'closed', actions: { type: 'showLearningUrl', params: ({ event }) => event.output } },
        onError: { target: 'open', actions: 'releaseWindow' },
      },
      on: { 'dialog.cancel': { target: 'closed', actions: 'releaseWindow' } },
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
