import { z } from 'zod';
import { idSchema, nameSchema, pageOf, pageQuerySchema, textSchema, timestampSchema } from './common.schema';
import { permissionSchema } from './user.schema';
import { portfolioActionSchema } from './portfolioPermission.schema';
import { taskStatusSchema } from './taskStatus.schema';
import { workspaceSettingsSchema } from './workspaceSettings.schema';

/** A workspace as the collections list it (SPEC 3 "Workspace"), with the portfolio it belongs to. */
export const workspaceSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  portfolio_id: idSchema,
  portfolio_name: z.string(),
  simulation_count: z.number().int().min(0),
  /** The state of the workspace's most recent task; null while none has run. */
  latest_task_status: taskStatusSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/**
 * GET /workspaces (the workspaces of the user's portfolios) and GET /portfolios/{pfId}/workspaces,
 * most recently updated first; `q` keeps those whose name contains it, whatever the case.
 */
export const workspaceListQuerySchema = pageQuerySchema.extend({
  q: textSchema.trim().max(100).optional(),
});
export type WorkspaceListQuery = z.infer<typeof workspaceListQuerySchema>;
export const workspacePageSchema = pageOf(workspaceSummarySchema);
export type WorkspacePage = z.infer<typeof workspacePageSchema>;

/** Route parameter of every workspace resource. */
export const workspaceParamsSchema = z.object({ wsId: idSchema });

/** SPEC 5: default name 1-100, description 0-250. Names need not be unique (a soft warning only). */
export const workspaceInputSchema = z.object({
  name: nameSchema(100).min(1),
  description: textSchema.trim().max(250).default(''),
});
export type WorkspaceInput = z.input<typeof workspaceInputSchema>;

/** PUT /workspaces/{wsId} replaces both fields: a body without the description is refused, not half-applied. */
export const workspaceUpdateSchema = z.object({
  name: nameSchema(100).min(1),
  description: textSchema.trim().max(250),
});
export type WorkspaceUpdate = z.infer<typeof workspaceUpdateSchema>;

/** The workspace page: the summary, the caller's rights here and the workspace's settings. */
export const workspaceDetailSchema = workspaceSummarySchema.extend({
  permission: permissionSchema,
  /** What the signed-in member may do in the workspace's portfolio, from the rules of SPEC 6 (display only). */
  allowed_actions: z.array(portfolioActionSchema),
  settings: workspaceSettingsSchema,
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/** Deletion is permanent and takes the simulations with it: the user types the workspace's name to confirm. */
export const workspaceDeleteSchema = z.object({ confirm_name: textSchema.max(200) });
