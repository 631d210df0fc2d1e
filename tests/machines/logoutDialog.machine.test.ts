import { describe, expect, it } from 'vitest';
import { startLogoutDialog } from './harness/logoutDialog.harness';

describe('log-out dialog machine', () => {
  it('opens and cancels without logging out', () => {
    const { actor, requestLogout } = startLogoutDialog();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(requestLogout).not.toHaveBeenCalled();
  });

  it('asks for the log-out once on confirmation and stays busy', () => {
    const { actor, requestLogout } = startLogoutDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.confirm' });
    actor.send({ type: 'dialog.confirm' });
    expect(requestLogout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('cannot confirm while closed', () => {
    const { actor, requestLogout } = startLogoutDialog();
    actor.send({ type: 'dialog.confirm' });
    expect(requestLogout).not.toHaveBeenCalled();
  });
});
