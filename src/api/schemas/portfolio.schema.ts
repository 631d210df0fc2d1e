import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema, nameSchema, textSchema } from './common.schema';
import { permissionSchema, userRefSchema } from './user.schema';
import { planSchema, subscriptionStatusSchema } from './subscription.schema';
import { portfolioActionSchema } from './portfolioPermission.schema';

export const portfolioSortSchema = z.enum([
  'name',
  '-name',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'owner_email',
  '-owner_email',
  'workspace_count',
  '-workspace_count',
]);
export type PortfolioSort = z.infer<typeof portfolioSortSchema>;

export const portfolioListQuerySchema = pageQuerySchema.extend({
  /** Matches when the name, the id or the owner's email contains it (SPEC 7). */
  filter: textSchema.trim().max(100).optional(),
  sort: portfolioSortSchema.default('name'),
});
export type PortfolioListQuery = z.infer<typeof portfolioListQuerySchema>;

export const portfolioSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  logo_url: z.string().nullable(),
  owner: userRefSchema,
  workspace_count: z.number().int().min(0),
  permission: permissionSchema,
  can_invite: z.boolean(),
  plan: planSchema,
  features: z.array(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

export const portfolioPageSchema = pageOf(portfolioSummarySchema);
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;

/** Route parameter of every portfolio resource. */
export const portfolioParamsSchema = z.object({ pfId: idSchema });

/** SPEC 5: default name 1-100, description 0-250. Names need not be unique (a soft warning only). */
export const portfolioInputSchema = z.object({
  name: nameSchema(100).min(1),
  description: textSchema.trim().max(250).default(''),
});
export type PortfolioInput = z.infer<typeof portfolioInputSchema>;

/** The portfolio page: the summary plus the counts and rights its tabs need. */
export const portfolioDetailSchema = portfolioSummarySchema.extend({
  subscription_status: subscriptionStatusSchema,
  member_count: z.number().int().min(0),
  pending_invitation_count: z.number().int().min(0),
  attachment_count: z.number().int().min(0),
  /** What the signed-in member may do here, from the rules of SPEC 6 (display only). */
  allowed_actions: z.array(portfolioActionSchema),
});
export type PortfolioDetail = z.infer<typeof portfolioDetailSchema>;

/** Deletion is permanent: the user types the portfolio's name to confirm it. */
export const portfolioDeleteSchema = z.object({ confirm_name: textSchema.max(200) });
