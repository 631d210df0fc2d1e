import { vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { recentsMachine, type RecentList, type RecentsInput } from '../../../src/machines/recents.machine';
import { infoCentreMachine, type ServiceCheck } from '../../../src/machines/infoCentre.machine';
import type { Changelog } from '../../../src/api/schemas/changelog.schema';
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

/** The side navigation over fakes: its real recents and Info Centre children over fake loads, fake outside clicks and a recorded save. */
export function fakeSideNav() {
  const fetchRecents = controllablePromise<RecentList, RecentsInput>();
  const outsideClicks = fakeOutsideClicks();
  const saveLayout = vi.fn();
  const machine = sideNavMachine.provide({
    actors: {
      recents: recentsMachine.provide({ actors: { fetchRecents: fetchRecents.logic } }),
      // The panel's own loads stay pending: its paths are infoCentre's model.
      infoCentre: infoCentreMachine.provide({ actors: { loadChangelog: controllablePromise<Changelog>().logic, checkService: controllablePromise<ServiceCheck>().logic } }),
      watchOutsideClicks: outsideClicks.logic,
    },
    actions: { saveLayout },
  });
  return { machine, fetchRecents, outsideClicks, saveLayout };
}

/** The side navigation started on its own, as the machine and model-path tests drive it. */
export function startSideNav(input: SideNavInput = { layout: 'expanded' }) {
  const { machine, ...fakes } = fakeSideNav();
  const actor = createActor(machine, { input }).start();
  return { actor, ...fakes, driver: createPathDriver(actor, {}, {}, { saveLayout: fakes.saveLayout }) };
}
