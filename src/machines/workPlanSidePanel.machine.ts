import { assign, setup, stateIn, type SnapshotFrom } from 'xstate';
import { notProvided } from './notProvided';
import {
  NO_SELECTION,
  SIDE_PANEL_VIEWS,
  normaliseSelection,
  queryFromSelection,
  sameSelection,
  selectionFromQuery,
  type SidePanelIdName,
  type SidePanelQuery,
  type SidePanelQueryUpdate,
  type SidePanelSelection,
  type SidePanelView,
} from './workPlanSidePanelQuery';

/** SPEC 9: the work plan side panel is 500 px wide with the project list open, 380 px with it collapsed. */
export const SIDE_PANEL_WIDTH = { open: 500, collapsed: 380 } as const;

export type WorkPlanSidePanelInput = {
  /** The query of the URL the page opened with. */
  query: SidePanelQuery;
};

export type WorkPlanSidePanelContext = {
  selection: SidePanelSelection;
  /** The views shown, oldest first, as a browser keeps its pages. */
  history: SidePanelSelection[];
  /** Where in `history` the panel is. */
  position: number;
};

export type WorkPlanSidePanelEvent =
  /** The user chose a view (a card, a row, a link in the panel); ids it does not keep are cleared. */
  | { type: 'panel.show'; selection: { view: SidePanelView } & Partial<Record<SidePanelIdName, string | null>> }
  /** The URL's query changed by itself: the browser's Back or Forward, or a link typed or followed. */
  | { type: 'panel.url'; query: SidePanelQuery }
  | { type: 'panel.back' }
  | { type: 'panel.forward' }
  /** The 'Projects' toggle button, the same event whether the panel is open or closed. */
  | { type: 'panel.projects.toggle' }
  | { type: 'panel.close' };

/** Moves to a new selection: the entries after the current one are dropped, as a browser drops its forward pages. */
const pushed = (context: WorkPlanSidePanelContext, selection: SidePanelSelection) => ({
  selection,
  history: [...context.history.slice(0, context.position + 1), selection],
  position: context.position + 1,
});

const movedBy = (context: WorkPlanSidePanelContext, step: number) => ({
  selection: context.history[context.position + step]!,
  position: context.position + step,
});

const entryAt = (context: WorkPlanSidePanelContext, step: number) => context.history[context.position + step];

const ALL_PROJECTS = normaliseSelection({ view: 'all_projects' });

/**
 * The work plan side panel (SPEC 2 "Work plan side panel"), two regions. `view`: one state per view
 * the query parameters choose; choosing a view keeps only its own ids (workPlanSidePanelQuery) and
 * hands the query to `writeQuery`, and Back and Forward move through the views chosen, a new choice
 * after Back dropping the forward ones. A URL that changed by itself is followed without being
 * written back: the entry before or after the current one is a Back or Forward, any other a new
 * choice. `projects`: the 'Projects' toggle opens or closes the project list, which sets the
 * panel's width (sidePanelWidth). Opening the list shows all projects, as a choice of that view
 * unless it is shown already; collapsing it leaves the view as it is. The list is open only while
 * a view is shown, so whatever leads to no view (Close, Back or Forward onto an entry without one)
 * collapses it, and 'Projects' always opens it again.
 */
