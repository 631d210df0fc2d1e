import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../db/schema';
import { clientLogEventSchema } from '../../src/api/schemas/clientLog.schema';
import { shellPaths } from '../../src/api/paths/shellPaths';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { CLIENT_LOG_BODY_LIMIT } from '../http/bodyLimits';
import { anyCaller } from '../permissions/routeRule';

/**
 * A page that fails in a loop must not flood the log: per signed-in user, or per address for
 * signed-out pages. Counted after authentication (preHandler), so that a user is known.
 */
export const CLIENT_LOG_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * POST /api/logs (SPEC 7 "a logging endpoint"): the browser's errors and page-load timings go to
 * the server's log, with the user's id when the page is signed in. Signed-out pages (sign-in, the
 * error route, public reports) fail too, so a token is not required.
 */
export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeAt(shellPaths.logs),
    config: {
      rule: anyCaller,
      rateLimit: {
        ...CLIENT_LOG_RATE_LIMIT,
        hook: 'preHandler',
        keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      },
    },
    bodyLimit: CLIENT_LOG_BODY_LIMIT,
    schema: {
      tags: ['logs'],
      body: clientLogEventSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 413, 415, 429) },
    },
    handler: async (request, reply) => {
      // Undefined for an anonymous caller: the rule lets a request in without a token.
      const user: UserRow | undefined = request.user;
      const { kind, ...event } = request.body;
      const entry = { client: event, userId: user?.id ?? null, userAgent: request.headers['user-agent'] ?? null };
      if (kind === 'error') request.log.error(entry, 'client error');
      else request.log.info(entry, 'client page load');
      return reply.code(204).send(null);
    },
  });
};
