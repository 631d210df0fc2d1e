import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { EventPublisher } from '../realtime/eventPublisher';
import type { TaskQueue } from '../tasks/taskQueue';
import { dataSourcePaths } from '../../src/api/paths/dataSourcePaths';
import {
  assetFilterOptionsQuerySchema,
  assetFilterOptionsSchema,
  isYearSpanValid,
  usesAdvancedFilter,
  dataSourceCandidateListSchema,
  dataSourceImportRequestSchema,
  dataSourceListSchema,
  dataSourceReorderRequestSchema,
  workPlanAssetDetailSchema,
  workPlanAssetPageSchema,
  workPlanAssetQuerySchema,
} from '../../src/api/schemas/dataSource.schema';
import { findImportableTasks, findWorkPlanAsset, listAssetFilterOptions, listCandidates, listDataSources, listWorkPlanAssets, toDataSource } from '../repositories/dataSourceQueries';
import { announceImportStatus, requestImports } from '../dataSources/dataSourceImport';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { recordEvent } from '../repositories/eventQueries';
import { lockWorkPlan, updateWorkPlan } from '../repositories/workPlanQueries';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { planRule } from './workPlanRoute';

/**
 * Checks the member's access again with the portfolio locked (like every write), then holds the
 * plan's row for the transaction: imports, reorders and deletes of one plan's data sources go one
 * at a time. They change the plan, so its updated_at moves.
 */
async function lockPlan(trx: Transaction<Database>, request: FastifyRequest, workPlanId: string): Promise<LockedPlan> {
  const membership = await lockPortfolioAccess(trx, request);
  const plan = await lockWorkPlan(trx, workPlanId);
  if (!plan) throw notFound(`Work plan ${workPlanId} was deleted`);
  await updateWorkPlan(trx, workPlanId, {});
  return { id: workPlanId, portfolioId: membership.portfolio_id, name: plan.name };
}

type LockedPlan = { id: string; portfolioId: string; name: string };

/** The portfolio's log says what the data source write changed in the plan. */
async function recordPlanChange(trx: Transaction<Database>, request: FastifyRequest, plan: LockedPlan, details: Record<string, unknown>): Promise<void> {
  await recordEvent(trx, {
    portfolioId: plan.portfolioId,
    actorId: request.user.id,
    action: 'work_plan.updated',
    subjectType: 'work_plan',
    subjectId: plan.id,
    subjectName: plan.name,
    details,
  });
}

/** Closes the gaps a delete leaves: the plan's data sources numbered 0, 1, ... in their order. */
async function renumber(trx: Db, workPlanId: string): Promise<void> {
  await sql`
    update work_plan_data_sources d set "order" = n.position
    from (select id, (row_number() over (order by "order", created_at, id) - 1)::int as position from work_plan_data_sources where work_plan_id = ${workPlanId}) n
    where d.id = n.id and d."order" <> n.position
  `.execute(trx);
}

/**
 * SPEC 7 /v5/datasource and /v5/assets: a work plan's data sources (simulation tasks imported
 * as a task kind, in the plan's order) and the assets and proposed treatments they copied.
 */
