import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { workspaceSettingsInputSchema, workspaceSettingsSchema } from '../../src/api/schemas/workspaceSettings.schema';
import { workspacePaths } from '../../src/api/paths/workspacePaths';
import { readWorkspaceSettings, replaceWorkspaceSettings, unknownItemIds } from '../repositories/workspaceSettingsQueries';
import { lockWorkspace, touchWorkspace } from '../repositories/workspaceQueries';
import { recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { WORKSPACE_SETTINGS_BODY_LIMIT } from '../http/bodyLimits';

/** A workspace's funding sources, status items, priority items and user-defined fields, read and replaced as a whole. */
export const workspaceSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(workspacePaths.settings),
    config: { rule: portfolioAction('workspaces.read', 'wsId') },
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.settings.params,
      response: { 200: workspaceSettingsSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => readWorkspaceSettings(db, request.params.wsId),
  });

  app.route({
    ...routeAt(workspacePaths.saveSettings),
    config: { rule: portfolioAction('workspaces.write', 'wsId') },
    bodyLimit: WORKSPACE_SETTINGS_BODY_LIMIT,
    schema: {
      tags: ['workspaces'],
      params: workspacePaths.saveSettings.params,
      body: workspaceSettingsInputSchema,
      response: { 200: workspaceSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { wsId } = request.params;
      const user = request.user;
      return db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const workspace = await lockWorkspace(trx, wsId);
        if (!workspace) throw notFound(`Workspace ${wsId} was deleted`);
        const unknown = await unknownItemIds(trx, wsId, request.body);
        if (unknown.length > 0) {
          throw new HttpError(409, 'errors.workspaceSettingsStale', `Not in this workspace's lists: ${unknown.join(', ')}`);
        }
        await replaceWorkspaceSettings(trx, wsId, request.body);
        await touchWorkspace(trx, wsId);
        await recordEvent(trx, {
          portfolioId: membership.portfolio_id,
          actorId: user.id,
          action: 'workspace.settings_updated',
          subjectType: 'workspace',
          subjectId: wsId,
          subjectName: workspace.name,
        });
        return readWorkspaceSettings(trx, wsId);
      });
    },
  });
};
