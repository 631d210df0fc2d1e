import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { ApiPath } from '../../src/api/paths/definePath';
import {
  fundingSourceInputSchema,
  itemOrderSchema,
  priorityItemInputSchema,
  statusItemInputSchema,
  udfFieldInputSchema,
  WORK_PLAN_LIST_MAX,
  workPlanSettingsInputSchema,
  workPlanSettingsSchema,
  type WorkPlanSettings,
} from '../../src/api/schemas/workPlan.schema';
import { workPlanPaths } from '../../src/api/paths/workPlanPaths';
import { timeFrameRefusal } from '../../src/api/rules/workPlanTimeFrame';
import {
  dropBudgetsBeyond,
  findItem,
  itemIds,
  itemNameTaken,
  lockWorkPlan,
  nextPosition,
  readWorkPlanSettings,
  removeItem,
  reorderItems,
  saveBudgets,
  updateWorkPlan,
  type WorkPlanItemTable,
} from '../repositories/workPlanQueries';
import { fieldChanges, recordEvent } from '../repositories/eventQueries';
import { lockPortfolioAccess } from '../permissions/portfolioPermissions';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { assertSameIds, planRule } from './workPlanRoute';

type Trx = Transaction<Database>;
type LockedPlan = NonNullable<Awaited<ReturnType<typeof lockWorkPlan>>>;

/**
 * Runs a settings write on the locked plan: the caller's permission is checked again, the plan's
 * updated_at moves and the portfolio's log records it, all in the write's transaction, so that a
 * refused write leaves the plan as it was. Answers the plan's settings as they now are.
 */
async function writeSettings(
  db: Db,
  request: FastifyRequest,
  wpId: string,
  write: (trx: Trx, plan: LockedPlan) => Promise<Record<string, unknown> | void>,
): Promise<WorkPlanSettings> {
  return db.transaction().execute(async (trx) => {
    const membership = await lockPortfolioAccess(trx, request);
    const plan = await lockWorkPlan(trx, wpId);
    if (!plan) throw notFound(`Work plan ${wpId} was deleted`);
    const details = await write(trx, plan);
    await updateWorkPlan(trx, wpId, {});
    const settings = (await readWorkPlanSettings(trx, wpId))!;
    await recordEvent(trx, {
      portfolioId: membership.portfolio_id,
      actorId: request.user.id,
      action: 'work_plan.settings_updated',
      subjectType: 'work_plan',
      subjectId: wpId,
      subjectName: settings.information.name,
      details: details ?? {},
    });
    return settings;
  });
}

/** SPEC 5's date texts carry the other date. */
function refusedTimeFrame(refusal: NonNullable<ReturnType<typeof timeFrameRefusal>>): HttpError {
  if (refusal.key === 'fiscalYearNotTwelveMonths') return new HttpError(400, 'errors.fiscalYearNotTwelveMonths');
  return new HttpError(400, 'errors.dateMustBeLater', 'fiscal_year_end must be later than fiscal_year_start', undefined, { dateVal: refusal.dateVal });
}

const nameTaken = () => new HttpError(409, 'errors.workPlanItemNameTaken');

/** One of the plan's ordered lists: how its items are written, beyond the name and position every list has. */
type ItemList<I extends z.ZodType> = {
  table: WorkPlanItemTable;
  itemParam: string;
  input: I;
  paths: { create: ApiPath; update: ApiPath; delete: ApiPath; order: ApiPath };
  /** Refuses an item the schema cannot judge alone (budgets per planning year, list options). */
  check?: (body: z.output<I>, plan: LockedPlan) => void;
  insert: (trx: Trx, workPlanId: string, position: number, body: z.output<I>) => Promise<void>;
  update: (trx: Trx, itemId: string, body: z.output<I>) => Promise<void>;
};

const budgetsPerYear = (body: { budgets: number[] }, plan: LockedPlan) => {
  if (body.budgets.length !== plan.planning_years) {
    throw new HttpError(400, 'errors.budgetsNotPerPlanningYear', `${body.budgets.length} budgets for ${plan.planning_years} planning years`);
  }
};

const udfOptions = (body: { type: string; options: string[] }) => {
  if ((body.type === 'list') !== body.options.length > 0) throw new HttpError(400, 'errors.udfOptionsInvalid');
};

