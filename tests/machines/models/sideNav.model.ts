import type { RecentKind } from '../../../src/machines/recents.machine';
import { sideNavMachine } from '../../../src/machines/sideNav.machine';
import { machineModel } from '../support/modelPaths';

type Expected = { initialLayout: 'expanded' | 'collapsed'; selected: RecentKind | null };

const PORTFOLIOS = 'the user picks Recent Portfolios';
const WORK_PLANS = 'the user picks Recent Work Plans';
const HELP = 'the user opens the Help menu';
const USER = 'the user opens the user menu';
const INFO = 'the user picks Info Center';

const panelCloses = { to: 'panel.closed', context: { selected: null } };
/** Picking the kind that is open deselects it (no selection, no panel); another kind opens its panel. */
const pick = (kind: RecentKind) => (context: Expected) =>
  context.selected === kind ? panelCloses : { to: 'panel.open', context: { selected: kind } };

/**
 * SPEC 2 "Side navigation" (a recent panel for one selected item, closing with its close control, on
 * an outside click and when nothing is selected; help and user menus) and SPEC 4 "Side bar" (an item
 * selected or none; sub-menu open or closed; expanded or collapsed), SPEC 9 (240 px / 74 px). Info
 * Center opens its panel where the recent panels open. A panel and a menu never show together, and
 * the chosen layout is kept for the next visit.
 */
export const sideNavModel = machineModel({
  name: 'sideNav',
  machine: sideNavMachine,
  parallel: true,
  starts: [
    { label: 'left expanded', input: { layout: 'expanded' }, state: ['layout.expanded', 'panel.closed', 'menu.closed'], context: { initialLayout: 'expanded', selected: null } as Expected },
    { label: 'left collapsed', input: { layout: 'collapsed' }, state: ['layout.collapsed', 'panel.closed', 'menu.closed'], context: { initialLayout: 'collapsed', selected: null } as Expected },
  ],
  events: {
    'the user toggles the navigation': { type: 'nav.toggle' },
    'the user presses Escape': { type: 'nav.dismiss' },
    [PORTFOLIOS]: { type: 'recent.select', kind: 'portfolio' },
    [WORK_PLANS]: { type: 'recent.select', kind: 'workPlan' },
    'the user closes the panel': { type: 'recent.close' },
    'the user clicks outside the panel': { type: 'recent.outsideClick' },
    [HELP]: { type: 'menu.open', menu: 'help' },
    [USER]: { type: 'menu.open', menu: 'user' },
    'the menu closes': { type: 'menu.close' },
    [INFO]: { type: 'info.toggle' },
    'the user closes the Info Centre or clicks outside it': { type: 'info.close' },
  },
  states: {
    'layout.expanded': { says: 'expanded (240 px, with labels)' },
    'layout.collapsed': { says: 'collapsed (74 px, icons with tooltips)', tags: ['collapsed'] },
    'panel.closed': { says: 'no recent panel' },
    'panel.open': {
      says: ({ selected }) => `the ${selected} recent panel (358 px) is open`,
      tags: ['panelOpen'],
      invoked: ({ selected }) => ({ recents: { kind: selected }, panelOutsideClicks: { reply: { type: 'recent.outsideClick' } } }),
    },
    'panel.info': {
      says: 'the Info Centre panel (358 px) is open: version, service status, help links and what changed',
      tags: ['infoOpen'],
      invoked: { infoCentre: undefined, infoOutsideClicks: { reply: { type: 'info.close' } } },
    },
    'menu.closed': { says: 'no menu' },
    'menu.help': { says: 'the Help menu is open', tags: ['helpMenuOpen'], invoked: { helpOutsideClicks: { reply: { type: 'menu.close' } } } },
    'menu.user': { says: 'the user menu is open', tags: ['userMenuOpen'], invoked: { userOutsideClicks: { reply: { type: 'menu.close' } } } },
  },
  transitions: {
    'layout.expanded': { 'the user toggles the navigation': { to: 'layout.collapsed', calls: { saveLayout: ['collapsed'] } } },
    'layout.collapsed': { 'the user toggles the navigation': { to: 'layout.expanded', calls: { saveLayout: ['expanded'] } } },
    'panel.closed': {
      [PORTFOLIOS]: { to: 'panel.open', context: { selected: 'portfolio' } },
      [WORK_PLANS]: { to: 'panel.open', context: { selected: 'workPlan' } },
      [INFO]: 'panel.info',
    },
    'panel.info': {
      [INFO]: 'panel.closed',
      'the user closes the Info Centre or clicks outside it': 'panel.closed',
      'the user presses Escape': 'panel.closed',
      [PORTFOLIOS]: { to: 'panel.open', context: { selected: 'portfolio' } },
      [WORK_PLANS]: { to: 'panel.open', context: { selected: 'workPlan' } },
      [HELP]: 'panel.closed',
      [USER]: 'panel.closed',
    },
    'panel.open': {
      [INFO]: { to: 'panel.info', context: { selected: null } },
      [PORTFOLIOS]: pick('portfolio'),
      [WORK_PLANS]: pick('workPlan'),
      'the user closes the panel': panelCloses,
      'the user clicks outside the panel': panelCloses,
      'the user presses Escape': panelCloses,
      [HELP]: panelCloses,
      [USER]: panelCloses,
    },
    'menu.closed': { [HELP]: 'menu.help', [USER]: 'menu.user' },
    'menu.help': {
      [HELP]: 'menu.closed',
      [USER]: 'menu.user',
      'the menu closes': 'menu.closed',
      'the user presses Escape': 'menu.closed',
      [PORTFOLIOS]: 'menu.closed',
      [WORK_PLANS]: 'menu.closed',
      [INFO]: 'menu.closed',
    },
    'menu.user': {
      [HELP]: 'menu.help',
      [USER]: 'menu.closed',
      'the menu closes': 'menu.closed',
      'the user presses Escape': 'menu.closed',
      [PORTFOLIOS]: 'menu.closed',
      [WORK_PLANS]: 'menu.closed',
      [INFO]: 'menu.closed',
    },
  },
});
