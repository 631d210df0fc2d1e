import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema } from './common.schema';

/** A workspace as the collections list it (SPEC 3 "Workspace"), with the portfolio it belongs to. */
export const workspaceSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  portfolio_id: idSchema,
  portfolio_name: z.string(),
  simulation_count: z.number().int().min(0),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** GET /workspaces: the workspaces of the user's portfolios, most recently updated first. */
export const workspaceListQuerySchema = pageQuerySchema;
export const workspacePageSchema = pageOf(workspaceSummarySchema);
export type WorkspacePage = z.infer<typeof workspacePageSchema>;
