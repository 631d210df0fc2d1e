import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema } from './common.schema';
import { permissionSchema, userRefSchema } from './user.schema';
import { planSchema } from './subscription.schema';

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
  filter: z.string().trim().max(100).optional(),
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