const FUNDING_SOURCES: ItemList<typeof fundingSourceInputSchema> = {
  table: 'work_plan_funding_sources',
  itemParam: 'fundingSourceId',
  input: fundingSourceInputSchema,
  paths: {
    create: workPlanPaths.fundingSourceCreate,
    update: workPlanPaths.fundingSourceUpdate,
    delete: workPlanPaths.fundingSourceDelete,
    order: workPlanPaths.fundingSourceOrder,
  },
  check: budgetsPerYear,
  insert: async (trx, workPlanId, position, body) => {
    const { id } = await trx.insertInto('work_plan_funding_sources').values({ work_plan_id: workPlanId, position, name: body.name }).returning('id').executeTakeFirstOrThrow();
    await saveBudgets(trx, id, body.budgets);
  },
  update: async (trx, itemId, body) => {
    await trx.updateTable('work_plan_funding_sources').set({ name: body.name }).where('id', '=', itemId).execute();
    await saveBudgets(trx, itemId, body.budgets);
  },
};

const STATUS_ITEMS: ItemList<typeof statusItemInputSchema> = {
  table: 'work_plan_status_items',
  itemParam: 'statusItemId',
  input: statusItemInputSchema,
  paths: {
    create: workPlanPaths.statusItemCreate,
    update: workPlanPaths.statusItemUpdate,
    delete: workPlanPaths.statusItemDelete,
    order: workPlanPaths.statusItemOrder,
  },
  insert: async (trx, workPlanId, position, body) => {
    await trx.insertInto('work_plan_status_items').values({ work_plan_id: workPlanId, position, ...body }).execute();
  },
  update: async (trx, itemId, body) => {
    await trx.updateTable('work_plan_status_items').set(body).where('id', '=', itemId).execute();
  },
};

const PRIORITY_ITEMS: ItemList<typeof priorityItemInputSchema> = {
  table: 'work_plan_priority_items',
  itemParam: 'priorityItemId',
  input: priorityItemInputSchema,
  paths: {
    create: workPlanPaths.priorityItemCreate,
    update: workPlanPaths.priorityItemUpdate,
    delete: workPlanPaths.priorityItemDelete,
    order: workPlanPaths.priorityItemOrder,
  },
  insert: async (trx, workPlanId, position, body) => {
    await trx.insertInto('work_plan_priority_items').values({ work_plan_id: workPlanId, position, ...body }).execute();
  },
  update: async (trx, itemId, body) => {
    await trx.updateTable('work_plan_priority_items').set(body).where('id', '=', itemId).execute();
  },
};

const UDF_FIELDS: ItemList<typeof udfFieldInputSchema> = {
  table: 'work_plan_udf_fields',
  itemParam: 'udfFieldId',
  input: udfFieldInputSchema,
  paths: {
    create: workPlanPaths.udfFieldCreate,
    update: workPlanPaths.udfFieldUpdate,
    delete: workPlanPaths.udfFieldDelete,
    order: workPlanPaths.udfFieldOrder,
  },
  check: udfOptions,
  insert: async (trx, workPlanId, position, body) => {
    await trx.insertInto('work_plan_udf_fields').values({ work_plan_id: workPlanId, position, ...body }).execute();
  },
  update: async (trx, itemId, body) => {
    await trx.updateTable('work_plan_udf_fields').set(body).where('id', '=', itemId).execute();
  },
};

const settingsResponses = (...statuses: number[]) => ({ 200: workPlanSettingsSchema, ...errorResponses(400, 401, 403, 404, ...statuses) });

/** The plan's settings (SPEC 2 "Work Plan settings") under SPEC 8's version 5 paths. */
export const workPlanSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeAt(workPlanPaths.settings),
    config: planRule('workPlans.read'),
    schema: { tags: ['work-plans'], params: workPlanPaths.settings.params, response: settingsResponses() },
    handler: async (request) => {
      const settings = await readWorkPlanSettings(db, request.params.wpId);
      if (!settings) throw notFound(`Work plan ${request.params.wpId} was deleted`);
      return settings;
    },
  });

  // Removing planning years takes effect here, on Save (SPEC 5): their budgets go in the same transaction.
  app.route({
    ...routeAt(workPlanPaths.saveSettings),
    config: planRule('workPlans.write'),
    schema: { tags: ['work-plans'], params: workPlanPaths.saveSettings.params, body: workPlanSettingsInputSchema, response: settingsResponses() },
    handler: async (request) => {
      const { information, time_frame: timeFrame } = request.body;
      const refusal = timeFrameRefusal(timeFrame);
      if (refusal) throw refusedTimeFrame(refusal);
      return writeSettings(db, request, request.params.wpId, async (trx, plan) => {
        await updateWorkPlan(trx, request.params.wpId, { ...information, ...timeFrame });
        await dropBudgetsBeyond(trx, request.params.wpId, timeFrame.planning_years);
        const { name, description, fiscal_year_start, fiscal_year_end, planning_years } = plan;
        return fieldChanges({ name, description, fiscal_year_start, fiscal_year_end, planning_years }, { ...information, ...timeFrame });
      });
    },
  });

  registerItemList(app, db, FUNDING_SOURCES);
  registerItemList(app, db, STATUS_ITEMS);
  registerItemList(app, db, PRIORITY_ITEMS);
  registerItemList(app, db, UDF_FIELDS);
};

