import type { SideNavLayout } from '../../../machines/sideNav.machine';

export const SIDE_NAV_LAYOUT_KEY = 'horizon.sideNav.layout';

export type LayoutPreference = {
  read(): SideNavLayout;
  save(layout: SideNavLayout): void;
};

/** Where the side navigation's layout outlives a reload: one local storage entry, expanded unless it says otherwise. */
export function createLayoutPreference(storage: Pick<Storage, 'getItem' | 'setItem'>): LayoutPreference {
  return {
    read: () => (storage.getItem(SIDE_NAV_LAYOUT_KEY) === 'collapsed' ? 'collapsed' : 'expanded'),
    save: (layout) => {
      try {
        storage.setItem(SIDE_NAV_LAYOUT_KEY, layout);
      } catch {
        // Storage full or refused (private browsing): the layout still holds until the next reload.
      }
    },
  };
}
