import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { profileSchema, profileUpdateSchema } from '../../src/api/schemas/profile.schema';
import { profileOf, updateProfile } from '../repositories/profileQueries';
import { recordEvent } from '../repositories/eventQueries';
import { endGrant } from '../repositories/identityGrants';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { self } from '../permissions/routeRule';
import { profilePaths } from '../../src/api/paths/profilePaths';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(profilePaths.get),
    config: { rule: self },
    schema: { tags: ['profile'], response: { 200: profileSchema, ...errorResponses(401) } },
    handler: async (request) => profileOf(request.user),
  });

  app.route({
    ...routeAt(profilePaths.update),
    config: { rule: self },
    schema: { tags: ['profile'], body: profileUpdateSchema, response: { 200: profileSchema, ...errorResponses(400, 401) } },
    handler: async (request) => {
      const user = request.user;
      const updated = await db.transaction().execute(async (trx) => {
        const { user: row, changed } = await updateProfile(trx, user, request.body);
        if (changed.length > 0) {
          await recordEvent(trx, {
            portfolioId: null,
            actorId: user.id,
            action: 'profile.updated',
            subjectType: 'user',
            subjectId: user.id,
            subjectName: user.email,
            details: { fields: changed },
          });
        }
        return row;
      });
      return profileOf(updated);
    },
  });

  // Ending the grant stops a copied refresh token, and the grant's access tokens, from working on.
  app.route({
    ...routeAt(profilePaths.logout),
    config: { rule: self },
    schema: { tags: ['profile'], response: { 204: z.null() } },
    handler: async (request, reply) => {
      if (request.grantId) await endGrant(db, request.grantId);
      request.log.info({ user: request.user.id }, 'user signed out');
      return reply.code(204).send(null);
    },
  });
};
