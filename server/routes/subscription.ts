import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  linkSubscriptionSchema,
  subscriptionSchema,
  VALID_SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../src/api/schemas/subscription.schema';
import { findLinkableSubscription, linkSubscription, subscriptionOf } from '../repositories/profileQueries';
import { recordEvent } from '../repositories/eventQueries';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { self } from '../permissions/routeRule';
import { profilePaths } from '../../src/api/paths/profilePaths';

/** The subscription linked to the signed-in user (SPEC 4 "Subscription"). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(profilePaths.subscription),
    config: { rule: self },
    schema: { tags: ['profile'], response: { 200: subscriptionSchema, ...errorResponses(401, 404) } },
    handler: async (request) => {
      const subscription = await subscriptionOf(db, request.user.id);
      if (!subscription) throw notFound('No subscription is linked to this account');
      return subscription;
    },
  });

  // The body names the subscription by its code (e.g. HZN-COR-3190), as the billing owner hands it out.
  // Codes are short, so guessing them is slowed per user (after authentication, hence preHandler).
  app.route({
    ...routeAt(profilePaths.linkSubscription),
    config: {
      rule: self,
      rateLimit: { max: 10, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: (request) => `user:${request.user.id}` },
    },
    schema: {
      tags: ['profile'],
      body: linkSubscriptionSchema,
      response: { 200: subscriptionSchema, ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request) => {
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        const subscription = await findLinkableSubscription(trx, request.body.subscription_id, user.organisation_id);
        if (!subscription) throw notFound(`No subscription ${request.body.subscription_id} for this organisation`);
        if (!VALID_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) {
          throw new HttpError(400, 'errors.invalidSubscription', `The subscription is ${subscription.status}`);
        }
        await linkSubscription(trx, user.id, subscription.id);
        await recordEvent(trx, {
          portfolioId: null,
          actorId: user.id,
          action: 'subscription.linked',
          subjectType: 'subscription',
          subjectId: subscription.id,
          subjectName: subscription.code,
        });
        return (await subscriptionOf(trx, user.id))!;
      });
    },
  });
};
