import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { fetchRecentsActor } from '../../../api/actors/recents/fetchRecents.actor';
import { recentsMachine } from '../../../machines/recents.machine';
import { sideNavMachine } from '../../../machines/sideNav.machine';
import { devInspect } from '../../app/devInspector';
import { useSession } from '../../app/session/SessionContext';
import { createLayoutPreference } from './layoutPreference';
import { isInsideSideNav } from './sideNavOverlay';
import { watchOutsideClicksActor } from './watchOutsideClicks.actor';

/**
 * The one wiring point of the side navigation: its layout is read from and saved to local
 * storage, its recent panels load through the API, and presses outside `navElement` (the element
 * holding the bar and the panel) close what is open.
 */
export function useSideNavActor() {
  const { api } = useSession();
  const navElement = useRef<HTMLDivElement>(null);
  const [wiring] = useState(() => {
    const preference = createLayoutPreference(window.localStorage);
    return {
      input: { layout: preference.read() },
      machine: sideNavMachine.provide({
        actors: {
          recents: recentsMachine.provide({ actors: { fetchRecents: fetchRecentsActor(api) } }),
          watchOutsideClicks: watchOutsideClicksActor(document, (target) => isInsideSideNav(navElement.current, target)),
        },
        actions: { saveLayout: (_, layout) => preference.save(layout) },
      }),
    };
  });
  const navRef = useActorRef(wiring.machine, { input: wiring.input, inspect: devInspect() });
  return { navRef, navElement };
}

export type SideNavRef = ReturnType<typeof useSideNavActor>['navRef'];
