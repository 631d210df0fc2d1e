import { describe, expect, it } from 'vitest';
import { selectTabLicensed } from '../../src/ui/pages/portfolio/portfolioDetailSelectors';
import { selectJoinedMembers, selectPendingInvitations } from '../../src/ui/pages/portfolio/members/membersSelectors';
import { startMembers } from '../machines/harness/members.harness';
import { startPortfolioDetail } from '../machines/harness/portfolioDetail.harness';
import { settle } from '../machines/support/controllable';
import { adminMember, pendingMember, portfolioDetail, viewerMember } from '../machines/support/portfolioFixtures';

describe('Members tab counts (SPEC 2 "Members": members and pending invitations)', () => {
  it('counts joined members and pending invitations apart', async () => {
    const { actor, fetchMembers } = startMembers();
    fetchMembers.resolve([adminMember, pendingMember, viewerMember, { ...pendingMember, id: 'invitation-2', email: 'new@horizon.test' }]);
    await settle();
    expect(selectJoinedMembers(actor.getSnapshot())).toBe(2);
    expect(selectPendingInvitations(actor.getSnapshot())).toBe(2);
  });

  it('has no pending invitations when everyone has joined', async () => {
    const { actor, fetchMembers } = startMembers();
    fetchMembers.resolve([adminMember, viewerMember]);
    await settle();
    expect(selectPendingInvitations(actor.getSnapshot())).toBe(0);
    expect(selectJoinedMembers(actor.getSnapshot())).toBe(2);
  });
});

describe('work-plan tab licensing (SPEC 6: papa enables work plans, wpfac the model)', () => {
  it.each([
    [['papa', 'wpfac'], 'work-plans', true],
    [['papa', 'wpfac'], 'model', true],
    [['papa'], 'work-plans', true],
    [['papa'], 'model', false],
    [['wpfac'], 'work-plans', false],
    [[], 'model', false],
    [[], 'members', true],
  ] as const)('features %j, tab %s: licensed %s', async (features, tab, licensed) => {
    const { actor, fetchPortfolio } = startPortfolioDetail();
    fetchPortfolio.resolve({ ...portfolioDetail, features: [...features] });
    await settle();
    expect(selectTabLicensed(tab)(actor.getSnapshot())).toBe(licensed);
  });

  it('is not licensed before the portfolio has loaded', () => {
    const { actor } = startPortfolioDetail();
    expect(selectTabLicensed('work-plans')(actor.getSnapshot())).toBe(false);
  });
});