/** POST, PUT …/order, PUT and DELETE of one list; an item of another plan in the path is not found. */
function registerItemList<I extends z.ZodType<{ name: string }>>(app: Parameters<FastifyPluginAsyncZod>[0], db: Db, list: ItemList<I>): void {
  const paramsOf = (request: FastifyRequest) => request.params as Record<string, string> & { wpId: string };
  const itemOf = async (trx: Trx, request: FastifyRequest) => {
    const params = paramsOf(request);
    const itemId = params[list.itemParam]!;
    const item = await findItem(trx, list.table, params.wpId, itemId);
    if (!item) throw notFound(`No item ${itemId} in work plan ${params.wpId}'s ${list.table}`);
    return item;
  };

  app.route({
    ...routeAt(list.paths.create),
    config: planRule('workPlans.write'),
    schema: { tags: ['work-plans'], params: list.paths.create.params!, body: list.input, response: { 201: workPlanSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      const { wpId } = paramsOf(request);
      const body = request.body as z.output<I>;
      const settings = await writeSettings(db, request, wpId, async (trx, plan) => {
        list.check?.(body, plan);
        if (await itemNameTaken(trx, list.table, wpId, body.name)) throw nameTaken();
        // Positions run 0..n-1, so the next one is the list's length; a reorder names every item, up to the cap.
        const position = await nextPosition(trx, list.table, wpId);
        if (position >= WORK_PLAN_LIST_MAX) {
          throw new HttpError(400, 'errors.workPlanListFull', `${list.table} holds ${position} items`, undefined, { max: WORK_PLAN_LIST_MAX });
        }
        await list.insert(trx, wpId, position, body);
        return { [list.table]: { added: body.name } };
      });
      return reply.code(201).send(settings);
    },
  });

  app.route({
    ...routeAt(list.paths.order),
    config: planRule('workPlans.write'),
    schema: { tags: ['work-plans'], params: list.paths.order.params!, body: itemOrderSchema, response: settingsResponses(409) },
    handler: async (request) => {
      const { wpId } = paramsOf(request);
      const { ids } = request.body as z.output<typeof itemOrderSchema>;
      return writeSettings(db, request, wpId, async (trx) => {
        assertSameIds(ids, await itemIds(trx, list.table, wpId), 'list');
        await reorderItems(trx, list.table, ids);
        return { [list.table]: { reordered: true } };
      });
    },
  });

  app.route({
    ...routeAt(list.paths.update),
    config: planRule('workPlans.write'),
    schema: { tags: ['work-plans'], params: list.paths.update.params!, body: list.input, response: settingsResponses(409) },
    handler: async (request) => {
      const { wpId } = paramsOf(request);
      const body = request.body as z.output<I>;
      return writeSettings(db, request, wpId, async (trx, plan) => {
        const item = await itemOf(trx, request);
        list.check?.(body, plan);
        if (await itemNameTaken(trx, list.table, wpId, body.name, item.id)) throw nameTaken();
        await list.update(trx, item.id, body);
        return { [list.table]: { updated: item.name } };
      });
    },
  });

  app.route({
    ...routeAt(list.paths.delete),
    config: planRule('workPlans.write'),
    schema: { tags: ['work-plans'], params: list.paths.delete.params!, response: settingsResponses() },
    handler: async (request) => {
      const { wpId } = paramsOf(request);
      return writeSettings(db, request, wpId, async (trx) => {
        const item = await itemOf(trx, request);
        await removeItem(trx, list.table, wpId, item);
        return { [list.table]: { removed: item.name } };
      });
    },
  });
}
