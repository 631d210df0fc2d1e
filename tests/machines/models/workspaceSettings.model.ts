import type { ApiFailure } from '../../../src/api/apiError';
import type { WorkspaceSettings } from '../../../src/api/schemas/workspaceSettings.schema';
import { workspaceSettingsMachine } from '../../../src/machines/workspaceSettings.machine';
import { settingsListsInput } from '../harness/workspaceSettings.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Row = { key: string; id?: string; name: string };
type FieldRow = Row & { kind: string; options: string[] };
type Lists = { funding_sources: Row[]; status_items: Row[]; priority_items: Row[]; udf_fields: FieldRow[] };
type ListName = keyof Lists;
type Expected = { workspaceId: string; saved: WorkspaceSettings; draft: Lists; added: number; failure: ApiFailure | null };

const ID = settingsListsInput.workspaceId;
const SAVED = settingsListsInput.saved;
const LIST_NAMES: ListName[] = ['funding_sources', 'status_items', 'priority_items', 'udf_fields'];
const SUBMIT = 'the user presses Save lists';
const STALE = 'The settings have changed since you loaded them. Please refresh and try again.';

/** The server's answer to a save: every item with its id, the new ones included. */
const answer: WorkspaceSettings = {
  ...SAVED,
  funding_sources: [...SAVED.funding_sources, { id: '6ab1df07-8192-44a4-8f50-6b7c8d9eafb1', name: 'Reserves' }],
};

/** Rows as the editor starts them from saved settings: each keyed by its id. */
const rowsOf = (settings: WorkspaceSettings): Lists => ({
  funding_sources: settings.funding_sources.map((item) => ({ key: item.id, ...item })),
  status_items: settings.status_items.map((item) => ({ key: item.id, ...item })),
  priority_items: settings.priority_items.map((item) => ({ key: item.id, ...item })),
  udf_fields: settings.udf_fields.map((field) => ({ key: field.id, ...field })),
});

const withoutKeys = (lists: Lists) => LIST_NAMES.map((list) => lists[list].map((row) => Object.entries(row).filter(([field]) => field !== 'key')));
const isDirty = ({ draft, saved }: Expected) => JSON.stringify(withoutKeys(draft)) !== JSON.stringify(withoutKeys(rowsOf(saved)));
/** SPEC 5: every name 1-50 visible characters; a list field offers at least one option, each once. Repeated names are allowed. */
const problemsOf = ({ draft }: Expected) =>
  LIST_NAMES.flatMap((list) =>
    draft[list].flatMap((row, index) => {
      const where = `${list} ${index + 1}`;
      if (row.name.trim() === '') return [`${where} needs a name`];
      const field = row as FieldRow;
      if (list === 'udf_fields' && field.kind === 'list' && field.options.length === 0) return [`${where} needs options`];
      return [];
    }),
  );
const repeatsOf = ({ draft }: Expected) =>
  LIST_NAMES.flatMap((list) =>
    draft[list].flatMap((row, index) =>
      draft[list].slice(0, index).some((earlier) => earlier.name.trim().toLowerCase() === row.name.trim().toLowerCase() && row.name.trim() !== '')
        ? [`"${row.name}"`]
        : [],
    ),
  );
/** What PUT /workspaces/{id}/settings is sent: trimmed names, ids kept, options only for a list field. */
const bodyOf = ({ draft }: Expected) => ({
  funding_sources: draft.funding_sources.map(({ id, name }) => (id ? { id, name: name.trim() } : { name: name.trim() })),
  status_items: draft.status_items.map(({ id, name }) => (id ? { id, name: name.trim() } : { name: name.trim() })),
  priority_items: draft.priority_items.map(({ id, name }) => (id ? { id, name: name.trim() } : { name: name.trim() })),
  udf_fields: draft.udf_fields.map(({ id, name, kind, options }) => ({
    ...(id ? { id } : {}),
    name: name.trim(),
    kind,
    options: kind === 'list' ? options : [],
  })),
});

/** An edit: the draft changes, a refusal shown until now goes, and the app hears whether the lists now differ from the saved ones. */
const edit =
  (change: (context: Expected) => Partial<Expected> | null) =>
  (context: Expected): ModelStep<Expected> => {
    const changed = change(context);
    if (!changed) return {};
    return { to: 'editing.idle', context: { ...changed, failure: null }, calls: { reportDirty: [undefined] } };
  };
const inList = (context: Expected, list: ListName, index: number) => index >= 0 && index < context.draft[list].length;
const replaceRow = (context: Expected, list: ListName, index: number, change: (row: FieldRow) => Row) => ({
  draft: { ...context.draft, [list]: context.draft[list].map((row, at) => (at === index ? change(row as FieldRow) : row)) },
});

/**
 * SPEC 2 "Workspace detail": the settings' funding sources, status items, priority items and
 * user-defined fields, each an ordered list (issue 13); SPEC 5: a repeated name is only a warning,
 * 'We recommend names be unique'; SPEC 8 "Success toasts": one toast when the lists are saved.
 * A blank name or a list field without options keeps Save off; Reset goes back to the saved lists.
 */