export const workPlanSidePanelMachine = setup({
  types: {
    context: {} as WorkPlanSidePanelContext,
    events: {} as WorkPlanSidePanelEvent,
    input: {} as WorkPlanSidePanelInput,
    tags: {} as 'projectsOpen',
  },
  actions: {
    /** The router's part: put the query into the URL without reloading the page. */
    writeQuery: notProvided<[unknown, SidePanelQueryUpdate]>('writeQuery'),
    choose: assign(({ context }, selection: SidePanelSelection) => pushed(context, selection)),
    goBack: assign(({ context }) => movedBy(context, -1)),
    goForward: assign(({ context }) => movedBy(context, 1)),
  },
  guards: {
    viewIs: ({ context }, view: SidePanelView) => context.selection.view === view,
    isShown: ({ context }, selection: SidePanelSelection) => sameSelection(context.selection, selection),
    isPrevious: ({ context }, selection: SidePanelSelection) => {
      const previous = entryAt(context, -1);
      return previous !== undefined && sameSelection(previous, selection);
    },
    isNext: ({ context }, selection: SidePanelSelection) => {
      const next = entryAt(context, 1);
      return next !== undefined && sameSelection(next, selection);
    },
    canGoBack: ({ context }) => context.position > 0,
    canGoForward: ({ context }) => context.position < context.history.length - 1,
  },
}).createMachine({
  id: 'workPlanSidePanel',
  context: ({ input }) => {
    const selection = selectionFromQuery(input.query);
    return { selection, history: [selection], position: 0 };
  },
  type: 'parallel',
  states: {
    view: {
      initial: 'settling',
      on: {
        'panel.show': [
          { guard: { type: 'isShown', params: ({ event }) => normaliseSelection(event.selection) } },
          {
            target: '.settling',
            actions: [
              { type: 'choose', params: ({ event }) => normaliseSelection(event.selection) },
              { type: 'writeQuery', params: ({ context }) => queryFromSelection(context.selection) },
            ],
          },
        ],
        'panel.close': [
          { guard: { type: 'isShown', params: NO_SELECTION } },
          {
            target: '.settling',
            actions: [{ type: 'choose', params: NO_SELECTION }, { type: 'writeQuery', params: ({ context }) => queryFromSelection(context.selection) }],
          },
        ],
        'panel.url': [
          { guard: { type: 'isShown', params: ({ event }) => selectionFromQuery(event.query) } },
          { guard: { type: 'isPrevious', params: ({ event }) => selectionFromQuery(event.query) }, target: '.settling', actions: 'goBack' },
          { guard: { type: 'isNext', params: ({ event }) => selectionFromQuery(event.query) }, target: '.settling', actions: 'goForward' },
          { target: '.settling', actions: { type: 'choose', params: ({ event }) => selectionFromQuery(event.query) } },
        ],
        'panel.back': {
          guard: 'canGoBack',
          target: '.settling',
          actions: ['goBack', { type: 'writeQuery', params: ({ context }) => queryFromSelection(context.selection) }],
        },
        'panel.forward': {
          guard: 'canGoForward',
          target: '.settling',
          actions: ['goForward', { type: 'writeQuery', params: ({ context }) => queryFromSelection(context.selection) }],
        },
        'panel.projects.toggle': [
          { guard: stateIn({ projects: 'open' }) },
          { guard: { type: 'isShown', params: ALL_PROJECTS } },
          {
            target: '.settling',
            actions: [{ type: 'choose', params: ALL_PROJECTS }, { type: 'writeQuery', params: ({ context }) => queryFromSelection(context.selection) }],
          },
        ],
      },
      states: {
        settling: {
          always: SIDE_PANEL_VIEWS.map((view) => ({ guard: { type: 'viewIs' as const, params: view }, target: view })),
        },
        unknown: {},
        all_projects: {},
        project_details: {},
        project_phases: {},
        phase_details: {},
        phase_treatments: {},
        treatment_details: {},
        unlinked_treatment_details: {},
        asset_details: {},
      },
    },
    projects: {
      initial: 'collapsed',
      states: {
        collapsed: {
          on: { 'panel.projects.toggle': 'open' },
        },
        open: {
          tags: 'projectsOpen',
          always: { guard: { type: 'isShown', params: NO_SELECTION }, target: 'collapsed' },
          on: { 'panel.projects.toggle': 'collapsed' },
        },
      },
    },
  },
});

/** The panel's width in px, for the view's layout. */
export const sidePanelWidth = (snapshot: SnapshotFrom<typeof workPlanSidePanelMachine>) =>
  snapshot.hasTag('projectsOpen') ? SIDE_PANEL_WIDTH.open : SIDE_PANEL_WIDTH.collapsed;
