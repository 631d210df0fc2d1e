import { z } from 'zod';
import { idSchema, textSchema, timestampSchema } from './common.schema';
import { workPlanParamsSchema } from './workPlan.schema';

/**
 * SPEC 3 "Data Source": one simulation task's treatments imported into a work plan, in the plan's
 * order. The import runs as a task; its status is the import's, not the simulation's.
 */
export const dataSourceImportStatusSchema = z.enum(['queued', 'running', 'completed', 'failed']);
export type DataSourceImportStatus = z.infer<typeof dataSourceImportStatusSchema>;

/** A message for the user: its key in src/locales and the en-AU text, like an error body's. */
export const messageNoticeSchema = z.object({ key: z.string(), message: z.string() });
export type MessageNotice = z.infer<typeof messageNoticeSchema>;

export const dataSourceSchema = z.object({
  id: idSchema,
  work_plan_id: idSchema,
  /** Its place in the plan's list, 0 first. */
  order: z.number().int().nonnegative(),
  /** The simulation task imported; null once that task (or its simulation) was deleted: the plan keeps the copied works. */
  task_id: idSchema.nullable(),
  simulation_id: idSchema.nullable(),
  /** Copied at import, so that the plan still names it after the simulation is gone. */
  simulation_name: z.string(),
  workspace_name: z.string(),
  import_status: dataSourceImportStatusSchema,
  /** The reason a failed import gives, in the user's words (SPEC 8); null otherwise. */
  error_message: z.string().nullable(),
  /** error_message's key in src/locales, for the client to word it in the user's language; null otherwise. */
  error_key: z.string().nullable(),
  asset_count: z.number().int().nonnegative(),
  treatment_count: z.number().int().nonnegative(),
  /** The span of the copied works' years; null while nothing is copied (an import under way, or one that funded nothing). */
  first_year: z.number().int().nullable(),
  last_year: z.number().int().nullable(),
  has_spatial_data: z.boolean(),
  /** SPEC 8 'The linked simulation task no longer exists.' once task_id is null; null while the task exists. */
  task_notice: messageNoticeSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const dataSourceListSchema = z.object({ contents: z.array(dataSourceSchema) });
export type DataSourceList = z.infer<typeof dataSourceListSchema>;

/** SPEC 3: an import carries at most this many simulation tasks; the create page's choice stops there too. */
export const DATA_SOURCE_IMPORT_MAX = 20;

/** SPEC 3: import and reorder carry the plan and a list of data source (or, for an import, task) ids. */
export const dataSourceImportRequestSchema = z.object({
  wp_id: idSchema,
  /** The completed simulation tasks of the plan's portfolio to import, each once. */
  ds_ids: z.array(idSchema).min(1).max(DATA_SOURCE_IMPORT_MAX),
});
export const dataSourceReorderRequestSchema = z.object({
  wp_id: idSchema,
  /** Every data source of the plan, in the new order. */
  ds_ids: z.array(idSchema).min(1),
});

export const dataSourceParamsSchema = workPlanParamsSchema.extend({ sourceId: idSchema });
export const workPlanAssetParamsSchema = dataSourceParamsSchema.extend({ assetId: textSchema.min(1).max(200) });

/** A completed simulation task of the plan's portfolio that can be (or was) imported. */
export const dataSourceCandidateSchema = z.object({
  task_id: idSchema,
  simulation_id: idSchema,
  simulation_name: z.string(),
  workspace_id: idSchema,
  workspace_name: z.string(),
  /** When the run finished; null for a run finished before that was recorded. */
  run_at: timestampSchema.nullable(),
  /** The span of the run's works; null when it funded nothing. */
  first_year: z.number().int().nullable(),
  last_year: z.number().int().nullable(),
  work_count: z.number().int().nonnegative(),
  /** SPEC 5: a simulation already imported cannot be imported again. */
  imported: z.boolean(),
});
export type DataSourceCandidate = z.infer<typeof dataSourceCandidateSchema>;
export const dataSourceCandidateListSchema = z.object({ contents: z.array(dataSourceCandidateSchema) });

/** The asset columns the Builder's advanced filter chooses values of. */
export const ASSET_FILTER_FIELDS = ['asset_class', 'location', 'hierarchy', 'criticality'] as const;
export type AssetFilterField = (typeof ASSET_FILTER_FIELDS)[number];

/** A column's chosen values in a query string: the key repeated (asset_class=Road&asset_class=Bridge). */
const chosenAssetValues = z
  .union([textSchema.max(200), z.array(textSchema.max(200)).max(200)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

const treatmentYear = z.coerce.number().int().min(1900).max(2300).optional();

/**
 * The Builder's asset list: a window of the plan's assets, searched by id and name (quick search,
 * q) or cut by the advanced filter: within a column any chosen value matches, across the filter's
 * fields all must; the treatment years keep assets with a proposed treatment in the span. SPEC 5:
 * the two are mutually exclusive, so q with any advanced field is refused.
 */
export const workPlanAssetQuerySchema = z.object({
  source_id: idSchema.optional(),
  q: textSchema.trim().max(100).optional(),
  asset_class: chosenAssetValues,
  location: chosenAssetValues,
  hierarchy: chosenAssetValues,
  criticality: chosenAssetValues,
  year_from: treatmentYear,
  year_to: treatmentYear,
  /** Only assets with (true) or without (false) proposed treatments. */
  has_treatments: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type WorkPlanAssetQuery = z.infer<typeof workPlanAssetQuerySchema>;

/** The advanced filter's fields of a query; an empty object when none is in use. */
export type AssetAdvancedFilter = Pick<WorkPlanAssetQuery, AssetFilterField | 'year_from' | 'year_to' | 'has_treatments'>;

/** Whether any advanced filter field is in use (a column with no value chosen is not). */
export function usesAdvancedFilter(filter: AssetAdvancedFilter): boolean {
  return (
    ASSET_FILTER_FIELDS.some((field) => (filter[field]?.length ?? 0) > 0) ||
    filter.year_from !== undefined ||
    filter.year_to !== undefined ||
    filter.has_treatments !== undefined
  );
}

/** A treatment year span runs forwards (one year is a span); an open end always fits. */
export function isYearSpanValid(filter: Pick<AssetAdvancedFilter, 'year_from' | 'year_to'>): boolean {
  return filter.year_from === undefined || filter.year_to === undefined || filter.year_from <= filter.year_to;
}

/** GET /v5/assets/{wpId}/filter-options: one data source's, or every imported one's. */
export const assetFilterOptionsQuerySchema = z.object({ source_id: idSchema.optional() });

/** The distinct values a column offers at most, so that a free-text column cannot flood the filter. */
export const ASSET_FILTER_OPTION_LIMIT = 500;

const filterValuesSchema = z.object({
  /** Sorted; blank values are left out. */
  values: z.array(z.string()),
  /** More than ASSET_FILTER_OPTION_LIMIT values exist: only the first ones are listed. */
  truncated: z.boolean(),
});

/** What the advanced filter can choose from: each column's distinct values, and the span of the proposed treatments' years. */
export const assetFilterOptionsSchema = z.object({
  asset_class: filterValuesSchema,
  location: filterValuesSchema,
  hierarchy: filterValuesSchema,
  criticality: filterValuesSchema,
  first_year: z.number().int().nullable(),
  last_year: z.number().int().nullable(),
});
export type AssetFilterOptions = z.infer<typeof assetFilterOptionsSchema>;

const geometrySchema = z.object({ type: z.string(), coordinates: z.unknown() }).loose();

export const workPlanAssetSchema = z.object({
  /** The asset's own UUID, for links such as the side panel's (SPEC 5: a valid identifier is a UUID). */
  id: idSchema,
  data_source_id: idSchema,
  asset_id: z.string(),
  name: z.string().nullable(),
  asset_class: z.string().nullable(),
  location: z.string().nullable(),
  hierarchy: z.string().nullable(),
  criticality: z.string().nullable(),
  network_measure: z.number().nullable(),
  treatment_count: z.number().int().nonnegative(),
  first_year: z.number().int().nullable(),
});
export type WorkPlanAsset = z.infer<typeof workPlanAssetSchema>;

export const workPlanAssetPageSchema = z.object({
  contents: z.array(workPlanAssetSchema),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total_count: z.number().int().nonnegative(),
});
export type WorkPlanAssetPage = z.infer<typeof workPlanAssetPageSchema>;

export const proposedTreatmentSchema = z.object({
  /** The proposed treatment's own UUID, for the side panel's links. */
  id: idSchema,
  work_no: z.number().int(),
  year: z.number().int(),
  treatment: z.string(),
  cost: z.number(),
  funding_source: z.string(),
  state_before: z.number(),
  state_after: z.number(),
});
export type ProposedTreatment = z.infer<typeof proposedTreatmentSchema>;

export const workPlanAssetDetailSchema = workPlanAssetSchema.extend({
  geometry: geometrySchema.nullable(),
  attributes: z.record(z.string(), z.string()),
  proposed_treatments: z.array(proposedTreatmentSchema),
  /** SPEC 8 'Asset life cycle is unavailable because the simulation was deleted.'; null while the simulation task exists. */
  life_cycle_unavailable: messageNoticeSchema.nullable(),
});
export type WorkPlanAssetDetail = z.infer<typeof workPlanAssetDetailSchema>;
