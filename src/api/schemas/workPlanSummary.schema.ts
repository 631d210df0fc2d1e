import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema } from './common.schema';

/** A work plan as the collections list it (SPEC 3 "Work Plan"), with the portfolio it belongs to. */
export const workPlanSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  portfolio_id: idSchema,
  portfolio_name: z.string(),
  project_count: z.number().int().nonnegative(),
  /** Whether a completed data source of the plan brought geometry, so that the plan has a map. */
  has_spatial_data_sources: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type WorkPlanSummary = z.infer<typeof workPlanSummarySchema>;

/** GET /work-plans: the work plans of the user's portfolios, most recently updated first. */
export const workPlanListQuerySchema = pageQuerySchema;
export const workPlanPageSchema = pageOf(workPlanSummarySchema);
export type WorkPlanPage = z.infer<typeof workPlanPageSchema>;
