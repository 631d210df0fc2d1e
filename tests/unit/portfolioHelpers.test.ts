import { describe, expect, it } from 'vitest';
import type { PortfolioEvent } from '../../src/api/schemas/portfolioEvent.schema';
import { activityChanges, actorName, grantedPermission } from '../../src/ui/pages/portfolio/activities/activityText';
import { grantablePermissions, mayGrantInviting } from '../../src/ui/pages/portfolio/members/grantOptions';
import { isPortfolioTab, PORTFOLIO_TABS, visibleTabs } from '../../src/ui/pages/portfolio/portfolioTabs';
import { moveInOrder } from '../../src/machines/moveInOrder';
import { hasNameTwin } from '../../src/ui/pages/portfolios/nameTwin';

const event = (details: Record<string, unknown>, actor: PortfolioEvent['actor'] = null): PortfolioEvent => ({
  id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  action: 'member.updated',
  actor,
  subject_type: 'member',
  subject_id: null,
  subject_name: 'viewer@horizon.test',
  details,
  created_at: '2024-03-01T00:00:00.000Z',
});

describe('hasNameTwin (SPEC 5 soft uniqueness)', () => {
  const portfolios = [{ name: 'Roads and Bridges' }, { name: ' Stormwater ' }];
  it.each([
    ['Roads and Bridges', true],
    ['  roads AND bridges ', true],
    ['stormwater', true],
    ['Roads', false],
    ['   ', false],
  ])('%j → %s', (name, twin) => {
    expect(hasNameTwin(name, portfolios)).toBe(twin);
  });
});

describe('moveInOrder', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 3, ['a', 'b', 'c']],
    [-1, 0, ['a', 'b', 'c']],
  ])('moves %i to %i', (from, to, expected) => {
    expect(moveInOrder(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});

describe('portfolio tabs', () => {
  it('knows the tabs of SPEC 2 and nothing else', () => {
    expect(PORTFOLIO_TABS.map(({ tab }) => tab).sort()).toEqual(
      ['activities', 'members', 'model', 'reports', 'resources', 'settings', 'work-plans', 'workspaces'].sort(),
    );
    expect(isPortfolioTab('company-connection')).toBe(false);
  });

  it.each([
    [[], ['workspaces', 'reports', 'resources', 'members', 'activities', 'settings']],
    [['papa'], ['workspaces', 'work-plans', 'reports', 'resources', 'members', 'activities', 'settings']],
    [['papa', 'wpfac'], ['workspaces', 'work-plans', 'model', 'reports', 'resources', 'members', 'activities', 'settings']],
  ])('with features %j shows %j', (features, tabs) => {
    expect(visibleTabs(features).map(({ tab }) => tab)).toEqual(tabs);
  });
});

describe('grant options (SPEC 6 mirror)', () => {
  it.each([
    [{ permission: 'Admin', allow_inviting: false }, ['Admin', 'Editor', 'Viewer'], true],
    [{ permission: 'Editor', allow_inviting: true }, ['Editor', 'Viewer'], false],
    [{ permission: 'Viewer', allow_inviting: true }, ['Viewer'], false],
  ] as const)('%o may grant %j', (inviter, permissions, inviting) => {
    expect(grantablePermissions(inviter)).toEqual(permissions);
    expect(mayGrantInviting(inviter)).toBe(inviting);
  });
});

describe('activity text', () => {
  it('lists the recorded changes and nothing else', () => {
    const changed = event({ permission: { from: 'Viewer', to: 'Editor' }, allow_inviting: { from: false, to: true }, status: 'active' });
    expect(activityChanges(changed)).toEqual([
      { field: 'permission', from: 'Viewer', to: 'Editor' },
      { field: 'allow_inviting', from: 'false', to: 'true' },
    ]);
  });

  it('reads the permission an invitation granted', () => {
    expect(grantedPermission(event({ permission: 'Editor', allow_inviting: false }))).toBe('Editor');
    expect(grantedPermission(event({ permission: { from: 'Viewer', to: 'Editor' } }))).toBeNull();
  });

  it('names the actor, or nobody when the account is gone', () => {
    expect(actorName(event({}, { id: '5b1f3c52-8a4e-4d3f-9a61-0c2d7e8f9a10', email: 'a@horizon.test', first_name: 'Alex', last_name: 'Morgan' }))).toBe('Alex Morgan');
    expect(actorName(event({}, { id: '5b1f3c52-8a4e-4d3f-9a61-0c2d7e8f9a10', email: 'a@horizon.test', first_name: '', last_name: '' }))).toBe('a@horizon.test');
    expect(actorName(event({}))).toBeNull();
  });
});
