import type { PortfolioAction } from '../../src/api/schemas/portfolioPermission.schema';
import type { PortfolioParam } from './portfolioResolvers';

/**
 * Who may call a route (SPEC 6), declared in its options as `config.rule`; routeAuthorization
 * enforces it before the handler runs and refuses to start with an /api route that declares none.
 */
export type RouteRule =
  /** No token needed: health, configuration, the API document, logo images. */
  | { kind: 'public' }
  /**
   * No token needed either, but a token that is sent must be valid and names the caller
   * (`request.user`): the logging endpoint, which signed-out pages use too.
   */
  | { kind: 'anyCaller' }
  /** Any valid token: collections filtered by the caller's memberships, the notification endpoint. */
  | { kind: 'signedIn' }
  /** Any valid token, acting on the caller's own profile, session or subscription. */
  | { kind: 'self' }
  /** An admin of the caller's organisation (the company connection). */
  | { kind: 'organisationAdmin' }
  /**
   * An action of the rule table on the portfolio that the route's `param` leads to; with `plan`,
   * only while that portfolio is on the plan (SPEC 6: the Enterprise plan is required for advanced
   * reports); with `feature`, only while its subscription or the portfolio itself has that feature
   * flag (SPEC 6: 'papa' licenses the Work Planner).
   */
  | { kind: 'portfolio'; action: PortfolioAction; param: PortfolioParam; plan?: 'Enterprise'; feature?: PortfolioFeature };

/** SPEC 6's feature flags, at subscription or portfolio level: 'papa' the work plans, 'wpfac' the model. */
export type PortfolioFeature = 'papa' | 'wpfac';

export const publicRoute: RouteRule = { kind: 'public' };
export const anyCaller: RouteRule = { kind: 'anyCaller' };
export const signedIn: RouteRule = { kind: 'signedIn' };
export const self: RouteRule = { kind: 'self' };
export const organisationAdmin: RouteRule = { kind: 'organisationAdmin' };
export const portfolioAction = (action: PortfolioAction, param: PortfolioParam = 'pfId', options: { plan?: 'Enterprise'; feature?: PortfolioFeature } = {}): RouteRule => ({
  kind: 'portfolio',
  action,
  param,
  ...options,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    rule?: RouteRule;
  }
}
