import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { companySignOnSchema, ssoConnectionsQuerySchema, ssoConnectionsSchema, type CompanySignOn } from '../../src/api/schemas/signOn.schema';
import { shellPaths } from '../../src/api/paths/shellPaths';
import { findConnectionsForDomain, findOrganisationSignOn } from '../repositories/signOnQueries';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { publicRoute, self } from '../permissions/routeRule';

const NO_SIGN_ON: CompanySignOn = { organisation_name: null, sso_connection: 'none', company_name: null, customer_email_domains: [], covers_me: false };

/** The part of an address after its last @, as the connection's domains are stored (lower case). */
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Answers per address of the sign-in page, which asks at most once per address typed. */
const SSO_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * SPEC 7 "Other paths exist under the API base: /company-connection, /sso-connections". The
 * admin's own form is /profile/company-connection (SPEC 3); these two tell everyone else how
 * signing in works: a member how their organisation signs in, and the sign-in page which company
 * sign-on serves an address's domain.
 */
export const companySignOnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(shellPaths.companySignOn),
    config: { rule: self },
    schema: { tags: ['profile'], response: { 200: companySignOnSchema, ...errorResponses(401) } },
    handler: async (request): Promise<CompanySignOn> => {
      const user = request.user;
      const found = user.organisation_id ? await findOrganisationSignOn(db, user.organisation_id) : undefined;
      if (!found) return NO_SIGN_ON;
      const domains = found.customer_email_domains ?? [];
      return {
        organisation_name: found.organisation_name,
        sso_connection: found.sso_type ?? 'none',
        company_name: found.company_name,
        customer_email_domains: domains,
        covers_me: domains.includes(domainOf(user.email)),
      };
    },
  });

  app.route({
    ...routeAt(shellPaths.ssoConnections),
    config: { rule: publicRoute, rateLimit: SSO_LOOKUP_RATE_LIMIT },
    schema: {
      tags: ['profile'],
      querystring: ssoConnectionsQuerySchema,
      response: { 200: ssoConnectionsSchema, ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      const domain = domainOf(request.query.email);
      const rows = await findConnectionsForDomain(db, domain);
      return {
        domain,
        connections: rows.map((row) => ({ company_name: row.company_name, sso_connection: row.sso_type })),
      };
    },
  });
};
