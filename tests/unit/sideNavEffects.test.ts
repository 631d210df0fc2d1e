import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { SideNavEvent } from '../../src/machines/sideNav.machine';
import { createLayoutPreference, SIDE_NAV_LAYOUT_KEY } from '../../src/ui/layout/sideNav/layoutPreference';
import { watchOutsideClicksActor } from '../../src/ui/layout/sideNav/watchOutsideClicks.actor';

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
