import { assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import {
  SETTINGS_LIST_MAX,
  type UdfKind,
  type WorkspaceSettings,
  type WorkspaceSettingsInput,
} from '../api/schemas/workspaceSettings.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { moveInOrder } from './moveInOrder';
import { notProvided } from './notProvided';
import {
  draftOf,
  isDraftChanged,
  isDraftValid,
  newItem,
  settingsInputOf,
  type DraftField,
  type DraftItem,
  type SettingsDraft,
  type SettingsListName,
} from './workspaceSettingsDraft';

export type WorkspaceSettingsMachineInput = { workspaceId: string; saved: WorkspaceSettings };

export type WorkspaceSettingsContext = {
  workspaceId: string;
  /** What the server holds; Reset goes back to it. */
  saved: WorkspaceSettings;
  draft: SettingsDraft;
  /** How many items were added, so that each new row has a key of its own. */
  added: number;
  failure: ApiFailure | null;
};

export type WorkspaceSettingsEvent =
  | { type: 'item.add'; list: SettingsListName }
  | { type: 'item.rename'; list: SettingsListName; index: number; name: string }
  | { type: 'item.remove'; list: SettingsListName; index: number }
  /** The item at `from` moves to `to` (0-based, as the list shows them): the arrows and a drag send it alike. */
  | { type: 'item.move'; list: SettingsListName; from: number; to: number }
  | { type: 'field.kind'; index: number; kind: UdfKind }
  | { type: 'field.options'; index: number; options: string[] }
  | { type: 'settings.reset' }
  | { type: 'settings.submit' };

type Row = { list: SettingsListName; index: number };
type Move = { list: SettingsListName; from: number; to: number };

const inList = (draft: SettingsDraft, list: SettingsListName, index: number) => Number.isInteger(index) && index >= 0 && index < draft[list].length;

/** The draft with one list replaced; the list keeps its item type (a field stays a field). */
function withList(draft: SettingsDraft, list: SettingsListName, change: (items: DraftItem[]) => DraftItem[]): SettingsDraft {
  return { ...draft, [list]: change(draft[list]) };
}

function withField(draft: SettingsDraft, index: number, change: (field: DraftField) => DraftField): SettingsDraft {
  return { ...draft, udf_fields: draft.udf_fields.map((field, at) => (at === index ? change(field) : field)) };
}

export const areListsDirty = ({ draft, saved }: WorkspaceSettingsContext) => isDraftChanged(draft, saved);

/**
 * The four ordered lists of a workspace's settings (SPEC 2 "Workspace detail"): funding sources,
 * status items, priority items and user-defined fields. The planner adds, renames, removes and
 * reorders items, and one Save replaces the settings as a whole. A blank name keeps Save off; a
 * repeated name is only a warning (SPEC 5). The server's answer (new items with their ids) becomes
 * what Reset goes back to and is published to the page; `form.dirty` tells the app actor at every
 * change whether there is something unsaved.
 */
export const workspaceSettingsMachine = setup({
  types: {
    context: {} as WorkspaceSettingsContext,
    events: {} as WorkspaceSettingsEvent,
    input: {} as WorkspaceSettingsMachineInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    saveSettings: fromPromise<WorkspaceSettings, { workspaceId: string; settings: WorkspaceSettingsInput }>(notProvided('saveSettings')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishSettings: notProvided<[unknown, WorkspaceSettings]>('publishSettings'),
    addItem: assign(({ context }, list: SettingsListName) => ({
      added: context.added + 1,
      draft: withList(context.draft, list, (items) => [...items, newItem(list, `new-${context.added + 1}`)]),
    })),
    renameItem: assign({
      draft: ({ context }, { list, index, name }: Row & { name: string }) =>
        withList(context.draft, list, (items) => items.map((item, at) => (at === index ? { ...item, name } : item))),
    }),
    removeItem: assign({
      draft: ({ context }, { list, index }: Row) => withList(context.draft, list, (items) => items.filter((_, at) => at !== index)),
    }),
    moveItem: assign({
      draft: ({ context }, { list, from, to }: Move) => withList(context.draft, list, (items) => moveInOrder(items, from, to)),
    }),
    /** Only a list field has options: another kind drops them, so that switching back starts empty. */
    changeKind: assign({
      draft: ({ context }, { index, kind }: { index: number; kind: UdfKind }) =>
        withField(context.draft, index, (field) => ({ ...field, kind, options: kind === 'list' ? field.options : [] })),
    }),
    changeOptions: assign({
      draft: ({ context }, { index, options }: { index: number; options: string[] }) =>
        withField(context.draft, index, (field) => ({ ...field, options })),
    }),
    resetDraft: assign({ draft: ({ context }) => draftOf(context.saved) }),
    storeSaved: assign({
      saved: (_, settings: WorkspaceSettings) => settings,
      draft: (_, settings: WorkspaceSettings) => draftOf(settings),
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearFailure: assign({ failure: null }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: areListsDirty(context) })),
  },
  guards: {
    hasRoom: ({ context }, list: SettingsListName) => context.draft[list].length < SETTINGS_LIST_MAX,
    isRow: ({ context }, { list, index }: Row) => inList(context.draft, list, index),
    isField: ({ context }, index: number) => inList(context.draft, 'udf_fields', index),
    changesOrder: ({ context }, { list, from, to }: Move) => from !== to && inList(context.draft, list, from) && inList(context.draft, list, to),
    canSave: ({ context }) => areListsDirty(context) && isDraftValid(context.draft),
  },
}).createMachine({
  id: 'workspaceSettings',
  context: ({ input }) => ({ workspaceId: input.workspaceId, saved: input.saved, draft: draftOf(input.saved), added: 0, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'item.add': {
          guard: { type: 'hasRoom', params: ({ event }) => event.list },
          target: '.idle',
          actions: [{ type: 'addItem', params: ({ event }) => event.list }, 'reportDirty'],
        },
        'item.rename': {
          guard: { type: 'isRow', params: ({ event }) => event },
          target: '.idle',
          actions: [{ type: 'renameItem', params: ({ event }) => event }, 'reportDirty'],
        },
        'item.remove': {
          guard: { type: 'isRow', params: ({ event }) => event },
          target: '.idle',
          actions: [{ type: 'removeItem', params: ({ event }) => event }, 'reportDirty'],
        },
        'item.move': {
          guard: { type: 'changesOrder', params: ({ event }) => event },
          target: '.idle',
          actions: [{ type: 'moveItem', params: ({ event }) => event }, 'reportDirty'],
        },
        'field.kind': {
          guard: { type: 'isField', params: ({ event }) => event.index },
          target: '.idle',
          actions: [{ type: 'changeKind', params: ({ event }) => event }, 'reportDirty'],
        },
        'field.options': {
          guard: { type: 'isField', params: ({ event }) => event.index },
          target: '.idle',
          actions: [{ type: 'changeOptions', params: ({ event }) => event }, 'reportDirty'],
        },
        'settings.reset': { target: '.idle', actions: ['resetDraft', 'reportDirty'] },
        'settings.submit': { guard: 'canSave', target: 'saving' },
      },
      states: {
        idle: {},
        /** The save was refused: the edits stay, with the reason, until the next change. */
        failed: { tags: 'error', exit: 'clearFailure' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ workspaceId: context.workspaceId, settings: settingsInputOf(context.draft) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            'reportDirty',
            { type: 'publishSettings', params: ({ event }) => event.output },
            'notifySaved',
          ],
        },
        onError: { target: 'editing.failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
  },
});
