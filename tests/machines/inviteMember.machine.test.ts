import { describe, expect, it } from 'vitest';
import { startInviteMember } from './harness/inviteMember.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { pendingMember, portfolioDetail } from './support/portfolioFixtures';

describe('invite member machine', () => {
  it('invites a Viewer by default, lower-casing the email', async () => {
    const { actor, inviteMember, reportMember, notifyInvited } = startInviteMember();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'email.change', value: ' Sam.Taylor@Horizon.test ' });
    actor.send({ type: 'form.submit' });
    expect(inviteMember.lastInput).toEqual({
      portfolioId: portfolioDetail.id,
      invite: { email: 'sam.taylor@horizon.test', permission: 'Viewer', allow_inviting: false },
    });
    inviteMember.resolve(pendingMember);
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(reportMember).toHaveBeenCalledWith(expect.anything(), pendingMember);
    expect(notifyInvited).toHaveBeenCalledOnce();
  });

  it('sends the chosen permission and Allow Inviting', () => {
    const { actor, inviteMember } = startInviteMember();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'email.change', value: 'viewer@horizon.test' });
    actor.send({ type: 'permission.change', permission: 'Editor' });
    actor.send({ type: 'allowInviting.change', allowed: true });
    actor.send({ type: 'form.submit' });
    expect(inviteMember.lastInput?.invite).toEqual({ email: 'viewer@horizon.test', permission: 'Editor', allow_inviting: true });
  });

  it.each(['', 'viewer', 'viewer@', 'a b@horizon.test'])('does not send %j', (email) => {
    const { actor, inviteMember } = startInviteMember();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'email.change', value: email });
    actor.send({ type: 'form.submit' });
    expect(inviteMember.calls).toHaveLength(0);
  });

  it("reports 'Member already exists.' and keeps the dialog open with what was typed", async () => {
    const { actor, inviteMember, reportMember, reportFailure } = startInviteMember();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'email.change', value: 'viewer@horizon.test' });
    actor.send({ type: 'form.submit' });
    const refusal = apiError(409, 'Member already exists.');
    inviteMember.reject(refusal);
    await settle();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('viewer@horizon.test');
    expect(reportFailure).toHaveBeenCalledWith(expect.anything(), refusal);
    expect(reportMember).not.toHaveBeenCalled();
  });
});
