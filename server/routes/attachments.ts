import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  attachmentInputSchema,
  attachmentListSchema,
  attachmentOrderSchema,
  attachmentSchema,
} from '../../src/api/schemas/attachment.schema';
import { attachmentPaths } from '../../src/api/paths/attachmentPaths';
import {
  attachmentIds,
  deleteAttachment,
  insertAttachment,
  listAttachments,
  reorderAttachments,
  updateAttachment,
} from '../repositories/attachmentQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { ATTACHMENT_ORDER_BODY_LIMIT } from '../http/bodyLimits';

/** A portfolio's resources: links with a name and description, in an order the server keeps. */
export const attachmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(attachmentPaths.list),
    config: { rule: portfolioAction('attachments.read') },
    schema: {
      tags: ['attachments'],
      params: attachmentPaths.list.params,
      response: { 200: attachmentListSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => listAttachments(db, request.params.pfId),
  });

  app.route({
    ...routeAt(attachmentPaths.create),
    config: { rule: portfolioAction('attachments.write') },
    schema: {
      tags: ['attachments'],
      params: attachmentPaths.create.params,
      body: attachmentInputSchema,
      response: { 201: attachmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { pfId } = request.params;
      const user = request.user;
      const attachment = await db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const id = await insertAttachment(trx, pfId, user.id, request.body);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'attachment.created',
          subjectType: 'attachment',
          subjectId: id,
          subjectName: request.body.name,
          details: { url: request.body.url },
        });
        return (await listAttachments(trx, pfId, id))[0]!;
      });
      return reply.code(201).send(attachment);
    },
  });

  // The router matches the literal 'order' before the :attachmentId parameter.
  app.route({
    ...routeAt(attachmentPaths.reorder),
    config: { rule: portfolioAction('attachments.write') },
    bodyLimit: ATTACHMENT_ORDER_BODY_LIMIT,
    schema: {
      tags: ['attachments'],
      params: attachmentPaths.reorder.params,
      body: attachmentOrderSchema,
      response: { 200: attachmentListSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { pfId } = request.params;
      const { ids } = request.body;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const current = new Set(await attachmentIds(trx, pfId));
        if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
          throw new HttpError(409, 'errors.attachmentOrderStale', `The order lists ${ids.length} ids; the portfolio has ${current.size} other ones`);
        }
        await reorderAttachments(trx, pfId, ids);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'attachments.reordered',
          subjectType: 'portfolio',
          subjectId: pfId,
          subjectName: membership.portfolio_name,
          details: { ids },
        });
        return listAttachments(trx, pfId);
      });
    },
  });

  app.route({
    ...routeAt(attachmentPaths.update),
    config: { rule: portfolioAction('attachments.write') },
    schema: {
      tags: ['attachments'],
      params: attachmentPaths.update.params,
      body: attachmentInputSchema,
      response: { 200: attachmentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { pfId, attachmentId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const [before] = await listAttachments(trx, pfId, attachmentId);
        if (!before) throw notFound(`No attachment ${attachmentId} in portfolio ${pfId}`);
        await updateAttachment(trx, pfId, attachmentId, request.body);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'attachment.updated',
          subjectType: 'attachment',
          subjectId: attachmentId,
          subjectName: request.body.name,
          details: fieldChanges({ name: before.name, url: before.url, description: before.description }, request.body),
        });
        return (await listAttachments(trx, pfId, attachmentId))[0]!;
      });
    },
  });

  app.route({
    ...routeAt(attachmentPaths.delete),
    config: { rule: portfolioAction('attachments.write') },
    schema: {
      tags: ['attachments'],
      params: attachmentPaths.delete.params,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { pfId, attachmentId } = request.params;
      const user = request.user;
      await db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const name = await deleteAttachment(trx, pfId, attachmentId);
        if (name === undefined) throw notFound(`No attachment ${attachmentId} in portfolio ${pfId}`);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'attachment.deleted',
          subjectType: 'attachment',
          subjectId: attachmentId,
          subjectName: name,
        });
      });
      return reply.code(204).send(null);
    },
  });
};
