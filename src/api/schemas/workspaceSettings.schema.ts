import { z } from 'zod';
import { idSchema, nameSchema } from './common.schema';

/** Each list of a workspace's settings holds at most this many items, a list field this many options. */
export const SETTINGS_LIST_MAX = 50;
/** SPEC 3 "Workspace" settings: names of items, fields and options are short labels. */
export const SETTINGS_NAME_MAX = 50;

const settingsNameSchema = nameSchema(SETTINGS_NAME_MAX).min(1);

/** How two names compare for the soft uniqueness warning: trimmed, case-insensitive. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * SPEC 5: names should be unique, a soft warning only ('We recommend names be unique'). The indexes
 * of the items whose name an earlier item already has; blank names are left to the required-name
 * error.
 */
export function repeatedNames(items: readonly { name: string }[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const key = nameKey(item.name);
    if (key === '') return [];
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

const distinctIds = (items: readonly { id?: string }[]) => {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  return new Set(ids).size === ids.length;
};

/** An ordered list as a client sends it: known items keep their id, new ones come without. */
const inputListOf = <T extends z.ZodObject>(item: T) =>
  z.array(item).max(SETTINGS_LIST_MAX).refine(distinctIds, { error: 'lists an item twice' });

export const settingsItemInputSchema = z.object({ id: idSchema.optional(), name: settingsNameSchema });
export type SettingsItemInput = z.infer<typeof settingsItemInputSchema>;

export const udfKindSchema = z.enum(['text', 'number', 'date', 'list']);
export type UdfKind = z.infer<typeof udfKindSchema>;

/** A list field offers its options (at least one, each once); the other kinds take none. */
export const udfFieldInputSchema = z
  .object({
    id: idSchema.optional(),
    name: settingsNameSchema,
    kind: udfKindSchema,
    options: z.array(settingsNameSchema).max(SETTINGS_LIST_MAX).default([]),
  })
  .superRefine((field, context) => {
    if (field.kind !== 'list' && field.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'must be empty unless the kind is list' });
    }
    if (field.kind === 'list' && field.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'must name at least one option for a list' });
    }
    if (repeatedNames(field.options.map((name) => ({ name }))).length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'must not repeat an option' });
    }
  });
export type UdfFieldInput = z.infer<typeof udfFieldInputSchema>;

/** PUT /workspaces/{wsId}/settings: the four ordered lists, replaced as a whole. */
export const workspaceSettingsInputSchema = z.object({
  funding_sources: inputListOf(settingsItemInputSchema),
  status_items: inputListOf(settingsItemInputSchema),
  priority_items: inputListOf(settingsItemInputSchema),
  udf_fields: inputListOf(udfFieldInputSchema),
});
export type WorkspaceSettingsInput = z.input<typeof workspaceSettingsInputSchema>;

export const settingsItemSchema = z.object({ id: idSchema, name: z.string() });
export type SettingsItem = z.infer<typeof settingsItemSchema>;

export const udfFieldSchema = z.object({ id: idSchema, name: z.string(), kind: udfKindSchema, options: z.array(z.string()) });
export type UdfField = z.infer<typeof udfFieldSchema>;

/** SPEC 3 "Workspace" settings as saved: every item with its id, in the planner's order. */
export const workspaceSettingsSchema = z.object({
  funding_sources: z.array(settingsItemSchema),
  status_items: z.array(settingsItemSchema),
  priority_items: z.array(settingsItemSchema),
  udf_fields: z.array(udfFieldSchema),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;
