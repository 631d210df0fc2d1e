import { vi } from 'vitest';
import { createActor } from 'xstate';
import { logoutDialogMachine } from '../../../src/machines/logoutDialog.machine';
import { createPathDriver } from '../support/pathDriver';

export function startLogoutDialog() {
  const requestLogout = vi.fn();
  const actor = createActor(logoutDialogMachine.provide({ actions: { requestLogout } })).start();
  return { actor, requestLogout, driver: createPathDriver(actor, {}, {}, { requestLogout }) };
}
