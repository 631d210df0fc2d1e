import { logoutDialogMachine } from '../../../src/machines/logoutDialog.machine';
import { machineModel } from '../support/modelPaths';

/** SPEC 2 "Log-out confirmation dialog", SPEC 4 "Logout": the log-out starts only once the user confirms. */
export const logoutDialogModel = machineModel({
  name: 'logoutDialog',
  machine: logoutDialogMachine,
  starts: [{ label: 'layout shown', state: 'closed', context: {} }],
  events: {
    'the user picks Log Out': { type: 'dialog.open' },
    'the user cancels': { type: 'dialog.cancel' },
    'the user confirms': { type: 'dialog.confirm' },
  },
  states: {
    closed: { says: 'no dialog' },
    open: { says: 'the log-out confirmation dialog' },
    confirmed: { says: 'the dialog stays open and busy while the page leaves for the provider', tags: ['busy'] },
  },
  transitions: {
    closed: { 'the user picks Log Out': 'open' },
    open: { 'the user cancels': 'closed', 'the user confirms': { to: 'confirmed', calls: { requestLogout: [undefined] } } },
  },
});
