import type { ApiFailure } from '../../../src/api/apiError';
import type { StatusItem, WorkPlanSettings } from '../../../src/api/schemas/workPlan.schema';
import { workPlanSettingsListMachine } from '../../../src/machines/workPlanSettingsList.machine';
import { statusListInput } from '../harness/workPlanSettingsList.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';
import { APPROVED, ON_HOLD, PROPOSED, SETTINGS_WORK_PLAN_ID as ID, threeYearSettings, workPlanSettings as SETTINGS } from '../support/workPlanSettingsFixtures';

type Draft = { name: string; colour: string; type: string; options: string[]; required: boolean; budgets: Array<number | null> };
type Expected = {
  workPlanId: string;
  list: 'status_items';
  items: StatusItem[];
  years: number;
  editor: { itemId: string | null; draft: Draft } | null;
  removing: StatusItem | null;
  previousOrder: StatusItem[] | null;
  failure: ApiFailure | null;
};

const [proposed, approved] = SETTINGS.status_items as [StatusItem, StatusItem];
const onHold: StatusItem = { id: ON_HOLD, name: 'On hold', order: 2, colour: '#f59e0b' };
/** The server's answers: each write returns the plan's settings, the list as it now is. */
const WITH_ON_HOLD: WorkPlanSettings = { ...SETTINGS, status_items: [proposed, approved, onHold] };
const WITHOUT_PROPOSED: WorkPlanSettings = { ...SETTINGS, status_items: [{ ...approved, order: 0 }] };
const REORDERED: WorkPlanSettings = { ...SETTINGS, status_items: [{ ...approved, order: 0 }, { ...proposed, order: 1 }] };

const NAME_TAKEN = apiError(409, 'This name is already in the list. Choose another.');
const STALE = apiError(409, 'The list has changed since you loaded it. Please refresh and try again.');
const UNAVAILABLE = apiError(503, 'Service unavailable');
const failureOf = (error: { status: number; message: string }): ApiFailure => ({ status: error.status, message: error.message });

/** A new status starts unnamed, in slate; the draft carries every list's fields, a budget per planning year among them. */
const emptyDraft = (years: number): Draft => ({ name: '', colour: '#64748b', type: 'text', options: [], required: false, budgets: Array.from({ length: years }, () => null) });
const draftOf = (item: StatusItem, years: number): Draft => ({ ...emptyDraft(years), name: item.name, colour: item.colour });

