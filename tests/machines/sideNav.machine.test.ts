import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { recentsMachine } from '../../src/machines/recents.machine';
import { sideNavMachine } from '../../src/machines/sideNav.machine';
import { startSideNav } from './harness/sideNav.harness';
import { settle } from './support/controllable';
import { portfolio } from './support/fixtures';

type Harness = ReturnType<typeof startSideNav>;
const recentsOf = ({ actor }: Harness) => actor.getSnapshot().children.recents as ActorRefFrom<typeof recentsMachine> | undefined;

describe('side navigation machine', () => {
  it.each(['expanded', 'collapsed'] as const)('starts %s as its input says, without saving it again', (layout) => {
    const { actor, saveLayout } = startSideNav({ layout });
    expect(actor.getSnapshot().hasTag('collapsed')).toBe(layout === 'collapsed');
    expect(saveLayout).not.toHaveBeenCalled();
  });

  it('hands every layout change to saveLayout', () => {
    const { actor, saveLayout } = startSideNav();
    actor.send({ type: 'nav.toggle' });
    expect(actor.getSnapshot().hasTag('collapsed')).toBe(true);
    actor.send({ type: 'nav.toggle' });
    expect(actor.getSnapshot().hasTag('collapsed')).toBe(false);
    expect(saveLayout.mock.calls.map(([, layout]) => layout)).toEqual(['collapsed', 'expanded']);
  });

  it('opens the panel of the selected kind with a recents actor loading that kind', async () => {
    const harness = startSideNav();
    const { actor, fetchRecents } = harness;
    expect(recentsOf(harness)).toBeUndefined();
    actor.send({ type: 'recent.select', kind: 'portfolio' });
    await settle();
    expect(actor.getSnapshot().hasTag('panelOpen')).toBe(true);
    expect(actor.getSnapshot().context.selected).toBe('portfolio');
    expect(fetchRecents.lastInput).toEqual({ kind: 'portfolio' });
    fetchRecents.resolve({ kind: 'portfolio', items: [portfolio] });
    await settle();
    expect(recentsOf(harness)?.getSnapshot().context.list?.items).toEqual([portfolio]);
  });

  it('restarts the recents actor for another kind, dropping the load under way', async () => {
    const harness = startSideNav();
    const { actor, fetchRecents } = harness;
    actor.send({ type: 'recent.select', kind: 'portfolio' });
    await settle();
    const first = recentsOf(harness);
    actor.send({ type: 'recent.select', kind: 'simulation' });
    await settle();
    expect(actor.getSnapshot().context.selected).toBe('simulation');
    expect(fetchRecents.calls.map((call) => [call.input.kind, call.aborted])).toEqual([
      ['portfolio', true],
      ['simulation', false],
    ]);
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(recentsOf(harness)?.getSnapshot().context.kind).toBe('simulation');
  });

  it.each([
    ['selecting the open kind again', { type: 'recent.select', kind: 'workspace' }],
    ['its close control', { type: 'recent.close' }],
    ['a dismissal', { type: 'nav.dismiss' }],
    ['opening a sub-menu', { type: 'menu.open', menu: 'help' }],
  ] as const)('closes the panel on %s, with nothing selected and no recents actor left', async (_, event) => {
    const harness = startSideNav();
    const { actor } = harness;
    actor.send({ type: 'recent.select', kind: 'workspace' });
    await settle();
    const recents = recentsOf(harness);
    actor.send(event);
    await settle();
    expect(actor.getSnapshot().hasTag('panelOpen')).toBe(false);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(recentsOf(harness)).toBeUndefined();
    expect(recents?.getSnapshot().status).toBe('stopped');
  });

  it('watches for outside clicks only while the panel is open, and closes on one', async () => {
    const { actor, outsideClicks } = startSideNav();
    expect(outsideClicks.replies).toEqual([]);
    actor.send({ type: 'recent.select', kind: 'workPlan' });
    await settle();
    expect(outsideClicks.replies).toEqual(['recent.outsideClick']);
    outsideClicks.click();
    await settle();
    expect(actor.getSnapshot().hasTag('panelOpen')).toBe(false);
    expect(outsideClicks.replies).toEqual([]);
  });

  it('opens one sub-menu at a time and toggles it from its own trigger', () => {
    const { actor } = startSideNav();
    actor.send({ type: 'menu.open', menu: 'help' });
    expect(actor.getSnapshot().hasTag('helpMenuOpen')).toBe(true);
    actor.send({ type: 'menu.open', menu: 'user' });
    expect(actor.getSnapshot().hasTag('helpMenuOpen')).toBe(false);
    expect(actor.getSnapshot().hasTag('userMenuOpen')).toBe(true);
    actor.send({ type: 'menu.open', menu: 'user' });
    expect(actor.getSnapshot().hasTag('userMenuOpen')).toBe(false);
  });

  it.each([
    ['menu.close', { type: 'menu.close' }],
    ['a dismissal', { type: 'nav.dismiss' }],
    ['a recent panel opening', { type: 'recent.select', kind: 'portfolio' }],
  ] as const)('closes the sub-menu on %s', (_, event) => {
    const { actor } = startSideNav();
    actor.send({ type: 'menu.open', menu: 'user' });
    actor.send(event);
    expect(actor.getSnapshot().hasTag('userMenuOpen')).toBe(false);
  });

  it('closes a sub-menu on an outside click', async () => {
    const { actor, outsideClicks } = startSideNav();
    actor.send({ type: 'menu.open', menu: 'help' });
    await settle();
    expect(outsideClicks.replies).toEqual(['menu.close']);
    outsideClicks.click();
    await settle();
    expect(actor.getSnapshot().hasTag('helpMenuOpen')).toBe(false);
  });

  it('keeps the layout while panels and menus come and go', async () => {
    const { actor } = startSideNav({ layout: 'collapsed' });
    actor.send({ type: 'recent.select', kind: 'portfolio' });
    actor.send({ type: 'menu.open', menu: 'help' });
    actor.send({ type: 'nav.dismiss' });
    await settle();
    expect(actor.getSnapshot().hasTag('collapsed')).toBe(true);
  });
});

describe('side navigation effects not provided', () => {
  it('fails loudly without saveLayout', () => {
    const actor = createActor(sideNavMachine, { input: { layout: 'expanded' } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'nav.toggle' });
    expect((actor.getSnapshot().error as Error).message).toBe('saveLayout not provided');
  });

  it('fails loudly without watchOutsideClicks', async () => {
    const actor = createActor(sideNavMachine, { input: { layout: 'expanded' } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'menu.open', menu: 'help' });
    const failed = await waitFor(actor, (snapshot) => snapshot.status === 'error');
    expect((failed.error as Error).message).toBe('watchOutsideClicks not provided');
  });
});
