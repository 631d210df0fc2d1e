import { and, assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { WORK_PLAN_LIST_MAX, type WorkPlanSettings } from '../api/schemas/workPlan.schema';
import { errorOf } from './eventParams';
import { moveInOrder } from './moveInOrder';
import { notProvided } from './notProvided';
import {
  budgetsFor,
  draftOf,
  emptyDraft,
  itemInputOf,
  itemProblem,
  itemsOf,
  type ItemDraft,
  type WorkPlanListItem,
  type WorkPlanListName,
} from './workPlanSettingsItems';

export type WorkPlanSettingsListInput = { workPlanId: string; list: WorkPlanListName; settings: WorkPlanSettings };

/** The item being added (`itemId` null) or changed in the dialog. */
export type ItemEditor = { itemId: string | null; draft: ItemDraft };

export type SaveItemInput = { workPlanId: string; list: WorkPlanListName; itemId: string | null; body: Record<string, unknown> };
export type RemoveItemInput = { workPlanId: string; list: WorkPlanListName; itemId: string };
export type OrderItemsInput = { workPlanId: string; list: WorkPlanListName; ids: string[] };

export type WorkPlanSettingsListContext = {
  workPlanId: string;
  list: WorkPlanListName;
  /** The list as the server holds it, or as it is being reordered. */
  items: WorkPlanListItem[];
  /** The saved planning years: a funding source has one budget for each. */
  years: number;
  editor: ItemEditor | null;
  /** The item whose removal waits for the planner's confirmation. */
  removing: WorkPlanListItem | null;
  /** The order before a reorder that is being saved, to go back to if it is refused. */
  previousOrder: WorkPlanListItem[] | null;
  failure: ApiFailure | null;
};

export type WorkPlanSettingsListEvent =
  | { type: 'item.add' }
  | { type: 'item.edit'; id: string }
  | { type: 'draft.change'; changes: Partial<ItemDraft> }
  | { type: 'editor.cancel' }
  | { type: 'editor.submit' }
  | { type: 'item.remove'; id: string }
  | { type: 'remove.cancel' }
  | { type: 'remove.confirm' }
  /** The item at `from` moves to `to` (0-based, as the list shows them): a drag and the arrows send it alike. */
  | { type: 'item.move'; from: number; to: number }
  /**
   * The plan's settings as another part of the tab saved them (a new time frame resizes the
   * budgets). A write under way ignores them: its answer brings the settings as they then are.
   */
  | { type: 'settings.changed'; settings: WorkPlanSettings };

const fromSettings = (list: WorkPlanListName, settings: WorkPlanSettings) => ({
  items: itemsOf(settings, list),
  years: settings.time_frame.planning_years,
});

/**
 * One ordered list of a work plan's settings (SPEC 2 "Work Plan settings"): funding sources with a
 * budget per planning year, priority types, status types with a colour, or user-defined fields.
 * Each change is written at once: an item is added or changed in a dialog, removed after a
 * confirmation, or moved (the new order shows at once and goes back if the server refuses it).
 * Every write answers the plan's settings, which become the list and are published; SPEC 8's
 * toast follows. A refused write keeps the dialog as the planner typed it, with the server's reason.
 */
export const workPlanSettingsListMachine = setup({
  types: {
    context: {} as WorkPlanSettingsListContext,
    events: {} as WorkPlanSettingsListEvent,
    input: {} as WorkPlanSettingsListInput,
    tags: {} as 'busy' | 'error' | 'editor' | 'confirm',
  },
  actors: {
    saveItem: fromPromise<WorkPlanSettings, SaveItemInput>(notProvided('saveItem')),
    removeItem: fromPromise<WorkPlanSettings, RemoveItemInput>(notProvided('removeItem')),
    orderItems: fromPromise<WorkPlanSettings, OrderItemsInput>(notProvided('orderItems')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishSettings: notProvided<[unknown, WorkPlanSettings]>('publishSettings'),
    openNew: assign({ editor: ({ context }) => ({ itemId: null, draft: emptyDraft(context.years) }), failure: null }),
    openItem: assign({
      editor: ({ context }, id: string) => ({ itemId: id, draft: draftOf(context.items.find((item) => item.id === id)!, context.years) }),
      failure: null,
    }),
    changeDraft: assign({
      editor: ({ context }, changes: Partial<ItemDraft>) => {
        const { itemId, draft } = context.editor!;
        const next = { ...draft, ...changes };
        // Only a list field has options: another type drops them, so that switching back starts empty.
        return { itemId, draft: next.type === 'list' ? next : { ...next, options: [] } };
      },
    }),
    closeEditor: assign({ editor: null, failure: null }),
    askRemoval: assign({ removing: ({ context }, id: string) => context.items.find((item) => item.id === id)!, failure: null }),
    clearRemoval: assign({ removing: null, failure: null }),
    moveItem: assign(({ context }, { from, to }: { from: number; to: number }) => ({
      previousOrder: context.items,
      items: moveInOrder(context.items, from, to),
      failure: null,
    })),
    restoreOrder: assign({ items: ({ context }) => context.previousOrder ?? context.items, previousOrder: null }),
    storeSettings: assign(({ context }, settings: WorkPlanSettings) => {
      const { items, years } = fromSettings(context.list, settings);
      const editor = context.editor && { ...context.editor, draft: { ...context.editor.draft, budgets: budgetsFor(context.editor.draft.budgets, years) } };
      return { items, years, editor, previousOrder: null };
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasRoom: ({ context }) => context.items.length < WORK_PLAN_LIST_MAX,
    isItem: ({ context }, id: string) => context.items.some((item) => item.id === id),
    changesOrder: ({ context }, { from, to }: { from: number; to: number }) =>
      from !== to && [from, to].every((index) => Number.isInteger(index) && index >= 0 && index < context.items.length),
    isDraftValid: ({ context }) => itemProblem(context.list, context.editor!.draft, context.items, context.editor!.itemId) === null,
    isDraftChanged: ({ context }) => {
      const { itemId, draft } = context.editor!;
      const item = context.items.find((candidate) => candidate.id === itemId);
      return !item || JSON.stringify(itemInputOf(context.list, draft)) !== JSON.stringify(itemInputOf(context.list, draftOf(item, context.years)));
    },
  },
}).createMachine({
  id: 'workPlanSettingsList',
  context: ({ input }) => ({
    workPlanId: input.workPlanId,
    list: input.list,
    ...fromSettings(input.list, input.settings),
    editor: null,
    removing: null,
    previousOrder: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => event.settings } },
        'item.add': { guard: 'hasRoom', target: 'editing', actions: 'openNew' },
        'item.edit': { guard: { type: 'isItem', params: ({ event }) => event.id }, target: 'editing', actions: { type: 'openItem', params: ({ event }) => event.id } },
        'item.remove': { guard: { type: 'isItem', params: ({ event }) => event.id }, target: 'confirmingRemoval', actions: { type: 'askRemoval', params: ({ event }) => event.id } },
        'item.move': { guard: { type: 'changesOrder', params: ({ event }) => event }, target: 'reordering', actions: { type: 'moveItem', params: ({ event }) => event } },
      },
      states: {
        ready: {},
        /** A new order was refused: the list is back as it was, with the reason, until the next change. */
        failed: { tags: 'error', exit: 'clearFailure' },
      },
    },
    editing: {
      tags: 'editor',
      initial: 'ready',
      on: {
        'draft.change': { target: '.ready', actions: { type: 'changeDraft', params: ({ event }) => event.changes } },
        'editor.cancel': { target: 'idle', actions: 'closeEditor' },
        'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => event.settings } },
        'editor.submit': { guard: and(['isDraftChanged', 'isDraftValid']), target: 'savingItem' },
      },
      states: {
        ready: {},
        failed: { tags: 'error', exit: 'clearFailure' },
      },
    },
    savingItem: {
      tags: ['editor', 'busy'],
      invoke: {
        id: 'saveItem',
        src: 'saveItem',
        input: ({ context }) => ({
          workPlanId: context.workPlanId,
          list: context.list,
          itemId: context.editor!.itemId,
          body: itemInputOf(context.list, context.editor!.draft),
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeSettings', params: ({ event }) => event.output }, 'closeEditor', { type: 'publishSettings', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: { target: 'editing.failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    confirmingRemoval: {
      tags: 'confirm',
      initial: 'ready',
      on: {
        'remove.cancel': { target: 'idle', actions: 'clearRemoval' },
        'settings.changed': { actions: { type: 'storeSettings', params: ({ event }) => event.settings } },
        'remove.confirm': { target: 'removingItem' },
      },
      states: {
        ready: {},
        failed: { tags: 'error', exit: 'clearFailure' },
      },
    },
    removingItem: {
      tags: ['confirm', 'busy'],
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ workPlanId: context.workPlanId, list: context.list, itemId: context.removing!.id }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeSettings', params: ({ event }) => event.output }, 'clearRemoval', { type: 'publishSettings', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: { target: 'confirmingRemoval.failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    reordering: {
      tags: 'busy',
      invoke: {
        id: 'orderItems',
        src: 'orderItems',
        input: ({ context }) => ({ workPlanId: context.workPlanId, list: context.list, ids: context.items.map((item) => item.id) }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeSettings', params: ({ event }) => event.output }, { type: 'publishSettings', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: { target: 'idle.failed', actions: ['restoreOrder', { type: 'storeFailure', params: errorOf }] },
      },
    },
  },
});
