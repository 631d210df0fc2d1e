import type { AnyActorRef } from 'xstate';
import type { PageOpening } from '../../../machines/app.machine';
import type { AppActorRef } from './AppContext';

/*
 * How `usePageActor` keeps one page actor per id in the root's system across React's renders,
 * mounts and unmounts. The root handles each event at once (it is idle while React renders or
 * runs effects), so a child is there, or gone, when `send` returns.
 *
 * React may render a page and throw the render away before it mounts (a lazy chunk or a store
 * that changed mid-render restarts it), and the next attempt runs the state initialiser again.
 * Such an attempt must take over the actor the discarded one opened: replacing it would stop its
 * request and start another, and a page whose render is slower than its first request would
 * restart forever. So an actor counts as the page's own once a mount has claimed it, and an
 * unclaimed one opened with the same input is handed to the next render.
 */
const claimed = new WeakSet<AnyActorRef>();
const openedWith = new WeakMap<AnyActorRef, string>();
const inputKey = (page: PageOpening) => JSON.stringify(page.input ?? null);

export function livePage(appRef: AppActorRef, id: string): AnyActorRef | undefined {
  return (appRef.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
}

/**
 * Opens the page and returns its actor: the unclaimed actor of a discarded render of the same
 * page, or a new one. A page id names one page at a time: an actor a mounted page still holds
 * under it (a page that is about to unmount) is replaced.
 */
export function openPage(appRef: AppActorRef, page: PageOpening): AnyActorRef {
  const live = livePage(appRef, page.id);
  if (live && !claimed.has(live) && openedWith.get(live) === inputKey(page)) return live;
  if (live) appRef.send({ type: 'page.close', id: page.id });
  appRef.send({ type: 'page.open', ...page });
  const actor = livePage(appRef, page.id);
  if (!actor) throw new Error(`The app actor did not open the page actor '${page.id}'`);
  openedWith.set(actor, inputKey(page));
  return actor;
}

/** On mount: claims the actor opened while rendering, or a new one if an earlier unmount closed it. */
export function keepPageOpen(appRef: AppActorRef, page: PageOpening, opened: AnyActorRef): AnyActorRef {
  const actor = livePage(appRef, page.id) === opened ? opened : openPage(appRef, page);
  claimed.add(actor);
  return actor;
}

/** On unmount: closes the page unless a newer mount of it has already taken the id over. */
export function closePage(appRef: AppActorRef, id: string, mine: AnyActorRef): void {
  claimed.delete(mine);
  if (livePage(appRef, id) === mine) appRef.send({ type: 'page.close', id });
}
