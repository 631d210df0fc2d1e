import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/httpError';
import { findMembership, type PortfolioMembership } from '../repositories/membershipQueries';
import {
  allowedActions,
  mayGrant,
  mayPerform,
  PORTFOLIO_RULES,
  type Membership,
  type PortfolioAction,
} from '../../src/api/schemas/portfolioPermission.schema';

/** The one rule table (SPEC 6); it lives with the API contract so that the client can mirror it. */
export { PORTFOLIO_RULES, allowedActions, mayGrant, mayPerform, type PortfolioAction };

/**
 * Every portfolio resource is authorised here. A non-member learns nothing about the portfolio
 * (404, as for one that does not exist); a member without the right gets 403. Writes pass `lock`
 * from inside their transaction so that the check and the write see the same membership.
 */
export async function authorizePortfolio(
  executor: Db,
  user: UserRow,
  portfolioId: string,
  action: PortfolioAction,
  options: { lock?: boolean } = {},
): Promise<PortfolioMembership> {
  const membership = await findMembership(executor, user.id, portfolioId, options);
  if (!membership) throw notFound(`Portfolio ${portfolioId} is not shared with this user`);
  if (!mayPerform(membership, action)) {
    throw forbidden(`${action} needs one of ${PORTFOLIO_RULES[action].join(', ')}; this member is ${membership.permission}`);
  }
  return membership;
}

/**
 * The route's declared rule was enforced before the handler (routeAuthorization). A write checks
 * again inside its own transaction, with the portfolio row locked, so that the check and the write
 * see the same membership: a demotion or removal that commits meanwhile is not missed. The action
 * is the route's declared one, so no handler names it a second time.
 */
export async function lockPortfolioAccess(trx: Db, request: FastifyRequest): Promise<PortfolioMembership> {
  const rule = request.routeOptions.config.rule;
  if (rule?.kind !== 'portfolio' || !request.portfolioAccess) {
    throw new Error(`${request.method} ${request.url} declares no portfolio rule to check again`);
  }
  return authorizePortfolio(trx, request.user, request.portfolioAccess.portfolio_id, rule.action, { lock: true });
}

/** Inviting through allow_inviting grants at most the inviter's own permission, without the invite right. */
export function assertMayGrant(inviter: Membership, grant: Membership): void {
  if (!mayGrant(inviter, grant)) {
    throw new HttpError(403, 'errors.inviteAboveOwnPermission', `A ${inviter.permission} may grant at most ${inviter.permission}, without allow_inviting`);
  }
}
