import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, timestampSchema } from './common.schema';
import { userRefSchema } from './user.schema';

/** Every write of a portfolio's settings, members, resources, workspaces and simulations leaves one event (who, what, when). */
export const portfolioEventActionSchema = z.enum([
  'portfolio.created',
  'portfolio.updated',
  'portfolio.logo_updated',
  'member.added',
  'member.invited',
  'member.invitation_resent',
  'member.updated',
  'member.removed',
  'member.invitation_accepted',
  'attachment.created',
  'attachment.updated',
  'attachment.deleted',
  'attachments.reordered',
  'workspace.created',
  'workspace.updated',
  'workspace.deleted',
  'workspace.settings_updated',
  'work_plan.created',
  'work_plan.updated',
  'work_plan.deleted',
  'work_plan.settings_updated',
  'project.created',
  'project.updated',
  'project.deleted',
  'phase.created',
  'phase.updated',
  'phase.deleted',
  'treatments.added',
  'treatment.created',
  'treatment.updated',
  'treatment.deleted',
  'simulation.published',
  'simulation.updated',
  'simulation.deleted',
  'simulation.run_requested',
  'simulation.cancel_requested',
]);
export type PortfolioEventAction = z.infer<typeof portfolioEventActionSchema>;

export const portfolioEventSchema = z.object({
  id: idSchema,
  action: portfolioEventActionSchema,
  /** Null when the acting account has since been deleted. */
  actor: userRefSchema.nullable(),
  subject_type: z.enum(['portfolio', 'member', 'invitation', 'attachment', 'workspace', 'simulation', 'work_plan', 'project', 'phase', 'treatment']),
  subject_id: idSchema.nullable(),
  /** The subject's name or email at the time, so that the log still reads after it is gone. */
  subject_name: z.string(),
  /** What changed, e.g. { permission: { from: 'Viewer', to: 'Editor' } }; never secrets. */
  details: z.record(z.string(), z.unknown()),
  created_at: timestampSchema,
});
export type PortfolioEvent = z.infer<typeof portfolioEventSchema>;

export const portfolioEventQuerySchema = pageQuerySchema;
export const portfolioEventPageSchema = pageOf(portfolioEventSchema);
export type PortfolioEventPage = z.infer<typeof portfolioEventPageSchema>;
