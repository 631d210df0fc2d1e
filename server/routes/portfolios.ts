import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  portfolioDeleteSchema,
  portfolioDetailSchema,
  portfolioInputSchema,
  portfolioListQuerySchema,
  portfolioPageSchema,
} from '../../src/api/schemas/portfolio.schema';
import { portfolioPaths } from '../../src/api/paths/portfolioPaths';
import { createPortfolioRefusal, type CreatePortfolioRefusal } from '../../src/api/rules/createPortfolioRule';
import {
  deletePortfolio,
  insertPortfolio,
  listPortfoliosForUser,
  lockSubscriptionSlots,
  portfolioDetailFor,
  updatePortfolio,
} from '../repositories/portfolioQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction, self, signedIn } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import type { MessageKey } from '../http/messages';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

const REFUSAL_KEYS: Record<CreatePortfolioRefusal, MessageKey> = {
  none: 'errors.noActiveSubscription',
  invalid: 'errors.invalidSubscription',
  noSlots: 'errors.noPortfolioSlots',
};

export const portfolioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(portfolioPaths.list),
    config: { rule: signedIn },
    schema: {
      tags: ['portfolios'],
      querystring: portfolioListQuerySchema,
      response: { 200: portfolioPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listPortfoliosForUser(db, request.user.id, request.query),
  });

  // SPEC 6: creating needs the user's own subscription, valid and with a free slot. The slot is
  // counted and taken under a lock on the subscription, so that concurrent creations queue.
  app.route({
    ...routeAt(portfolioPaths.create),
    config: { rule: self },
    schema: {
      tags: ['portfolios'],
      body: portfolioInputSchema,
      response: { 201: portfolioDetailSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const user = request.user;
      const detail = await db.transaction().execute(async (trx) => {
        const subscription = await lockSubscriptionSlots(trx, user.id);
        const slots = subscription ? { status: subscription.status, freeSlots: subscription.portfolio_limit - subscription.used } : null;
        const refusal = createPortfolioRefusal(slots);
        if (refusal) throw new HttpError(403, REFUSAL_KEYS[refusal], `The caller's subscription: ${JSON.stringify(subscription ?? null)}`);
        // Without a subscription the refusal above is 'none'.
        const portfolioId = await insertPortfolio(trx, { ownerId: user.id, subscriptionId: subscription!.id, input: request.body });
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
  });

  app.route({
    ...routeAt(portfolioPaths.get),
    config: { rule: portfolioAction('portfolio.read') },
    schema: {
      tags: ['portfolios'],
      params: portfolioPaths.get.params,
      response: { 200: portfolioDetailSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { pfId } = request.params;
      // Read outside a transaction: the portfolio may have been deleted in between.
      const detail = await portfolioDetailFor(db, request.user.id, pfId);
      if (!detail) throw notFound(`Portfolio ${pfId} was deleted`);
      return detail;
    },
  });

  app.route({
    ...routeAt(portfolioPaths.update),
    config: { rule: portfolioAction('portfolio.update') },
    schema: {
      tags: ['portfolios'],
      params: portfolioPaths.update.params,
      body: portfolioInputSchema,
      response: { 200: portfolioDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { pfId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
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
  });

  // Permanent (SPEC 5): the body repeats the portfolio's name, as the user typed it to confirm.
  app.route({
    ...routeAt(portfolioPaths.delete),
    config: { rule: portfolioAction('portfolio.delete') },
    schema: {
      tags: ['portfolios'],
      params: portfolioPaths.delete.params,
      body: portfolioDeleteSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { pfId } = request.params;
      const user = request.user;
      await db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
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
  });
};
