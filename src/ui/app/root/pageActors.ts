import type { AnyActorRef } from 'xstate';
import type { PageOpening } from '../../../machines/app.machine';
import type { AppActorRef } from './AppContext';

/*
 * How `usePageActor` keeps one page actor per id in the root's system across React's renders,
 * mounts and unmounts. The root handles each event at once (it is idle while React renders or
 * runs effects), so a child is there, or gone, when `send` returns.
 */

export function livePage(appRef: AppActorRef, id: string): AnyActorRef | undefined {
  return (appRef.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
}

/**
 * Opens the page and returns its actor. A page id names one page at a time: an actor still open
 * under it (left by a page that is about to unmount) is replaced.
 */
export function openPage(appRef: AppActorRef, page: PageOpening): AnyActorRef {
  if (livePage(appRef, page.id)) appRef.send({ type: 'page.close', id: page.id });
  appRef.send({ type: 'page.open', ...page });
  const actor = livePage(appRef, page.id);
  if (!actor) throw new Error(`The app actor did not open the page actor '${page.id}'`);
  return actor;
}

/** On mount: the actor opened while rendering, or a new one if an earlier unmount closed it. */
export function keepPageOpen(appRef: AppActorRef, page: PageOpening, opened: AnyActorRef): AnyActorRef {
  return livePage(appRef, page.id) === opened ? opened : openPage(appRef, page);
}

/** On unmount: closes the page unless a newer mount of it has already taken the id over. */
export function closePage(appRef: AppActorRef, id: string, mine: AnyActorRef): void {
  if (livePage(appRef, id) === mine) appRef.send({ type: 'page.close', id });
}