export const workspaceSettingsModel = machineModel({
  name: 'workspaceSettings',
  machine: workspaceSettingsMachine,
  starts: [
    {
      label: 'settings tab opened by an Editor',
      input: settingsListsInput,
      state: 'editing.idle',
      context: { workspaceId: ID, saved: SAVED, draft: rowsOf(SAVED), added: 0, failure: null } as Expected,
    },
  ],
  events: {
    'the user adds a funding source': { type: 'item.add', list: 'funding_sources' },
    'the user names the third funding source "Reserves"': { type: 'item.rename', list: 'funding_sources', index: 2, name: 'Reserves' },
    'the user renames the first funding source "capital works"': { type: 'item.rename', list: 'funding_sources', index: 0, name: 'capital works' },
    'the user blanks the first status item': { type: 'item.rename', list: 'status_items', index: 0, name: '  ' },
    'the user moves the second funding source up': { type: 'item.move', list: 'funding_sources', from: 1, to: 0 },
    'the user drops a funding source onto itself': { type: 'item.move', list: 'funding_sources', from: 0, to: 0 },
    'the user removes the first priority item': { type: 'item.remove', list: 'priority_items', index: 0 },
    'the user adds a field': { type: 'item.add', list: 'udf_fields' },
    'the user makes the first field a number': { type: 'field.kind', index: 0, kind: 'number' },
    'the user makes the first field a list': { type: 'field.kind', index: 0, kind: 'list' },
    'the user gives the first field the options North, South and East': { type: 'field.options', index: 0, options: ['North', 'South', 'East'] },
    'the user clears the first field’s options': { type: 'field.options', index: 0, options: [] },
    'the user resets the lists': { type: 'settings.reset' },
    [SUBMIT]: { type: 'settings.submit' },
    'the settings are saved': { type: 'xstate.done.actor.saveSettings', output: answer },
    'the server refuses': { type: 'xstate.error.actor.saveSettings', error: apiError(409, STALE) },
  },
  states: {
    editing: {
      says: (context) =>
        [
          `the lists (${LIST_NAMES.map((list) => context.draft[list].map((row) => row.name || '…').join(', ') || '-').join(' | ')})`,
          isDirty(context) ? 'with unsaved changes' : 'as saved',
          ...problemsOf(context),
          ...repeatsOf(context).map((name) => `${name}: 'We recommend names be unique'`),
        ].join(', '),
    },
    'editing.idle': {},
    'editing.failed': { says: ({ failure }) => `"${failure?.message}"`, tags: ['error'] },
    saving: {
      says: 'saving the four lists',
      tags: ['busy'],
      invoked: (context) => ({ saveSettings: { workspaceId: ID, settings: bodyOf(context) } }),
    },
  },
  transitions: {
    editing: {
      'the user adds a funding source': edit((context) => ({
        added: context.added + 1,
        draft: { ...context.draft, funding_sources: [...context.draft.funding_sources, { key: `new-${context.added + 1}`, name: '' }] },
      })),
      'the user adds a field': edit((context) => ({
        added: context.added + 1,
        draft: { ...context.draft, udf_fields: [...context.draft.udf_fields, { key: `new-${context.added + 1}`, name: '', kind: 'text', options: [] }] },
      })),
      'the user names the third funding source "Reserves"': edit((context) =>
        inList(context, 'funding_sources', 2) ? replaceRow(context, 'funding_sources', 2, (row) => ({ ...row, name: 'Reserves' })) : null,
      ),
      'the user renames the first funding source "capital works"': edit((context) =>
        replaceRow(context, 'funding_sources', 0, (row) => ({ ...row, name: 'capital works' })),
      ),
      'the user blanks the first status item': edit((context) => replaceRow(context, 'status_items', 0, (row) => ({ ...row, name: '  ' }))),
      'the user moves the second funding source up': edit(({ draft }) => {
        const [first, second, ...rest] = draft.funding_sources;
        return { draft: { ...draft, funding_sources: [second!, first!, ...rest] } };
      }),
      'the user removes the first priority item': edit((context) =>
        inList(context, 'priority_items', 0) ? { draft: { ...context.draft, priority_items: context.draft.priority_items.slice(1) } } : null,
      ),
      // Only a list field has options: another kind drops them.
      'the user makes the first field a number': edit((context) =>
        replaceRow(context, 'udf_fields', 0, (field) => ({ ...field, kind: 'number', options: [] })),
      ),
      'the user makes the first field a list': edit((context) => replaceRow(context, 'udf_fields', 0, (field) => ({ ...field, kind: 'list' }))),
      'the user gives the first field the options North, South and East': edit((context) =>
        replaceRow(context, 'udf_fields', 0, (field) => ({ ...field, options: ['North', 'South', 'East'] })),
      ),
      'the user clears the first field’s options': edit((context) => replaceRow(context, 'udf_fields', 0, (field) => ({ ...field, options: [] }))),
      'the user resets the lists': edit((context) => ({ draft: rowsOf(context.saved) })),
      [SUBMIT]: (context) => (isDirty(context) && problemsOf(context).length === 0 ? { to: 'saving', context: { failure: null } } : {}),
    },
    saving: {
      'the settings are saved': {
        to: 'editing.idle',
        context: { saved: answer, draft: rowsOf(answer) },
        calls: { reportDirty: [undefined], publishSettings: [answer], notifySaved: [undefined] },
      },
      'the server refuses': { to: 'editing.failed', context: { failure: { status: 409, message: STALE } } },
    },
  },
});