export const dataSourceRoutes: FastifyPluginAsyncZod<{ db: Db; queue: TaskQueue; events: EventPublisher }> = async (app, { db, queue, events }) => {
  app.route({
    ...routeAt(dataSourcePaths.list),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: dataSourcePaths.list.params, response: { 200: dataSourceListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ contents: await listDataSources(db, request.params.wpId) }),
  });

  app.route({
    ...routeAt(dataSourcePaths.candidates),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: dataSourcePaths.candidates.params, response: { 200: dataSourceCandidateListSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ contents: await listCandidates(db, request.params.wpId) }),
  });

  app.route({
    ...routeAt(dataSourcePaths.import),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: dataSourcePaths.import.params,
      body: dataSourceImportRequestSchema,
      response: { 202: dataSourceListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { wpId } = request.params;
      const { wp_id: bodyPlanId, ds_ids: taskIds } = request.body;
      if (bodyPlanId !== wpId) throw new HttpError(400, 'errors.dataSourceWorkPlanMismatch', `wp_id ${bodyPlanId} is not the path's ${wpId}`);
      if (new Set(taskIds).size !== taskIds.length) throw new HttpError(400, 'errors.dataSourceDuplicateTasks', 'ds_ids names a task more than once');
      const created = await db.transaction().execute(async (trx) => {
        const plan = await lockPlan(trx, request, wpId);
        const tasks = await findImportableTasks(trx, wpId, taskIds);
        const unknown = taskIds.filter((id) => !tasks.some((task) => task.task_id === id));
        if (unknown.length > 0) throw new HttpError(400, 'errors.dataSourceTaskUnknown', `Tasks ${unknown.join(', ')} are not in the plan's portfolio`);
        const unfinished = tasks.filter((task) => !task.completed);
        if (unfinished.length > 0) throw new HttpError(400, 'errors.dataSourceTaskNotCompleted', `Tasks ${unfinished.map((task) => task.task_id).join(', ')} are not completed current runs with works`);
        // A failed import of a requested task makes way for the new one (with its partial copy, on delete cascade).
        const retried = await trx
          .deleteFrom('work_plan_data_sources')
          .where('work_plan_id', '=', wpId)
          .where('task_id', 'in', taskIds)
          .where('import_status', '=', 'failed')
          .executeTakeFirst();
        if (retried.numDeletedRows > 0n) await renumber(trx, wpId);
        const existing = await trx.selectFrom('work_plan_data_sources').select(['task_id', 'order']).where('work_plan_id', '=', wpId).execute();
        const imported = taskIds.filter((id) => existing.some((source) => source.task_id === id));
        if (imported.length > 0) throw new HttpError(400, 'errors.dataSourceAlreadyImported', `Tasks ${imported.join(', ')} were imported already`);
        const next = existing.reduce((last, source) => Math.max(last, source.order + 1), 0);
        const rows = await trx
          .insertInto('work_plan_data_sources')
          .values(
            taskIds.map((taskId, k) => {
              const task = tasks.find((candidate) => candidate.task_id === taskId)!;
              return {
                work_plan_id: wpId,
                order: next + k,
                task_id: taskId,
                simulation_id: task.simulation_id,
                simulation_name: task.simulation_name,
                workspace_name: task.workspace_name,
                import_status: 'queued' as const,
                error_message: null,
                error_key: null,
              };
            }),
          )
          .returningAll()
          .execute();
        const ordered = rows.sort((a, b) => a.order - b.order);
        await requestImports(trx, queue, ordered.map((row) => row.id));
        await recordPlanChange(trx, request, plan, { data_sources_imported: ordered.map((row) => ({ id: row.id, task_id: row.task_id, simulation_name: row.simulation_name })) });
        return ordered;
      });
      // Announced before the workers are woken, so that 'queued' reaches the members before 'running' does.
      for (const row of created) await announceImportStatus(db, events, row.id, row.task_id!, 'queued');
      queue.wake();
      return reply.code(202).send({ contents: created.map(toDataSource) });
    },
  });

  app.route({
    ...routeAt(dataSourcePaths.reorder),
    config: planRule('workPlans.write'),
    schema: {
      tags: ['work-plans'],
      params: dataSourcePaths.reorder.params,
      body: dataSourceReorderRequestSchema,
      response: { 200: dataSourceListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { wpId } = request.params;
      const { wp_id: bodyPlanId, ds_ids: sourceIds } = request.body;
      if (bodyPlanId !== wpId) throw new HttpError(400, 'errors.dataSourceWorkPlanMismatch', `wp_id ${bodyPlanId} is not the path's ${wpId}`);
      await db.transaction().execute(async (trx) => {
        await lockPlan(trx, request, wpId);
        const existing = await trx.selectFrom('work_plan_data_sources').select('id').where('work_plan_id', '=', wpId).execute();
        const given = new Set(sourceIds);
        const exact = given.size === sourceIds.length && sourceIds.length === existing.length && existing.every((source) => given.has(source.id));
        if (!exact) throw new HttpError(400, 'errors.dataSourceOrderInvalid', `ds_ids must name each of the plan's ${existing.length} data sources once`);
        await sql`
          update work_plan_data_sources d set "order" = (v.position - 1)::int, updated_at = now()
          from jsonb_array_elements_text(${JSON.stringify(sourceIds)}::jsonb) with ordinality as v(id, position)
          where d.id = v.id::uuid and d.work_plan_id = ${wpId}
        `.execute(trx);
      });
      return { contents: await listDataSources(db, wpId) };
    },
  });

  app.route({
    ...routeAt(dataSourcePaths.delete),
    config: planRule('workPlans.delete'),
    schema: { tags: ['work-plans'], params: dataSourcePaths.delete.params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      const { wpId, sourceId } = request.params;
      await db.transaction().execute(async (trx) => {
        const plan = await lockPlan(trx, request, wpId);
        // Its treatments in phases would go with it, and their cost out of the plan's budgets without a word.
        const planned = await trx.selectFrom('work_plan_treatments').select('id').where('data_source_id', '=', sourceId).limit(1).executeTakeFirst();
        if (planned) throw new HttpError(409, 'errors.dataSourceHasPlannedTreatments', `Data source ${sourceId} has treatments in phases`);
        const deleted = await trx
          .deleteFrom('work_plan_data_sources')
          .where('id', '=', sourceId)
          .where('work_plan_id', '=', wpId)
          .returning(['task_id', 'simulation_name'])
          .executeTakeFirst();
        if (!deleted) throw notFound(`Work plan ${wpId} has no data source ${sourceId}`);
        await renumber(trx, wpId);
        await recordPlanChange(trx, request, plan, { data_source_deleted: { id: sourceId, task_id: deleted.task_id, simulation_name: deleted.simulation_name } });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeAt(dataSourcePaths.assets),
    config: planRule('workPlans.read'),
    schema: {
      tags: ['work-plans'],
      params: dataSourcePaths.assets.params,
      querystring: workPlanAssetQuerySchema,
      response: { 200: workPlanAssetPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { query } = request;
      if (query.q && usesAdvancedFilter(query)) throw new HttpError(400, 'errors.assetSearchWithAdvancedFilter', 'q cannot be sent with asset_class, location, hierarchy, criticality, year_from, year_to or has_treatments');
      if (!isYearSpanValid(query)) {
        throw new HttpError(400, 'errors.assetYearRangeInvalid', `year_from ${query.year_from} is after year_to ${query.year_to}`);
      }
      return listWorkPlanAssets(db, request.params.wpId, query);
    },
  });

  app.route({
    ...routeAt(dataSourcePaths.assetFilterOptions),
    config: planRule('workPlans.read'),
    schema: {
      tags: ['work-plans'],
      params: dataSourcePaths.assetFilterOptions.params,
      querystring: assetFilterOptionsQuerySchema,
      response: { 200: assetFilterOptionsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => listAssetFilterOptions(db, request.params.wpId, request.query.source_id),
  });

  app.route({
    ...routeAt(dataSourcePaths.asset),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: dataSourcePaths.asset.params, response: { 200: workPlanAssetDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { wpId, sourceId, assetId } = request.params;
      const asset = await findWorkPlanAsset(db, wpId, sourceId, assetId);
      if (!asset) throw notFound(`Data source ${sourceId} of work plan ${wpId} has no asset ${assetId}`);
      return asset;
    },
  });
};
