import { setup } from 'xstate';
import { notProvided } from './notProvided';

export type LogoutDialogEvent = { type: 'dialog.open' } | { type: 'dialog.cancel' } | { type: 'dialog.confirm' };

/**
 * The log-out confirmation dialog (SPEC 2). Confirming asks the session to log out and keeps the
 * dialog open and busy until the page leaves for the identity provider.
 */
export const logoutDialogMachine = setup({
  types: {
    events: {} as LogoutDialogEvent,
    tags: {} as 'busy',
  },
  actions: {
    requestLogout: notProvided('requestLogout'),
  },
}).createMachine({
  id: 'logoutDialog',
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': 'open' },
    },
    open: {
      on: {
        'dialog.cancel': 'closed',
        'dialog.confirm': { target: 'confirmed', actions: 'requestLogout' },
      },
    },
    confirmed: {
      tags: 'busy',
      type: 'final',
    },
  },
});
