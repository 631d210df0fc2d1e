import {
  repeatedNames,
  settingsItemInputSchema,
  udfFieldInputSchema,
  workspaceSettingsInputSchema,
  type UdfKind,
  type WorkspaceSettings,
  type WorkspaceSettingsInput,
} from '../api/schemas/workspaceSettings.schema';

/** SPEC 2 "Workspace detail": the four ordered lists of a workspace's settings, as the API names them. */
export const SETTINGS_LISTS = ['funding_sources', 'status_items', 'priority_items', 'udf_fields'] as const;
export type SettingsListName = (typeof SETTINGS_LISTS)[number];

/** An item being edited: `key` tells rows apart while editing (the id once saved), `id` is sent back so that references to it survive a rename. */
export type DraftItem = { key: string; id?: string; name: string };
export type DraftField = DraftItem & { kind: UdfKind; options: string[] };

export type SettingsDraft = {
  funding_sources: DraftItem[];
  status_items: DraftItem[];
  priority_items: DraftItem[];
  udf_fields: DraftField[];
};

/** Why an item cannot be saved as it is; a repeated name is only a warning (SPEC 5), not a problem. */
export type ItemProblem = 'nameRequired' | 'nameInvalid' | 'optionsRequired' | 'optionsRepeated' | 'optionInvalid';

export function draftOf(settings: WorkspaceSettings): SettingsDraft {
  const item = ({ id, name }: { id: string; name: string }): DraftItem => ({ key: id, id, name });
  return {
    funding_sources: settings.funding_sources.map(item),
    status_items: settings.status_items.map(item),
    priority_items: settings.priority_items.map(item),
    udf_fields: settings.udf_fields.map((field) => ({ ...item(field), kind: field.kind, options: field.options })),
  };
}

/** A row of the user-defined fields, which has a kind and options besides its name. */
export const isDraftField = (item: DraftItem): item is DraftField => 'kind' in item;

/** A new, unnamed item for the list; a new field starts as text. */
export function newItem(list: SettingsListName, key: string): DraftItem | DraftField {
  return list === 'udf_fields' ? { key, name: '', kind: 'text', options: [] } : { key, name: '' };
}

/** What PUT /workspaces/{id}/settings takes: trimmed names, and options only for a list field. */
export function settingsInputOf(draft: SettingsDraft): WorkspaceSettingsInput {
  const item = ({ id, name }: DraftItem) => (id ? { id, name: name.trim() } : { name: name.trim() });
  return {
    funding_sources: draft.funding_sources.map(item),
    status_items: draft.status_items.map(item),
    priority_items: draft.priority_items.map(item),
    udf_fields: draft.udf_fields.map((field) => ({
      ...item(field),
      kind: field.kind,
      options: field.kind === 'list' ? field.options.map((option) => option.trim()) : [],
    })),
  };
}

/** Whether the draft says something other than the saved settings (the editing keys aside). */
export function isDraftChanged(draft: SettingsDraft, saved: WorkspaceSettings): boolean {
  // The keys left out: JSON drops an undefined field.
  const comparable = (lists: SettingsDraft) => JSON.stringify(SETTINGS_LISTS.map((list) => lists[list].map((item) => ({ ...item, key: undefined }))));
  return comparable(draft) !== comparable(draftOf(saved));
}

/** The problem that keeps an item from being saved, or null. */
export function itemProblem(item: DraftItem | DraftField): ItemProblem | null {
  const isField = isDraftField(item);
  const result = isField
    ? udfFieldInputSchema.safeParse({ name: item.name, kind: item.kind, options: item.kind === 'list' ? item.options : [] })
    : settingsItemInputSchema.safeParse({ name: item.name });
  if (result.success) return null;
  if (result.error.issues.some((issue) => issue.path[0] === 'name')) return item.name.trim() === '' ? 'nameRequired' : 'nameInvalid';
  if (!isField || item.options.length === 0) return 'optionsRequired';
  return repeatedNames(item.options.map((name) => ({ name }))).length > 0 ? 'optionsRepeated' : 'optionInvalid';
}

/** Whether the server would take the draft as it is; repeated names included (SPEC 5). */
export const isDraftValid = (draft: SettingsDraft) => workspaceSettingsInputSchema.safeParse(settingsInputOf(draft)).success;
