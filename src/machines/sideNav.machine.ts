import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { infoCentreMachine } from './infoCentre.machine';
import { notProvided } from './notProvided';
import { recentsMachine, type RecentKind } from './recents.machine';

/** Expanded shows labels (240 px); collapsed shows icons with tooltips (74 px), SPEC 9. */
export type SideNavLayout = 'expanded' | 'collapsed';
export type SideNavMenu = 'help' | 'user';

export type SideNavInput = {
  /** The layout the user left the navigation in, read by the wiring from where it keeps it. */
  layout: SideNavLayout;
};

export type SideNavContext = {
  initialLayout: SideNavLayout;
  /** The kind whose recent panel is open; null when nothing is selected. */
  selected: RecentKind | null;
};

export type SideNavEvent =
  | { type: 'nav.toggle' }
  /** Escape, or a link of the navigation followed: whatever is open closes. */
  | { type: 'nav.dismiss' }
  | { type: 'recent.select'; kind: RecentKind }
  | { type: 'recent.close' }
  | { type: 'recent.outsideClick' }
  /** Info Center (SPEC 2): opens its panel, or closes it again. */
  | { type: 'info.toggle' }
  | { type: 'info.close' }
  | { type: 'menu.open'; menu: SideNavMenu }
  | { type: 'menu.close' };

/** What the outside-click watcher sends back when the user clicks away from the navigation. */
export type OutsideClickInput = { reply: SideNavEvent };

/** An open sub-menu closes when asked, when a recent panel opens, and on a dismissal. */
const CLOSES_MENU = {
  'menu.close': 'closed',
  'recent.select': 'closed',
  'info.toggle': 'closed',
  'nav.dismiss': 'closed',
} as const;

/**
 * The side navigation (SPEC 2 "Side navigation", SPEC 4 "Side bar"), three independent regions:
 * the layout (expanded or collapsed, each change handed to `saveLayout`), the secondary panel
 * (closed, one selected recent kind running a recents actor, or the Info Centre running its own
 * actor), and the sub-menu (help, user or closed). A panel and a sub-menu never show together; a
 * click outside the navigation closes either, reported by the `watchOutsideClicks` actor while one
 * is open.
 */
export const sideNavMachine = setup({
  types: {
    context: {} as SideNavContext,
    events: {} as SideNavEvent,
    input: {} as SideNavInput,
    tags: {} as 'collapsed' | 'panelOpen' | 'infoOpen' | 'helpMenuOpen' | 'userMenuOpen',
  },
  actors: {
    recents: recentsMachine,
    infoCentre: infoCentreMachine,
    watchOutsideClicks: fromCallback<SideNavEvent, OutsideClickInput>(notProvided('watchOutsideClicks')),
  },
  actions: {
    saveLayout: notProvided<[unknown, SideNavLayout]>('saveLayout'),
    storeSelection: assign({
      selected: ({ event }) => {
        assertEvent(event, 'recent.select');
        return event.kind;
      },
    }),
    clearSelection: assign({ selected: null }),
  },
  guards: {
    startsCollapsed: ({ context }) => context.initialLayout === 'collapsed',
    isSelected: ({ context }, kind: RecentKind) => context.selected === kind,
    isHelpMenu: (_, menu: SideNavMenu) => menu === 'help',
  },
}).createMachine({
  id: 'sideNav',
  context: ({ input }) => ({ initialLayout: input.layout, selected: null }),
  type: 'parallel',
  states: {
    layout: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'startsCollapsed', target: 'collapsed' }, { target: 'expanded' }],
        },
        expanded: {
          on: { 'nav.toggle': { target: 'collapsed', actions: { type: 'saveLayout', params: 'collapsed' } } },
        },
        collapsed: {
          tags: 'collapsed',
          on: { 'nav.toggle': { target: 'expanded', actions: { type: 'saveLayout', params: 'expanded' } } },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearSelection',
          on: { 'recent.select': { target: 'open', actions: 'storeSelection' }, 'info.toggle': 'info' },
        },
        open: {
          tags: 'panelOpen',
          invoke: [
            {
              id: 'recents',
              src: 'recents',
              input: ({ event }) => {
                assertEvent(event, 'recent.select');
                return { kind: event.kind };
              },
            },
            { id: 'panelOutsideClicks', src: 'watchOutsideClicks', input: { reply: { type: 'recent.outsideClick' } } },
          ],
          on: {
            'recent.select': [
              // Choosing the open kind again deselects it, and nothing selected means no panel.
              { guard: { type: 'isSelected', params: ({ event }) => event.kind }, target: 'closed' },
              // Another kind restarts the panel, and with it a recents actor for that kind.
              { target: 'open', reenter: true, actions: 'storeSelection' },
            ],
            'recent.close': 'closed',
            'recent.outsideClick': 'closed',
            'info.toggle': { target: 'info', actions: 'clearSelection' },
            'menu.open': 'closed',
            'nav.dismiss': 'closed',
          },
        },
        info: {
          tags: 'infoOpen',
          invoke: [
            { id: 'infoCentre', src: 'infoCentre' },
            { id: 'infoOutsideClicks', src: 'watchOutsideClicks', input: { reply: { type: 'info.close' } } },
          ],
          on: {
            'info.toggle': 'closed',
            'info.close': 'closed',
            'recent.select': { target: 'open', actions: 'storeSelection' },
            'menu.open': 'closed',
            'nav.dismiss': 'closed',
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'menu.open': [{ guard: { type: 'isHelpMenu', params: ({ event }) => event.menu }, target: 'help' }, { target: 'user' }],
          },
        },
        help: {
          tags: 'helpMenuOpen',
          invoke: { id: 'helpOutsideClicks', src: 'watchOutsideClicks', input: { reply: { type: 'menu.close' } } },
          on: {
            'menu.open': [{ guard: { type: 'isHelpMenu', params: ({ event }) => event.menu }, target: 'closed' }, { target: 'user' }],
            ...CLOSES_MENU,
          },
        },
        user: {
          tags: 'userMenuOpen',
          invoke: { id: 'userOutsideClicks', src: 'watchOutsideClicks', input: { reply: { type: 'menu.close' } } },
          on: {
            'menu.open': [{ guard: { type: 'isHelpMenu', params: ({ event }) => event.menu }, target: 'help' }, { target: 'closed' }],
            ...CLOSES_MENU,
          },
        },
      },
    },
  },
});
