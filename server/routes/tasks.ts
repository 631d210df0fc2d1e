import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import { taskRequestSchema, taskSchema, taskStatusObjectSchema } from '../../src/api/schemas/task.schema';
import { simulationPaths } from '../../src/api/paths/simulationPaths';
import { taskById } from '../repositories/taskQueries';
import { recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { portfolioAction } from '../permissions/routeRule';
import { cancelLiveTasks } from '../tasks/cancelTasks';
import { startTask } from '../tasks/startTask';
import { announceTasks } from '../tasks/taskAnnouncements';
import { LIVE_STATUSES, canRetry } from '../tasks/taskTransitions';
import { simulationInputs } from '../publishing/simulationInputs';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';

/** One run of a simulation: read it, follow its status, cancel it, or try it again. */
export const taskRoutes: FastifyPluginAsyncZod<{ db: Db; queue: TaskQueue; events: EventPublisher }> = async (app, { db, queue, events }) => {
  const task = async (taskId: string) => {
    const found = await taskById(db, taskId);
    if (!found) throw notFound(`Task ${taskId} was deleted`);
    return found;
  };

  app.route({
    ...routeAt(simulationPaths.task),
    config: { rule: portfolioAction('simulations.read', 'taskId') },
    schema: { tags: ['tasks'], params: simulationPaths.task.params, response: { 200: taskSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => task(request.params.taskId),
  });

  app.route({
    ...routeAt(simulationPaths.taskStatus),
    config: { rule: portfolioAction('simulations.read', 'taskId') },
    schema: { tags: ['tasks'], params: simulationPaths.taskStatus.params, response: { 200: taskStatusObjectSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const { status, progress, sim_time_remaining, error_messages, can_retry } = await task(request.params.taskId);
      return { status, progress, sim_time_remaining, error_messages, can_retry };
    },
  });

  // cancel answers 200 with the task as it now is (a running one stops within a heartbeat); retry answers 201 with the new run.
  app.route({
    ...routeAt(simulationPaths.taskRequest),
    config: { rule: portfolioAction('simulations.publish', 'taskId') },
    schema: {
      tags: ['tasks'],
      params: simulationPaths.taskRequest.params,
      body: taskRequestSchema,
      response: { 200: taskSchema, 201: taskSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { taskId } = request.params;
      const user = request.user;
      const outcome = await db.transaction().execute(async (trx) => {
        const access = await lockPortfolioAccess(trx, request);
        const current = await trx
          .selectFrom('simulation_tasks as t')
          .innerJoin('simulations as s', 's.id', 't.simulation_id')
          .select(['t.id', 't.status', 't.simulation_id', 't.data_snapshot_id', 't.data_snapshot_version', 't.settings_id', 't.settings_version', 's.name'])
          .where('t.id', '=', taskId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound(`Task ${taskId} was deleted`);
        const event = { portfolioId: access.portfolio_id, actorId: user.id, subjectType: 'simulation' as const, subjectId: current.simulation_id, subjectName: current.name };
        if (request.body.type === 'cancel') {
          if (!LIVE_STATUSES.includes(current.status)) throw new HttpError(400, 'errors.taskNotCancellable', `Task ${taskId} is ${current.status}`);
          const changed = await cancelLiveTasks(trx, { taskId });
          await recordEvent(trx, { ...event, action: 'simulation.cancel_requested', details: { task_id: taskId } });
          return { taskId, code: 200 as const, announce: changed };
        }
        if (!canRetry(current.status)) throw new HttpError(400, 'errors.taskNotRetryable', `Task ${taskId} is ${current.status}`);
        const inputs = await simulationInputs(trx, access.portfolio_id, {
          snapshotId: current.data_snapshot_id,
          snapshotVersion: current.data_snapshot_version,
          settingsId: current.settings_id,
          settingsVersion: current.settings_version,
        });
        const started = await startTask(trx, queue, { simulationId: current.simulation_id, ...inputs, userId: user.id });
        await recordEvent(trx, { ...event, action: 'simulation.run_requested', details: { retry_of: taskId } });
        return { taskId: started.id, code: 201 as const, announce: [started.id] };
      });
      if (outcome.code === 201) queue.wake();
      await announceTasks(db, events, outcome.announce);
      return reply.code(outcome.code).send(await task(outcome.taskId));
    },
  });
};
