import { z } from 'zod';
import type { Permission } from './user.schema';

/**
 * SPEC 6: what each member permission may do in a portfolio. The server enforces this table
 * (server/permissions/portfolioPermissions.ts); the client reads it only to decide what to show.
 * Editors change content (resources, workspaces with their settings, and later simulations),
 * deleting a workspace included: it is content, not the portfolio's set-up. Publishing (uploads,
 * new simulations, runs, cancel and retry) needs an Editor or Admin: a Viewer is told to contact one. The portfolio's own
 * settings, members, invoices and deletion belong to Admins. `members.invite` is also open to any member whose
 * membership has allow_inviting.
 */
export const PORTFOLIO_RULES = {
  'portfolio.read': ['Admin', 'Editor', 'Viewer'],
  'portfolio.update': ['Admin'],
  'portfolio.delete': ['Admin'],
  'portfolio.logo.update': ['Admin'],
  'members.read': ['Admin', 'Editor', 'Viewer'],
  'members.invite': ['Admin'],
  'members.update': ['Admin'],
  'members.remove': ['Admin'],
  'attachments.read': ['Admin', 'Editor', 'Viewer'],
  'attachments.write': ['Admin', 'Editor'],
  'workspaces.read': ['Admin', 'Editor', 'Viewer'],
  'workspaces.write': ['Admin', 'Editor'],
  'workspaces.delete': ['Admin', 'Editor'],
  'simulations.read': ['Admin', 'Editor', 'Viewer'],
  'simulations.publish': ['Admin', 'Editor'],
  'simulations.write': ['Admin', 'Editor'],
  'simulations.delete': ['Admin', 'Editor'],
  /** Reading reports includes exporting them: the workbook holds nothing the tabs don't show. */
  'reports.read': ['Admin', 'Editor', 'Viewer'],
  /** Generating (or regenerating) a report or a comparison replaces what other members see. */
  'reports.generate': ['Admin', 'Editor'],
  /** A results feed link hands the run's data to anyone holding it, so only those who publish may make or revoke one. */
  'resultsFeed.manage': ['Admin', 'Editor'],
  'events.read': ['Admin', 'Editor', 'Viewer'],
  /** Work plans (SPEC 6: also only with the Work Planner licensed): reading includes exporting. */
  'workPlans.read': ['Admin', 'Editor', 'Viewer'],
  /** Creating plans, their settings, data sources, projects, phases and treatments: content, as workspaces are. */
  'workPlans.write': ['Admin', 'Editor'],
  'workPlans.delete': ['Admin', 'Editor'],
  'invoices.read': ['Admin'],
} as const satisfies Record<string, readonly Permission[]>;

export type PortfolioAction = keyof typeof PORTFOLIO_RULES;
export const portfolioActionSchema = z.enum(Object.keys(PORTFOLIO_RULES) as [PortfolioAction, ...PortfolioAction[]]);

/** Actions that a member's allow_inviting flag opens whatever their permission. */
export const INVITING_ACTIONS: readonly PortfolioAction[] = ['members.invite'];

export type Membership = { permission: Permission; allow_inviting: boolean };

export function mayPerform(membership: Membership, action: PortfolioAction): boolean {
  const allowed: readonly Permission[] = PORTFOLIO_RULES[action];
  return allowed.includes(membership.permission) || (membership.allow_inviting && INVITING_ACTIONS.includes(action));
}

export function allowedActions(membership: Membership): PortfolioAction[] {
  return portfolioActionSchema.options.filter((action) => mayPerform(membership, action));
}

const PERMISSION_RANK: Record<Permission, number> = { Viewer: 0, Editor: 1, Admin: 2 };

/**
 * A member who invites through allow_inviting alone may grant at most their own permission and
 * cannot pass the invite right on; Admins grant anything.
 */
export function mayGrant(inviter: Membership, grant: Membership): boolean {
  if (inviter.permission === 'Admin') return true;
  return PERMISSION_RANK[grant.permission] <= PERMISSION_RANK[inviter.permission] && !grant.allow_inviting;
}
