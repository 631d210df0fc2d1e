import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  portfolioDeleteSchema,
  portfolioDetailSchema,
  portfolioInputSchema,
  portfolioListQuerySchema,
  portfolioPageSchema,
  portfolioParamsSchema,
} from '../../src/api/schemas/portfolio.schema';
import { VALID_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../src/api/schemas/subscription.schema';
import {
  deletePortfolio,
  insertPortfolio,
  listPortfoliosForUser,
  lockSubscriptionSlots,
  portfolioDetailFor,
  updatePortfolio,
} from '../repositories/portfolioQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { authorizePortfolio } from '../permissions/portfolioPermissions';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';

export const portfolioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/portfolios',
    {
      schema: {
        tags: ['portfolios'],
        querystring: portfolioListQuerySchema,
        response: { 200: portfolioPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listPortfoliosForUser(db, request.user.id, request.query),
  );

  // SPEC 6: creating needs the user's own subscription, valid and with a free slot. The slot is
  // counted and taken under a lock on the subscription, so that concurrent creations queue.
  app.post(
    '/portfolios',
    {
      schema: {
        tags: ['portfolios'],
        body: portfolioInputSchema,
        response: { 201: portfolioDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const detail = await db.transaction().execute(async (trx) => {
        const subscription = await lockSubscriptionSlots(trx, user.id);
        if (!subscription) throw new HttpError(403, 'errors.noActiveSubscription', 'No subscription is linked to this account');
        if (!VALID_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) {
          throw new HttpError(403, 'errors.invalidSubscription', `The subscription is ${subscription.status}`);
        }
        if (subscription.used >= subscription.portfolio_limit) {
          throw new HttpError(403, 'errors.noPortfolioSlots', `${subscription.used} of ${subscription.portfolio_limit} slots are used`);
        }
        const portfolioId = await insertPortfolio(trx, { ownerId: user.id, subscriptionId: subscription.id, input: request.body });
        await recordEvent(trx, {
          portfolioId,
          actorId: user.id,
          action: 'portfolio.created',
          subjectType: 'portfolio',
          subjectId: portfolioId,
          subjectName: request.body.name,
        });
        return (await portfolioDetailFor(trx, user.id, portfolioId))!;
      });
      return reply.code(201).send(detail);
    },
  );

  app.get(
    '/portfolios/:pfId',
    {
      schema: {
        tags: ['portfolios'],
        params: portfolioParamsSchema,
        response: { 200: portfolioDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { pfId } = request.params;
      await authorizePortfolio(db, request.user, pfId, 'portfolio.read');
      // Read outside a transaction: the portfolio may have been deleted in between.
      const detail = await portfolioDetailFor(db, request.user.id, pfId);
      if (!detail) throw notFound(`Portfolio ${pfId} was deleted`);
      return detail;
    },
  );

  app.put(
    '/portfolios/:pfId',
    {
      schema: {
        tags: ['portfolios'],
        params: portfolioParamsSchema,
        body: portfolioInputSchema,
        response: { 200: portfolioDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pfId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        await authorizePortfolio(trx, user, pfId, 'portfolio.update', { lock: true });
        const before = await updatePortfolio(trx, pfId, request.body);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'portfolio.updated',
          subjectType: 'portfolio',
          subjectId: pfId,
          subjectName: request.body.name,
          details: fieldChanges(before, request.body),
        });
        return (await portfolioDetailFor(trx, user.id, pfId))!;
      });
    },
  );

  // Permanent (SPEC 5): the body repeats the portfolio's name, as the user typed it to confirm.
  app.delete(
    '/portfolios/:pfId',
    {
      schema: {
        tags: ['portfolios'],
        params: portfolioParamsSchema,
        body: portfolioDeleteSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pfId } = request.params;
      const user = request.user;
      await db.transaction().execute(async (trx) => {
        const membership = await authorizePortfolio(trx, user, pfId, 'portfolio.delete', { lock: true });
        if (request.body.confirm_name.trim() !== membership.portfolio_name) {
          throw new HttpError(400, 'errors.confirmNameMismatch', 'confirm_name differs from the portfolio name');
        }
        await deletePortfolio(trx, pfId);
        await recordEvent(trx, {
          portfolioId: null,
          actorId: user.id,
          action: 'portfolio.deleted',
          subjectType: 'portfolio',
          subjectId: pfId,
          subjectName: membership.portfolio_name,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
