import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { PortfolioMembership } from '../repositories/membershipQueries';
import { forbidden, HttpError, notFound } from '../http/httpError';
import { patternParams } from '../../src/api/paths/definePath';
import { authorizePortfolio } from './portfolioPermissions';
import { PORTFOLIO_RESOLVERS } from './portfolioResolvers';
import type { PortfolioFeature, RouteRule } from './routeRule';

/** A registered route as the rule check saw it; the permission matrix is generated from these. */
export type DeclaredRoute = {
  method: string;
  /** With the prefix, e.g. '/api/portfolios/:pfId'. */
  url: string;
  rule: RouteRule;
  hasBody: boolean;
  /** The first 2xx status the route documents. */
  successStatus: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with its declared rule, filled in while the routes register. */
    apiRoutes: readonly DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The caller's membership of the portfolio a `portfolio` rule resolved, once authorised. */
    portfolioAccess: PortfolioMembership | null;
  }
}

function successStatus(route: RouteOptions): number {
  const documented = Object.keys((route.schema?.response as object | undefined) ?? {}).map(Number);
  return documented.find((status) => status >= 200 && status < 300) ?? 200;
}

function declaredRule(route: RouteOptions): RouteRule {
  const rule = route.config?.rule;
  if (!rule) throw new Error(`${String(route.method)} ${route.url} declares no authorization rule (config.rule)`);
  if (rule.kind === 'portfolio' && !patternParams(route.url).includes(rule.param)) {
    throw new Error(`${String(route.method)} ${route.url} resolves its portfolio through :${rule.param}, which its path lacks`);
  }
  return rule;
}

/** Checked after membership, so that a stranger learns nothing of the portfolio's plan. */
async function requirePlan(db: Db, portfolioId: string, plan: 'Enterprise'): Promise<void> {
  const portfolio = await db
    .selectFrom('portfolios as p')
    .leftJoin('subscriptions as sub', 'sub.id', 'p.subscription_id')
    .select('sub.plan')
    .where('p.id', '=', portfolioId)
    .executeTakeFirst();
  if (portfolio?.plan !== plan) throw new HttpError(403, 'errors.advancedNeedsEnterprise', `The portfolio's plan is ${portfolio?.plan ?? 'none'}`);
}

/** Like the plan, checked after membership; a flag counts on the subscription or on the portfolio. */
async function requireFeature(db: Db, portfolioId: string, feature: PortfolioFeature): Promise<void> {
  const portfolio = await db
    .selectFrom('portfolios as p')
    .leftJoin('subscriptions as sub', 'sub.id', 'p.subscription_id')
    .select(['p.features as portfolioFeatures', 'sub.features as subscriptionFeatures'])
    .where('p.id', '=', portfolioId)
    .executeTakeFirst();
  const features = [...(portfolio?.portfolioFeatures ?? []), ...(portfolio?.subscriptionFeatures ?? [])];
  if (!features.includes(feature)) throw new HttpError(403, 'errors.workPlannerNotLicensed', `The portfolio has no '${feature}' feature`);
}

async function enforce(db: Db, request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.rule!;
  const user = request.user;
  switch (rule.kind) {
    case 'public':
    case 'anyCaller':
    case 'signedIn':
    case 'self':
      // Authentication has already demanded a valid token of every route but public ones.
      return;
    case 'organisationAdmin':
      if (user.org_role !== 'admin' || !user.organisation_id) throw forbidden('Only organisation admins may do this');
      return;
    case 'portfolio': {
      const id = (request.params as Record<string, string>)[rule.param]!;
      const portfolioId = await PORTFOLIO_RESOLVERS[rule.param](db, id);
      if (!portfolioId) throw notFound(`No portfolio is reached through :${rule.param} ${id}`);
      request.portfolioAccess = await authorizePortfolio(db, user, portfolioId, rule.action);
      if (rule.plan) await requirePlan(db, portfolioId, rule.plan);
      if (rule.feature) await requireFeature(db, portfolioId, rule.feature);
    }
  }
}

/**
 * Authorization by structure: every route registered after this plugin must declare its rule, or
 * the application fails to start; the rule is enforced once, here, after the params are validated
 * and before the handler runs. Register it after authentication and invitation acceptance, so
 * that the caller and their newly accepted memberships are known.
 */
export const routeAuthorization = fp(
  async (app: FastifyInstance, { db, catalogue }: { db: Db; catalogue: DeclaredRoute[] }) => {
    app.decorateRequest('portfolioAccess', null);
    app.addHook('onRoute', (route) => {
      const rule = declaredRule(route);
      for (const method of [route.method].flat()) {
        catalogue.push({ method, url: route.url, rule, hasBody: Boolean(route.schema?.body), successStatus: successStatus(route) });
      }
    });
    app.addHook('preHandler', async (request) => {
      if (!request.is404) await enforce(db, request);
    });
  },
  { name: 'route-authorization' },
);
