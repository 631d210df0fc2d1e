import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import {
  workspaceDetailSchema,
  workspaceInputSchema,
  workspaceListQuerySchema,
  workspacePageSchema,
} from '../../src/api/schemas/workspace.schema';
import { workspacePaths } from '../../src/api/paths/workspacePaths';
import { listWorkspaces } from '../repositories/workspaceListQueries';
import { insertWorkspace, workspaceDetailFor } from '../repositories/workspaceQueries';
import { recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction } from '../permissions/routeRule';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** A portfolio's workspaces: its Workspaces tab lists, searches and creates them. Names may repeat. */
export const portfolioWorkspaceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(workspacePaths.list),
    config: { rule: portfolioAction('workspaces.read') },
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.list.params,
      querystring: workspaceListQuerySchema,
      response: { 200: workspacePageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => listWorkspaces(db, { userId: request.user.id, portfolioId: request.params.pfId }, request.query),
  });

  app.route({
    ...routeAt(workspacePaths.create),
    config: { rule: portfolioAction('workspaces.write') },
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.create.params,
      body: workspaceInputSchema,
      response: { 201: workspaceDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { pfId } = request.params;
      const user = request.user;
      const detail = await db.transaction().execute(async (trx) => {
        await lockPortfolioAccess(trx, request);
        const workspaceId = await insertWorkspace(trx, pfId, request.body);
        await recordEvent(trx, {
          portfolioId: pfId,
          actorId: user.id,
          action: 'workspace.created',
          subjectType: 'workspace',
          subjectId: workspaceId,
          subjectName: request.body.name,
        });
        return (await workspaceDetailFor(trx, user.id, workspaceId))!;
      });
      return reply.code(201).send(detail);
    },
  });
};
