import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { workspaceListQuerySchema, workspacePageSchema } from '../../src/api/schemas/workspace.schema';
import { listWorkspacesForUser } from '../repositories/workspaceListQueries';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { signedIn } from '../permissions/routeRule';
import { collectionPaths } from '../../src/api/paths/collectionPaths';

/** GET /workspaces: membership decides what is listed, so a non-member sees nothing of a portfolio. */
export const workspaceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(collectionPaths.workspaces),
    config: { rule: signedIn },
    schema: {
      tags: ['workspaces'],
      querystring: workspaceListQuerySchema,
      response: { 200: workspacePageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listWorkspacesForUser(db, request.user.id, request.query),
  });
};
