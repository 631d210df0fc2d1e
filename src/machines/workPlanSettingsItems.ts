import {
  fundingSourceInputSchema,
  priorityItemInputSchema,
  statusItemInputSchema,
  udfFieldInputSchema,
  type FundingSource,
  type PriorityItem,
  type StatusItem,
  type UdfField,
  type WorkPlanSettings,
} from '../api/schemas/workPlan.schema';

/** SPEC 2 "Work Plan settings": the plan's four ordered lists, as the API names them. */
export const WORK_PLAN_LISTS = ['funding_sources', 'priority_items', 'status_items', 'udf_fields'] as const;
export type WorkPlanListName = (typeof WORK_PLAN_LISTS)[number];

export type UdfFieldType = UdfField['type'];
export type WorkPlanListItem = FundingSource | PriorityItem | StatusItem | UdfField;

/** A new status's colour until the planner picks one: the slate of an item not yet in use. */
export const DEFAULT_STATUS_COLOUR = '#64748b';

/**
 * An item as its dialog edits it. Every list's fields are here and each list sends only its own:
 * one shape keeps the dialog's machine the same for all four. A budget left empty is null.
 */
export type ItemDraft = {
  name: string;
  colour: string;
  type: UdfFieldType;
  options: string[];
  required: boolean;
  budgets: Array<number | null>;
};

/** Why the dialog's item cannot be saved as it is. */
export type ItemProblem = 'nameRequired' | 'nameInvalid' | 'nameTaken' | 'colourInvalid' | 'optionsRequired' | 'optionsRepeated' | 'optionInvalid' | 'budgetInvalid';

/** The budgets resized to the plan's planning years: years added start empty, years removed go. */
export const budgetsFor = (budgets: ReadonlyArray<number | null>, years: number): Array<number | null> =>
  Array.from({ length: years }, (_, index) => budgets[index] ?? null);

export function emptyDraft(years: number): ItemDraft {
  return { name: '', colour: DEFAULT_STATUS_COLOUR, type: 'text', options: [], required: false, budgets: budgetsFor([], years) };
}

export function draftOf(item: WorkPlanListItem, years: number): ItemDraft {
  return {
    ...emptyDraft(years),
    name: item.name,
    ...('colour' in item ? { colour: item.colour } : {}),
    ...('type' in item ? { type: item.type, options: item.options, required: item.required } : {}),
    ...('budgets' in item ? { budgets: budgetsFor(item.budgets, years) } : {}),
  };
}

/** What the list's POST and PUT take: a trimmed name and the list's own fields; an empty budget is 0. */
export function itemInputOf(list: WorkPlanListName, draft: ItemDraft): Record<string, unknown> {
  const name = draft.name.trim();
  switch (list) {
    case 'funding_sources':
      return { name, budgets: draft.budgets.map((budget) => budget ?? 0) };
    case 'status_items':
      return { name, colour: draft.colour.toLowerCase() };
    case 'udf_fields':
      return { name, type: draft.type, options: draft.type === 'list' ? draft.options.map((option) => option.trim()) : [], required: draft.required };
    case 'priority_items':
      return { name };
  }
}

const INPUT_SCHEMAS = {
  funding_sources: fundingSourceInputSchema,
  priority_items: priorityItemInputSchema,
  status_items: statusItemInputSchema,
  udf_fields: udfFieldInputSchema,
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What keeps the dialog's item from being saved, or null. The server keeps names unique in a list
 * regardless of case, and takes a list field's options only with at least one, each once.
 */
export function itemProblem(list: WorkPlanListName, draft: ItemDraft, items: readonly WorkPlanListItem[], editedId: string | null): ItemProblem | null {
  if (draft.name.trim() === '') return 'nameRequired';
  if (items.some((item) => item.id !== editedId && sameName(item.name, draft.name))) return 'nameTaken';
  const input = itemInputOf(list, draft);
  const result = INPUT_SCHEMAS[list].safeParse(input);
  if (list === 'udf_fields' && draft.type === 'list') {
    if (draft.options.length === 0) return 'optionsRequired';
    if (draft.options.some((option, index) => draft.options.slice(0, index).some((earlier) => sameName(earlier, option)))) return 'optionsRepeated';
  }
  if (result.success) return null;
  const field = String(result.error.issues[0]?.path[0] ?? '');
  if (field === 'colour') return 'colourInvalid';
  if (field === 'options') return 'optionInvalid';
  if (field === 'budgets') return 'budgetInvalid';
  return 'nameInvalid';
}

/** The list's items in a plan's settings, as the lists machine keeps them. */
export const itemsOf = (settings: WorkPlanSettings, list: WorkPlanListName): WorkPlanListItem[] => settings[list];
