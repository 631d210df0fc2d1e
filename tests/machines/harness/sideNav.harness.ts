import { vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { recentsMachine, type RecentList, type RecentsInput } from '../../../src/machines/recents.machine';
import { sideNavMachine, type OutsideClickInput, type SideNavEvent, type SideNavInput } from '../../../src/machines/sideNav.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** Outside-click watchers that the test can click through; each replies with the event it was given. */
function fakeOutsideClicks() {
  const running = new Set<{ reply: SideNavEvent; sendBack: (event: SideNavEvent) => void }>();
  return {
    logic: fromCallback<SideNavEvent, OutsideClickInput>(({ input, sendBack }) => {
      const watcher = { reply: input.reply, sendBack };
      running.add(watcher);
      return () => running.delete(watcher);
    }),
    /** The events the running watchers would send. */
    get replies(): string[] {
      return [...running].map((watcher) => watcher.reply.type);
    },
    click() {
      for (const watcher of [...running]) watcher.sendBack(watcher.reply);
    },
  };
}

/** The side navigation with its real recents child over a fake fetch, and fake outside clicks. */
export function startSideNav(input: SideNavInput = { layout: 'expanded' }) {
  const fetchRecents = controllablePromise<RecentList, RecentsInput>();
  const outsideClicks = fakeOutsideClicks();
  const saveLayout = vi.fn();
  const actor = createActor(
    sideNavMachine.provide({
      actors: {
        recents: recentsMachine.provide({ actors: { fetchRecents: fetchRecents.logic } }),
        watchOutsideClicks: outsideClicks.logic,
      },
      actions: { saveLayout },
    }),
    { input },
  ).start();
  return { actor, fetchRecents, outsideClicks, saveLayout, driver: createPathDriver(actor, {}) };
}
