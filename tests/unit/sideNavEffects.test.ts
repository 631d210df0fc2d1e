import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { SideNavEvent } from '../../src/machines/sideNav.machine';
import { provideSideNavMachine } from '../../src/ui/app/root/sideNavWiring';
import { createLayoutPreference, SIDE_NAV_LAYOUT_KEY } from '../../src/ui/layout/sideNav/layoutPreference';
import { watchOutsideClicksActor } from '../../src/ui/layout/sideNav/watchOutsideClicks.actor';
import { fakeTarget } from './actors/runCallback';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('side navigation layout preference', () => {
  it.each([
    [undefined, 'expanded'],
    ['collapsed', 'collapsed'],
    ['expanded', 'expanded'],
    ['sideways', 'expanded'],
  ])('reads %s as %s', (stored, layout) => {
    const storage = memoryStorage(stored ? { [SIDE_NAV_LAYOUT_KEY]: stored } : {});
    expect(createLayoutPreference(storage).read()).toBe(layout);
  });

  it('saves what it is given, and what it saved is read back', () => {
    const storage = memoryStorage();
    const preference = createLayoutPreference(storage);
    preference.save('collapsed');
    expect(storage.values.get(SIDE_NAV_LAYOUT_KEY)).toBe('collapsed');
    expect(createLayoutPreference(storage).read()).toBe('collapsed');
  });

  it('keeps working when storage refuses to save', () => {
    const preference = createLayoutPreference({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => preference.save('collapsed')).not.toThrow();
  });
});

describe('watchOutsideClicksActor', () => {
  /** The watcher as a child of a machine that records what it sends back. */
  function start(reply: SideNavEvent) {
    const page = new EventTarget();
    const pressed = { inside: false };
    const recorder = setup({
      types: { context: {} as { received: string[] }, events: {} as SideNavEvent },
      actors: { watch: watchOutsideClicksActor(page, (target) => target === page && pressed.inside) },
    }).createMachine({
      context: { received: [] },
      invoke: { src: 'watch', input: { reply } },
      on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event.type] }) } },
    });
    const actor = createActor(recorder).start();
    const press = (inside: boolean) => {
      pressed.inside = inside;
      page.dispatchEvent(new Event('pointerdown'));
    };
    return { actor, press, received: () => actor.getSnapshot().context.received };
  }

  it('answers a press outside with the reply it was given, and ignores presses inside', () => {
    const { press, received } = start({ type: 'recent.outsideClick' });
    press(true);
    expect(received()).toEqual([]);
    press(false);
    expect(received()).toEqual(['recent.outsideClick']);
  });

  it('stops listening when its owner stops', () => {
    const { actor, press, received } = start({ type: 'menu.close' });
    actor.stop();
    press(false);
    expect(received()).toEqual([]);
  });
});

describe('provideSideNavMachine', () => {
  /** The unit tests run without a DOM: just enough of an element for `isInsideSideNav`. */
  class FakeElement {
    constructor(readonly isOverlay = false) {}
    closest() {
      return this.isOverlay ? this : null;
    }
  }
  beforeEach(() => vi.stubGlobal('Element', FakeElement));
  afterEach(() => vi.unstubAllGlobals());

  function start() {
    const page = fakeTarget();
    const element: { current: Element | null } = { current: null };
    const storage = memoryStorage();
    const request = vi.fn(() => new Promise<never>(() => undefined));
    const machine = provideSideNavMachine({
      api: { request } as unknown as ApiClient,
      preference: createLayoutPreference(storage),
      page: page as unknown as EventTarget,
      element,
    });
    const actor = createActor(machine, { input: { layout: 'expanded' } }).start();
    const press = (target: FakeElement) => page.fire('pointerdown', { target });
    return { actor, element, storage, request, press };
  }

  it('measures presses against the element the layout assigned, read at each press', () => {
    const { actor, element, press } = start();
    const inBar = new FakeElement();
    actor.send({ type: 'menu.open', menu: 'help' });
    // The layout renders after the root started the side navigation.
    element.current = { contains: (node: unknown) => node === inBar } as unknown as Element;
    press(inBar);
    press(new FakeElement(true));
    expect(actor.getSnapshot().hasTag('helpMenuOpen')).toBe(true);
    press(new FakeElement());
    expect(actor.getSnapshot().hasTag('helpMenuOpen')).toBe(false);
  });

  it('saves the layout to local storage and loads a recent panel through the API', () => {
    const { actor, storage, request } = start();
    actor.send({ type: 'nav.toggle' });
    expect(storage.values.get(SIDE_NAV_LAYOUT_KEY)).toBe('collapsed');
    actor.send({ type: 'recent.select', kind: 'workPlan' });
    expect(request).toHaveBeenCalledWith('/work-plans', expect.anything(), expect.objectContaining({ query: { page_size: 20 } }));
  });
});
