import { describe, expect, it } from 'vitest';
import type { RecentList } from '../../src/machines/recents.machine';
import { selectRecentsView } from '../../src/ui/layout/recents/recentsSelectors';
import { selectCollapsed, selectOpenMenu, selectRecentsRef, selectSelectedKind } from '../../src/ui/layout/sideNav/sideNavSelectors';
import { startRecents } from '../machines/harness/recents.harness';
import { startSideNav } from '../machines/harness/sideNav.harness';
import { settle } from '../machines/support/controllable';
import { apiError, portfolio } from '../machines/support/fixtures';

describe('side navigation selectors', () => {
  it('follow the layout, the selected kind with its recents actor, and the open sub-menu', async () => {
    const { actor } = startSideNav({ layout: 'collapsed' });
    const snapshot = () => actor.getSnapshot();
    expect(selectCollapsed(snapshot())).toBe(true);
    expect(selectOpenMenu(snapshot())).toBeNull();
    actor.send({ type: 'recent.select', kind: 'simulation' });
    await settle();
    expect(selectSelectedKind(snapshot())).toBe('simulation');
    expect(selectRecentsRef(snapshot())?.getSnapshot().context.kind).toBe('simulation');
    actor.send({ type: 'menu.open', menu: 'help' });
    expect(selectOpenMenu(snapshot())).toBe('help');
    expect(selectRecentsRef(snapshot())).toBeUndefined();
    actor.send({ type: 'menu.open', menu: 'user' });
    expect(selectOpenMenu(snapshot())).toBe('user');
  });
});

describe('selectRecentsView', () => {
  it.each<[string, RecentList]>([
    ['list', { kind: 'portfolio', items: [portfolio] }],
    ['empty', { kind: 'workPlan', items: [] }],
  ])('shows %s once loaded', async (view, list) => {
    const { actor, fetchRecents } = startRecents({ kind: list.kind });
    expect(selectRecentsView(actor.getSnapshot())).toBe('loading');
    fetchRecents.resolve(list);
    await settle();
    expect(selectRecentsView(actor.getSnapshot())).toBe(view);
  });

  it('shows the failure, and loading again on retry', async () => {
    const { actor, fetchRecents } = startRecents();
    fetchRecents.reject(apiError(500));
    await settle();
    expect(selectRecentsView(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'recents.retry' });
    expect(selectRecentsView(actor.getSnapshot())).toBe('loading');
  });
});
