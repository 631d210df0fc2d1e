import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/** The query parameter that turns the list on when the app loads. */
export const LIVE_ACTORS_PARAM = 'actors';

/**
 * For the end-to-end tests, which run the production build: opened with `?actors`, the app keeps
 * the system ids of the live actors of its one actor system in `<body data-actors="…">` (sorted,
 * space-separated), so that a test can check which actors run on each route. It only reads the
 * inspection stream, and without the parameter there is no observer at all.
 */
export function liveActorsInspector(search: string, body: HTMLElement): Observer<InspectionEvent> | undefined {
  if (!new URLSearchParams(search).has(LIVE_ACTORS_PARAM)) return undefined;
  let pending = false;
  return {
    next: (event) => {
      if (pending) return;
      pending = true;
      // After the event's macrostep: a stopped child has then left the system.
      queueMicrotask(() => {
        pending = false;
        const actors: Record<string, AnyActorRef | undefined> = (event.actorRef as AnyActorRef).system.getAll();
        const live = Object.keys(actors).filter((id) => actors[id]?.getSnapshot().status === 'active');
        body.dataset.actors = live.sort().join(' ');
      });
    },
  };
}
