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
    const emailed = { ...pendingMember, invitation: { email: 'sent' as const, link: 'https://horizon.example/portfolio/1/workspaces' } };
    inviteMember.resolve(emailed);
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(reportMember).toHaveBeenCalledWith(expect.anything(), emailed);
    expect(notifyInvited).toHaveBeenCalledOnce();
  });

  it('shows the link of an invitation that was not e-mailed, and copies it, without saying it was sent', async () => {
    const { actor, inviteMember, reportMember, notifyInvited, copyLink } = startInviteMember();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'email.change', value: 'sam.taylor@horizon.test' });
    actor.send({ type: 'form.submit' });
    const link = 'https://horizon.example/portfolio/1/workspaces';
    const stored = { ...pendingMember, invitation: { email: 'unavailable' as const, link } };
    inviteMember.resolve(stored);
    await settle();
    expect(actor.getSnapshot().value).toBe('sharing');
    expect(actor.getSnapshot().context.share).toEqual({ email: 'unavailable', link });
    expect(reportMember).toHaveBeenCalledWith(expect.anything(), stored);
    expect(notifyInvited).not.toHaveBeenCalled();
    actor.send({ type: 'link.copy' });
    expect(copyLink).toHaveBeenCalledWith(expect.anything(), link);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
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