/** Names are unique in a list regardless of case (the server's 409); a colour is #rrggbb. */
function problemOf({ editor, items }: Expected): string | null {
  if (!editor) return null;
  const name = editor.draft.name.trim();
  if (name === '') return 'a name is required';
  if (items.some((item) => item.id !== editor.itemId && item.name.toLowerCase() === name.toLowerCase())) return `'This name is already in the list.'`;
  if (!/^#[0-9a-f]{6}$/i.test(editor.draft.colour)) return 'the colour is not #rrggbb';
  return null;
}
const isChanged = ({ editor, items }: Expected) => {
  const item = items.find((candidate) => candidate.id === editor!.itemId);
  return !item || item.name !== editor!.draft.name.trim() || item.colour !== editor!.draft.colour.toLowerCase();
};
const bodyOf = ({ editor }: Expected) => ({ name: editor!.draft.name.trim(), colour: editor!.draft.colour.toLowerCase() });
const shown = (items: StatusItem[]) => items.map((item) => `${item.name} ${item.colour}`).join(', ');

const changeDraft =
  (changes: Partial<Draft>) =>
  (context: Expected): ModelStep<Expected> => ({ to: 'editing.ready', context: { editor: { ...context.editor!, draft: { ...context.editor!.draft, ...changes } }, failure: null } });
/** A write answered: the list is the server's, the dialog closes, the page hears of it and SPEC 8's toast shows. */
const written = (settings: WorkPlanSettings, closes: Partial<Expected>): ModelStep<Expected> => ({
  to: 'idle.ready',
  context: { items: settings.status_items, years: settings.time_frame.planning_years, previousOrder: null, ...closes },
  calls: { publishSettings: [settings], notifySaved: [undefined] },
});

/**
 * SPEC 2 "Work Plan settings" (status types, one of the plan's ordered lists), SPEC 3 "Work Plan"
 * (status items), SPEC 5 (unique names, permanent deletion), SPEC 8 ('status types updated').
 * Each change is written at once: a dialog adds or changes a status, a deletion is confirmed, a
 * drag saves the new order (shown at once, restored when refused). A refused write keeps what the
 * planner typed, with the server's reason; a time frame saved elsewhere resizes the budgets.
 */
export const workPlanSettingsListModel = machineModel({
  name: 'workPlanSettingsList',
  machine: workPlanSettingsListMachine,
  starts: [
    {
      label: 'status types opened by an Editor',
      input: statusListInput,
      state: 'idle.ready',
      context: { workPlanId: ID, list: 'status_items', items: SETTINGS.status_items, years: 5, editor: null, removing: null, previousOrder: null, failure: null } as Expected,
    },
  ],
  events: {
    'the user adds a status': { type: 'item.add' },
    'the user edits Approved': { type: 'item.edit', id: APPROVED },
    'the user names it "On hold"': { type: 'draft.change', changes: { name: 'On hold' } },
    'the user names it "proposed"': { type: 'draft.change', changes: { name: 'proposed' } },
    'the user picks amber': { type: 'draft.change', changes: { colour: '#F59E0B' } },
    'the user cancels the dialog': { type: 'editor.cancel' },
    'the user saves the status': { type: 'editor.submit' },
    'the status is saved': { type: 'xstate.done.actor.saveItem', output: WITH_ON_HOLD },
    'the server refuses the name': { type: 'xstate.error.actor.saveItem', error: NAME_TAKEN },
    'the user deletes Proposed': { type: 'item.remove', id: PROPOSED },
    'the user keeps it': { type: 'remove.cancel' },
    'the user confirms the deletion': { type: 'remove.confirm' },
    'Proposed is deleted': { type: 'xstate.done.actor.removeItem', output: WITHOUT_PROPOSED },
    'deleting fails': { type: 'xstate.error.actor.removeItem', error: UNAVAILABLE },
    'the user drags the second status to the top': { type: 'item.move', from: 1, to: 0 },
    'the user drops the first status onto itself': { type: 'item.move', from: 0, to: 0 },
    'the new order is saved': { type: 'xstate.done.actor.orderItems', output: REORDERED },
    'the new order is refused': { type: 'xstate.error.actor.orderItems', error: STALE },
    'the time frame is saved with three years': { type: 'settings.changed', settings: threeYearSettings },
  },
  states: {
    idle: { says: (context) => `the status types (${shown(context.items)})` },
    'idle.ready': {},
    'idle.failed': { says: ({ failure }) => `the order restored with "${failure?.message}"`, tags: ['error'] },
    editing: {
      says: (context) => `the dialog for ${context.editor?.itemId ? 'a status' : 'a new status'} "${context.editor?.draft.name}" ${context.editor?.draft.colour}${problemOf(context) ? `, ${problemOf(context)}` : ''}`,
      tags: ['editor'],
    },
    'editing.ready': {},
    'editing.failed': { says: ({ failure }) => `"${failure?.message}"`, tags: ['editor', 'error'] },
    savingItem: {
      says: 'saving the status',
      tags: ['editor', 'busy'],
      invoked: (context) => ({ saveItem: { workPlanId: ID, list: 'status_items', itemId: context.editor!.itemId, body: bodyOf(context) } }),
    },
    confirmingRemoval: { says: ({ removing }) => `asking to delete ${removing?.name}`, tags: ['confirm'] },
    'confirmingRemoval.ready': {},
    'confirmingRemoval.failed': { says: ({ failure }) => `"${failure?.message}"`, tags: ['confirm', 'error'] },
    removingItem: { says: ({ removing }) => `deleting ${removing?.name}`, tags: ['confirm', 'busy'], invoked: ({ removing }) => ({ removeItem: { workPlanId: ID, list: 'status_items', itemId: removing!.id } }) },
    reordering: {
      says: (context) => `saving the order ${shown(context.items)}`,
      tags: ['busy'],
      invoked: ({ items }) => ({ orderItems: { workPlanId: ID, list: 'status_items', ids: items.map((item) => item.id) } }),
    },
  },
  transitions: {
    // Unless a write is under way (its answer is the latest), the list follows settings saved by another card; an open dialog's budgets follow the planning years.
    idle: {
      'the user adds a status': (context) => (context.items.length < 200 ? { to: 'editing.ready', context: { editor: { itemId: null, draft: emptyDraft(context.years) }, failure: null } } : {}),
      'the user edits Approved': (context) => {
        const item = context.items.find((candidate) => candidate.id === APPROVED);
        return item ? { to: 'editing.ready', context: { editor: { itemId: APPROVED, draft: draftOf(item, context.years) }, failure: null } } : {};
      },
      'the user deletes Proposed': (context) => {
        const item = context.items.find((candidate) => candidate.id === PROPOSED);
        return item ? { to: 'confirmingRemoval.ready', context: { removing: item, failure: null } } : {};
      },
      'the user drags the second status to the top': (context) => {
        if (context.items.length < 2) return {};
        const [first, second, ...rest] = context.items;
        return { to: 'reordering', context: { previousOrder: context.items, items: [second!, first!, ...rest], failure: null } };
      },
      'the time frame is saved with three years': { context: { items: threeYearSettings.status_items, years: 3, previousOrder: null } },
    },
    editing: {
      'the user names it "On hold"': changeDraft({ name: 'On hold' }),
      'the user names it "proposed"': changeDraft({ name: 'proposed' }),
      'the user picks amber': changeDraft({ colour: '#F59E0B' }),
      'the user cancels the dialog': { to: 'idle.ready', context: { editor: null, failure: null } },
      'the user saves the status': (context) => (isChanged(context) && problemOf(context) === null ? { to: 'savingItem', context: { failure: null } } : {}),
      'the time frame is saved with three years': (context) => ({
        context: { items: threeYearSettings.status_items, years: 3, previousOrder: null, editor: { ...context.editor!, draft: { ...context.editor!.draft, budgets: [null, null, null] } } },
      }),
    },
    savingItem: {
      'the status is saved': written(WITH_ON_HOLD, { editor: null, failure: null }),
      'the server refuses the name': { to: 'editing.failed', context: { failure: failureOf(NAME_TAKEN) } },
    },
    confirmingRemoval: {
      'the user keeps it': { to: 'idle.ready', context: { removing: null, failure: null } },
      'the user confirms the deletion': { to: 'removingItem', context: { failure: null } },
      'the time frame is saved with three years': { context: { items: threeYearSettings.status_items, years: 3, previousOrder: null } },
    },
    removingItem: {
      'Proposed is deleted': written(WITHOUT_PROPOSED, { removing: null, failure: null }),
      'deleting fails': { to: 'confirmingRemoval.failed', context: { failure: failureOf(UNAVAILABLE) } },
    },
    reordering: {
      'the new order is saved': written(REORDERED, {}),
      'the new order is refused': (context) => ({ to: 'idle.failed', context: { items: context.previousOrder ?? context.items, previousOrder: null, failure: failureOf(STALE) } }),
    },
  },
});
