import { fetchRecentsActor } from '../../../api/actors/recents/fetchRecents.actor';
import { checkServiceActor, loadChangelogActor } from '../../../api/actors/infoCentre/infoCentre.actors';
import { infoCentreMachine } from '../../../machines/infoCentre.machine';
import type { ApiClient } from '../../../api/client';
import { recentsMachine } from '../../../machines/recents.machine';
import { sideNavMachine } from '../../../machines/sideNav.machine';
import type { LayoutPreference } from '../../layout/sideNav/layoutPreference';
import { isInsideSideNav } from '../../layout/sideNav/sideNavOverlay';
import { watchOutsideClicksActor } from '../../layout/sideNav/watchOutsideClicks.actor';

/**
 * Where the side navigation is on the page: a ref that the layout's element fills. The root starts
 * before the layout renders, so the outside-click watcher reads it at each press.
 */
type SideNavElement = { readonly current: Element | null };

type SideNavWiring = {
  api: ApiClient;
  preference: LayoutPreference;
  /** Where presses are heard: the document. */
  page: EventTarget;
  element: SideNavElement;
};

/**
 * The side navigation's effects: its layout saved where the preference keeps it, its recent panels
 * and the Info Centre loaded through the API, and presses outside its element (the bar with its panel) closing what is
 * open.
 */
export function provideSideNavMachine({ api, preference, page, element }: SideNavWiring) {
  return sideNavMachine.provide({
    actors: {
      recents: recentsMachine.provide({ actors: { fetchRecents: fetchRecentsActor(api) } }),
      infoCentre: infoCentreMachine.provide({ actors: { loadChangelog: loadChangelogActor(api), checkService: checkServiceActor(api, () => Date.now()) } }),
      watchOutsideClicks: watchOutsideClicksActor(page, (target) => isInsideSideNav(element.current, target)),
    },
    actions: { saveLayout: (_, layout) => preference.save(layout) },
  });
}
