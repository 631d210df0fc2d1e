import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate';
import type { PageOpening } from '../../../machines/app.machine';
import { useApp } from './AppContext';
import { closePage, keepPageOpen, openPage } from './pageActors';

/**
 * A route's or dialog's actor, run as a child of the root app actor under `id` (its system id
 * too) for as long as the calling component is mounted; only the root is started by
 * `useActorRef`, so the inspector shows one tree. Like `useActorRef`, the logic and input of the
 * first render are the ones used. The actor is opened while the component first renders, so that
 * the component has its ref at once (pages render only once signed in, when the root is running);
 * the effect checks that the ref is still the live child, as React may mount an effect twice and
 * the first cleanup closed the page, and closes the page on unmount.
 */
export function usePageActor<TLogic extends AnyActorLogic>(id: string, logic: TLogic, input?: InputFrom<TLogic>): ActorRefFrom<TLogic> {
  const { appRef } = useApp();
  const [page] = useState<PageOpening>(() => ({ id, logic, input }));
  const [actor, setActor] = useState(() => openPage(appRef, page));
  const opened = useRef(actor);
  useEffect(() => {
    const mine = keepPageOpen(appRef, page, opened.current);
    if (mine !== opened.current) {
      opened.current = mine;
      setActor(mine);
    }
    return () => closePage(appRef, page.id, mine);
  }, [appRef, page]);
  return actor as ActorRefFrom<TLogic>;
}
