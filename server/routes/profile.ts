import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { profileSchema } from '../../src/api/schemas/profile.schema';
import { subscriptionSchema } from '../../src/api/schemas/subscription.schema';
import { apiErrorSchema } from '../../src/api/schemas/error.schema';
import { profileOf, subscriptionOf } from '../repositories/profileQueries';
import { notFound } from '../http/httpError';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/profile', { schema: { tags: ['profile'], response: { 200: profileSchema, 401: apiErrorSchema } } }, async (request) =>
    profileOf(db, request.user),
  );

  app.get(
    '/profile/subscription',
    { schema: { tags: ['profile'], response: { 200: subscriptionSchema, 404: apiErrorSchema } } },
    async (request) => {
      const subscription = await subscriptionOf(db, request.user);
      if (!subscription) throw notFound('No subscription is linked to this account');
      return subscription;
    },
  );

  // Sessions live in the identity provider and the browser; the call lets the server log the sign-out.
  app.post('/profile/logout', { schema: { tags: ['profile'], response: { 204: z.null() } } }, async (request, reply) => {
    request.log.info({ user: request.user.id }, 'user signed out');
    return reply.code(204).send(null);
  });
};
