import { createActor } from 'xstate';
import { recentsMachine, type RecentList, type RecentsInput } from '../../../src/machines/recents.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The recents machine with a fetch that waits for the test. */
export function startRecents(input: RecentsInput = { kind: 'portfolio' }) {
  const fetchRecents = controllablePromise<RecentList, RecentsInput>();
  const actor = createActor(recentsMachine.provide({ actors: { fetchRecents: fetchRecents.logic } }), { input }).start();
  return { actor, fetchRecents, driver: createPathDriver(actor, { fetchRecents }) };
}
