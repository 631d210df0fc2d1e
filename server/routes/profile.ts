import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { profileSchema, profileUpdateSchema } from '../../src/api/schemas/profile.schema';
import { profileOf, updateProfile } from '../repositories/profileQueries';
import { recordEvent } from '../repositories/eventQueries';
import { errorResponses } from '../http/routeSchemas';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/profile', { schema: { tags: ['profile'], response: { 200: profileSchema, ...errorResponses(401) } } }, async (request) =>
    profileOf(request.user),
  );

  app.put(
    '/profile',
    { schema: { tags: ['profile'], body: profileUpdateSchema, response: { 200: profileSchema, ...errorResponses(400, 401) } } },
    async (request) => {
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
  );

  // Sessions live in the identity provider and the browser; the call lets the server log the sign-out.
  app.post('/profile/logout', { schema: { tags: ['profile'], response: { 204: z.null() } } }, async (request, reply) => {
    request.log.info({ user: request.user.id }, 'user signed out');
    return reply.code(204).send(null);
  });
};
