import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import {
  workspaceDeleteSchema,
  workspaceDetailSchema,
  workspaceListQuerySchema,
  workspacePageSchema,
  workspaceUpdateSchema,
} from '../../src/api/schemas/workspace.schema';
import { collectionPaths } from '../../src/api/paths/collectionPaths';
import { workspacePaths } from '../../src/api/paths/workspacePaths';
import { listWorkspaces } from '../repositories/workspaceListQueries';
import { deleteWorkspace, lockWorkspace, updateWorkspace, workspaceDetailFor } from '../repositories/workspaceQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction, signedIn } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** GET /workspaces across the user's portfolios, and one workspace by its id. */
export const workspaceRoutes: FastifyPluginAsyncZod<{ db: Db; blobs: BlobStore }> = async (app, { db, blobs }) => {
  // Membership decides what is listed, so a non-member sees nothing of a portfolio.
  app.route({
    ...routeAt(collectionPaths.workspaces),
    config: { rule: signedIn },
    schema: {
      tags: ['workspaces'],
      querystring: workspaceListQuerySchema,
      response: { 200: workspacePageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listWorkspaces(db, { userId: request.user.id }, request.query),
  });

  app.route({
    ...routeAt(workspacePaths.get),
    config: { rule: portfolioAction('workspaces.read', 'wsId') },
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.get.params,
      response: { 200: workspaceDetailSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { wsId } = request.params;
      // Read outside a transaction: the workspace may have been deleted in between.
      const detail = await workspaceDetailFor(db, request.user.id, wsId);
      if (!detail) throw notFound(`Workspace ${wsId} was deleted`);
      return detail;
    },
  });

  app.route({
    ...routeAt(workspacePaths.update),
    config: { rule: portfolioAction('workspaces.write', 'wsId') },
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.update.params,
      body: workspaceUpdateSchema,
      response: { 200: workspaceDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wsId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const before = await lockWorkspace(trx, wsId);
        if (!before) throw notFound(`Workspace ${wsId} was deleted`);
        await updateWorkspace(trx, wsId, request.body);
        await recordEvent(trx, {
          portfolioId: membership.portfolio_id,
          actorId: user.id,
          action: 'workspace.updated',
          subjectType: 'workspace',
          subjectId: wsId,
          subjectName: request.body.name,
          details: fieldChanges(before, request.body),
        });
        return (await workspaceDetailFor(trx, user.id, wsId))!;
      });
    },
  });

  // Permanent (SPEC 5): the body repeats the workspace's name, as the user typed it to confirm.
  // Its simulations, their tasks and results go with it in the one transaction; a run in progress
  // finds its task gone at its next heartbeat and stops, and the result files follow the commit.
  app.route({
    ...routeAt(workspacePaths.delete),
    config: { rule: portfolioAction('workspaces.delete', 'wsId') },
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.delete.params,
      body: workspaceDeleteSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wsId } = request.params;
      const user = request.user;
      const resultFiles = await db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const workspace = await lockWorkspace(trx, wsId);
        if (!workspace) throw notFound(`Workspace ${wsId} was deleted`);
        if (request.body.confirm_name.trim() !== workspace.name) {
          throw new HttpError(400, 'errors.confirmWorkspaceNameMismatch', 'confirm_name differs from the workspace name');
        }
        const results = await trx
          .selectFrom('task_results as r')
          .innerJoin('simulation_tasks as t', 't.id', 'r.task_id')
          .innerJoin('simulations as s', 's.id', 't.simulation_id')
          .select('r.life_cycles_key')
          .where('s.workspace_id', '=', wsId)
          .execute();
        await deleteWorkspace(trx, wsId);
        await recordEvent(trx, {
          portfolioId: membership.portfolio_id,
          actorId: user.id,
          action: 'workspace.deleted',
          subjectType: 'workspace',
          subjectId: wsId,
          subjectName: workspace.name,
        });
        return results.map((row) => row.life_cycles_key);
      });
      await Promise.all(resultFiles.map((key) => blobs.remove(key)));
      return reply.code(204).send(null);
    },
  });
};
