import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import {
  simulationCreateSchema,
  simulationDeleteSchema,
  simulationDetailSchema,
  simulationListQuerySchema,
  simulationPageSchema,
  simulationUpdateSchema,
} from '../../src/api/schemas/simulation.schema';
import { taskListSchema, taskSchema } from '../../src/api/schemas/task.schema';
import { collectionPaths } from '../../src/api/paths/collectionPaths';
import { simulationPaths } from '../../src/api/paths/simulationPaths';
import { listSimulations, simulationDetailFor } from '../repositories/simulationQueries';
import { listTasks, taskById } from '../repositories/taskQueries';
import { recordEvent } from '../repositories/eventQueries';
import { allowedActions, lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction, signedIn } from '../permissions/routeRule';
import { checkSimulationFields } from '../publishing/simulationFields';
import { simulationInputs } from '../publishing/simulationInputs';
import { announceSimulation, createSimulation } from '../publishing/publishing';
import { startTask } from '../tasks/startTask';
import { cancelLiveTasks } from '../tasks/cancelTasks';
import { announceTasks } from '../tasks/taskAnnouncements';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

type Options = { db: Db; queue: TaskQueue; events: EventPublisher; blobs: BlobStore };

/** Simulations: published into a workspace (which queues their first run), read, edited, re-run and deleted. */
export const simulationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, queue, events, blobs }) => {
  const detail = async (userId: string, simId: string, membership: Parameters<typeof allowedActions>[0]) => {
    const found = await simulationDetailFor(db, userId, simId, allowedActions(membership));
    if (!found) throw notFound(`Simulation ${simId} was deleted`);
    return found;
  };

  // Membership decides what is listed, so a non-member sees nothing of a portfolio.
  app.route({
    ...routeAt(collectionPaths.simulations),
    config: { rule: signedIn },
    schema: {
      tags: ['simulations'],
      querystring: simulationListQuerySchema,
      response: { 200: simulationPageSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => listSimulations(db, { userId: request.user.id }, request.query),
  });

  app.route({
    ...routeAt(simulationPaths.workspaceList),
    config: { rule: portfolioAction('simulations.read', 'wsId') },
    schema: {
      tags: ['simulations'],
      params: simulationPaths.workspaceList.params,
      querystring: simulationListQuerySchema,
      response: { 200: simulationPageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => listSimulations(db, { userId: request.user.id, workspaceId: request.params.wsId }, request.query),
  });

  app.route({
    ...routeAt(simulationPaths.create),
    config: { rule: portfolioAction('simulations.publish', 'wsId') },
    schema: {
      tags: ['simulations'],
      params: simulationPaths.create.params,
      body: simulationCreateSchema,
      response: { 201: simulationDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wsId } = request.params;
      const user = request.user;
      const body = request.body;
      const created = await db.transaction().execute(async (trx) => {
        const membership = await lockPortfolioAccess(trx, request);
        const workspace = await trx.selectFrom('workspaces').select(['id', 'portfolio_id']).where('id', '=', wsId).forUpdate().executeTakeFirst();
        if (!workspace) throw notFound(`Workspace ${wsId} was deleted`);
        const created = await createSimulation(trx, queue, { workspaceId: wsId, portfolioId: workspace.portfolio_id, userId: user.id, simulation: body });
        return { ...created, portfolioId: workspace.portfolio_id, membership };
      });
      await announceSimulation({ db, events, queue }, { ...created, workspaceId: wsId });
      return reply.code(201).send(await detail(user.id, created.simulationId, created.membership));
    },
  });

  app.route({
    ...routeAt(simulationPaths.get),
    config: { rule: portfolioAction('simulations.read', 'simId') },
    schema: {
      tags: ['simulations'],
      params: simulationPaths.get.params,
      response: { 200: simulationDetailSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => detail(request.user.id, request.params.simId, request.portfolioAccess!),
  });

  app.route({
    ...routeAt(simulationPaths.update),
    config: { rule: portfolioAction('simulations.write', 'simId') },
    schema: {
      tags: ['simulations'],
      params: simulationPaths.update.params,
      body: simulationUpdateSchema,
      response: { 200: simulationDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { simId } = request.params;
      const user = request.user;
      const membership = await db.transaction().execute(async (trx) => {
        const access = await lockPortfolioAccess(trx, request);
        const before = await trx.selectFrom('simulations').select(['id', 'workspace_id', 'name', 'description']).where('id', '=', simId).forUpdate().executeTakeFirst();
        if (!before) throw notFound(`Simulation ${simId} was deleted`);
        await checkSimulationFields(trx, before.workspace_id, request.body);
        await trx
          .updateTable('simulations')
          .set({ ...request.body, udf_values: JSON.stringify(request.body.udf_values), updated_at: new Date() })
          .where('id', '=', simId)
          .execute();
        await recordEvent(trx, {
          portfolioId: access.portfolio_id,
          actorId: user.id,
          action: 'simulation.updated',
          subjectType: 'simulation',
          subjectId: simId,
          subjectName: request.body.name,
        });
        return access;
      });
      return detail(user.id, simId, membership);
    },
  });

  // Permanent (SPEC 5): a running task is cancelled, and the results go with the simulation.
  app.route({
    ...routeAt(simulationPaths.delete),
    config: { rule: portfolioAction('simulations.delete', 'simId') },
    schema: {
      tags: ['simulations'],
      params: simulationPaths.delete.params,
      body: simulationDeleteSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { simId } = request.params;
      const user = request.user;
      const removedBlobs = await db.transaction().execute(async (trx) => {
        const access = await lockPortfolioAccess(trx, request);
        const simulation = await trx.selectFrom('simulations').select(['id', 'name', 'workspace_id']).where('id', '=', simId).forUpdate().executeTakeFirst();
        if (!simulation) throw notFound(`Simulation ${simId} was deleted`);
        if (request.body.confirm_name.trim() !== simulation.name) {
          throw new HttpError(400, 'errors.confirmSimulationNameMismatch', 'confirm_name differs from the simulation name');
        }
        await cancelLiveTasks(trx, { simulationId: simId });
        const results = await trx
          .selectFrom('task_results as r')
          .innerJoin('simulation_tasks as t', 't.id', 'r.task_id')
          .select('r.life_cycles_key')
          .where('t.simulation_id', '=', simId)
          .execute();
        await trx.deleteFrom('simulations').where('id', '=', simId).execute();
        await recordEvent(trx, {
          portfolioId: access.portfolio_id,
          actorId: user.id,
          action: 'simulation.deleted',
          subjectType: 'simulation',
          subjectId: simId,
          subjectName: simulation.name,
        });
        return results.map((row) => row.life_cycles_key);
      });
      await Promise.all(removedBlobs.map((key) => blobs.remove(key)));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeAt(simulationPaths.tasks),
    config: { rule: portfolioAction('simulations.read', 'simId') },
    schema: {
      tags: ['tasks'],
      params: simulationPaths.tasks.params,
      response: { 200: taskListSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ contents: await listTasks(db, request.params.simId) }),
  });

  // A new run on the latest versions of its data and settings; earlier runs stay in the history.
  app.route({
    ...routeAt(simulationPaths.rerun),
    config: { rule: portfolioAction('simulations.publish', 'simId') },
    schema: {
      tags: ['tasks'],
      params: simulationPaths.rerun.params,
      response: { 201: taskSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { simId } = request.params;
      const user = request.user;
      const taskId = await db.transaction().execute(async (trx) => {
        const access = await lockPortfolioAccess(trx, request);
        const simulation = await trx
          .selectFrom('simulations')
          .select(['id', 'name', 'data_snapshot_id', 'settings_id'])
          .where('id', '=', simId)
          .forUpdate()
          .executeTakeFirst();
        if (!simulation) throw notFound(`Simulation ${simId} was deleted`);
        if (!simulation.data_snapshot_id || !simulation.settings_id) throw new HttpError(400, 'errors.simulationHasNoPackage', `Simulation ${simId} has nothing to run`);
        const inputs = await simulationInputs(trx, access.portfolio_id, { snapshotId: simulation.data_snapshot_id, settingsId: simulation.settings_id });
        await trx
          .updateTable('simulations')
          .set({ data_snapshot_version: inputs.snapshot.version, settings_version: inputs.settings.version, updated_at: new Date() })
          .where('id', '=', simId)
          .execute();
        const task = await startTask(trx, queue, { simulationId: simId, ...inputs, userId: user.id });
        await recordEvent(trx, {
          portfolioId: access.portfolio_id,
          actorId: user.id,
          action: 'simulation.run_requested',
          subjectType: 'simulation',
          subjectId: simId,
          subjectName: simulation.name,
          details: { data_snapshot_version: inputs.snapshot.version, settings_version: inputs.settings.version },
        });
        return task.id;
      });
      queue.wake();
      await announceTasks(db, events, [taskId]);
      return reply.code(201).send((await taskById(db, taskId))!);
    },
  });
};
