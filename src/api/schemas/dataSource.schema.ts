import { z } from 'zod';
import { idSchema, timestampSchema } from './common.schema';

/**
 * SPEC 3 "Data Source": one simulation task's treatments imported into a work plan, in the plan's
 * order. The import runs as a task; its status is the import's, not the simulation's.
 */
export const dataSourceImportStatusSchema = z.enum(['queued', 'running', 'completed', 'failed']);
export type DataSourceImportStatus = z.infer<typeof dataSourceImportStatusSchema>;

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
  asset_count: z.number().int().nonnegative(),
  treatment_count: z.number().int().nonnegative(),
  has_spatial_data: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const dataSourceListSchema = z.object({ contents: z.array(dataSourceSchema) });
export type DataSourceList = z.infer<typeof dataSourceListSchema>;

/** SPEC 3: import and reorder carry the plan and a list of data source (or, for an import, task) ids. */
export const dataSourceImportRequestSchema = z.object({
  wp_id: idSchema,
  /** The completed simulation tasks of the plan's portfolio to import, each once. */
  ds_ids: z.array(idSchema).min(1).max(20),
});
export const dataSourceReorderRequestSchema = z.object({
  wp_id: idSchema,
  /** Every data source of the plan, in the new order. */
  ds_ids: z.array(idSchema).min(1),
});
