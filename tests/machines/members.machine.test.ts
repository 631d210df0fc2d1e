import { describe, expect, it } from 'vitest';
import { startMembers } from './harness/members.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { adminMember, members, pendingMember, portfolioDetail, viewerMember } from './support/portfolioFixtures';

const LINK = `https://horizon.example/portfolio/${portfolioDetail.id}/workspaces`;
const LAST_ADMIN = 'A Portfolio needs at least one Admin. Make another member an Admin first.';

async function loaded() {
  const harness = startMembers();
  harness.fetchMembers.resolve(members);
  await settle();
  return harness;
}

describe('members machine', () => {
  it('lists members and pending invitations', async () => {
    const { actor, fetchMembers } = await loaded();
    expect(fetchMembers.calls[0]?.input).toEqual({ portfolioId: portfolioDetail.id });
    expect(actor.getSnapshot().context.members).toEqual(members);
  });

  it('fails with retry', async () => {
    const { actor, fetchMembers } = startMembers();
    fetchMembers.reject(apiError(500));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'members.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('changes a permission and shows the answer', async () => {
    const { actor, updateMember, notifyUpdated } = await loaded();
    actor.send({ type: 'member.change', memberId: viewerMember.id, changes: { permission: 'Editor' } });
    expect(actor.getSnapshot().context.target).toEqual(viewerMember);
    expect(updateMember.lastInput).toEqual({ portfolioId: portfolioDetail.id, memberId: viewerMember.id, changes: { permission: 'Editor' } });
    updateMember.resolve({ ...viewerMember, permission: 'Editor' });
    await settle();
    expect(actor.getSnapshot().context.members[1]?.permission).toBe('Editor');
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(notifyUpdated).toHaveBeenCalledOnce();
  });

  it('keeps the last Admin as it was and reports why', async () => {
    const { actor, updateMember, notifyUpdated, reportChangeFailure } = await loaded();
    actor.send({ type: 'member.change', memberId: adminMember.id, changes: { permission: 'Viewer' } });
    const refusal = apiError(409, LAST_ADMIN);
    updateMember.reject(refusal);
    await settle();
    expect(actor.getSnapshot().context.members).toEqual(members);
    expect(reportChangeFailure).toHaveBeenCalledWith(expect.anything(), refusal);
    expect(notifyUpdated).not.toHaveBeenCalled();
  });

  it('removes only after confirmation', async () => {
    const { actor, removeMember, notifyRemoved, reportCountChange } = await loaded();
    actor.send({ type: 'member.remove', memberId: viewerMember.id });
    expect(actor.getSnapshot().hasTag('confirmingRemoval')).toBe(true);
    actor.send({ type: 'removal.cancel' });
    expect(removeMember.calls).toHaveLength(0);
    actor.send({ type: 'member.remove', memberId: viewerMember.id });
    actor.send({ type: 'removal.confirm' });
    removeMember.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().context.members.map(({ id }) => id)).toEqual([adminMember.id, pendingMember.id]);
    expect(notifyRemoved).toHaveBeenCalledOnce();
    expect(reportCountChange).toHaveBeenCalledOnce();
  });

  it('a refused removal keeps the member and is reported', async () => {
    const { actor, removeMember, reportChangeFailure, notifyRemoved } = await loaded();
    actor.send({ type: 'member.remove', memberId: adminMember.id });
    actor.send({ type: 'removal.confirm' });
    removeMember.reject(apiError(409, LAST_ADMIN));
    await settle();
    expect(actor.getSnapshot().context.members).toEqual(members);
    expect(reportChangeFailure).toHaveBeenCalledOnce();
    expect(notifyRemoved).not.toHaveBeenCalled();
  });

  it('resends an invitation', async () => {
    const { actor, resendInvitation, notifyInvitationSent } = await loaded();
    actor.send({ type: 'invitation.resend', memberId: pendingMember.id });
    const resent = { ...pendingMember, last_sent_at: '2024-07-01T00:00:00.000Z' };
    resendInvitation.resolve({ ...resent, invitation: { email: 'sent', link: LINK } });
    await settle();
    expect(actor.getSnapshot().context.members[2]).toEqual(resent);
    expect(notifyInvitationSent).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  // Issue 16: without SMTP_URL the inviter is shown the invitation link to copy, for a resend as for a new invitation.
  it('shows the link of a resent invitation that was not e-mailed, to copy, until closed', async () => {
    const { actor, resendInvitation, notifyInvitationSent, copyLink } = await loaded();
    actor.send({ type: 'invitation.resend', memberId: pendingMember.id });
    const resent = { ...pendingMember, last_sent_at: '2024-07-01T00:00:00.000Z' };
    resendInvitation.resolve({ ...resent, invitation: { email: 'unavailable', link: LINK } });
    await settle();
    expect(actor.getSnapshot().context.members[2]).toEqual(resent);
    expect(actor.getSnapshot().context).toMatchObject({ target: pendingMember, share: { email: 'unavailable', link: LINK } });
    expect(notifyInvitationSent).not.toHaveBeenCalled();
    actor.send({ type: 'link.copy' });
    expect(copyLink).toHaveBeenCalledWith(expect.anything(), LINK);
    actor.send({ type: 'share.close' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ target: null, share: null });
  });

  it('adds what the invite dialog reports, once', async () => {
    const { actor, reportCountChange } = await loaded();
    const invited = { ...pendingMember, id: '1e2d3c4b-5a69-4788-9abc-def012345678', email: 'new@horizon.test' };
    actor.send({ type: 'member.added', member: invited });
    actor.send({ type: 'member.added', member: invited });
    expect(actor.getSnapshot().context.members).toEqual([...members, invited]);
    expect(reportCountChange).toHaveBeenCalledTimes(2);
  });

  it('ignores a change for an unknown member, and one change at a time', async () => {
    const { actor, updateMember } = await loaded();
    actor.send({ type: 'member.change', memberId: 'nobody', changes: { permission: 'Admin' } });
    expect(updateMember.calls).toHaveLength(0);
    actor.send({ type: 'member.change', memberId: viewerMember.id, changes: { allow_inviting: true } });
    actor.send({ type: 'member.change', memberId: pendingMember.id, changes: { permission: 'Viewer' } });
    expect(updateMember.calls).toHaveLength(1);
  });
});
