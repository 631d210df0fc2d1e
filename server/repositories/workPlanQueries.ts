import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Page } from '../../src/api/schemas/common.schema';
import type {
  FundingSource,
  TimeFrame,
  WorkPlanDetail,
  WorkPlanSettings,
  WorkPlanSummary,
} from '../../src/api/schemas/workPlan.schema';
import { planningYears } from '../../src/api/rules/workPlanTimeFrame';
import { allowedActions, type Membership } from '../../src/api/schemas/portfolioPermission.schema';
import { pageEnvelope } from './pageEnvelope';

type Trx = Transaction<Database>;

/** The four ordered lists of a plan's settings, by the table each is kept in. */
export type WorkPlanItemTable = 'work_plan_funding_sources' | 'work_plan_priority_items' | 'work_plan_status_items' | 'work_plan_udf_fields';

/** What a planner starts with (SPEC 3 "Work Plan"): the usual project statuses and three priorities. */
const DEFAULT_STATUS_ITEMS = [
  { name: 'Proposed', colour: '#6b7280' },
  { name: 'Approved', colour: '#2563eb' },
  { name: 'In progress', colour: '#d97706' },
  { name: 'Completed', colour: '#16a34a' },
];
const DEFAULT_PRIORITY_ITEMS = ['High', 'Medium', 'Low'];

/** SPEC 3 "Work Plan": its project count, and whether its data sources give it a map; for a select on `work_plans as wp`. */
export const workPlanSummaryCounts = [
  sql<number>`(select count(*)::int from work_plan_projects pr where pr.work_plan_id = wp.id)`.as('project_count'),
  sql<boolean>`exists (select 1 from work_plan_data_sources ds where ds.work_plan_id = wp.id and ds.import_status = 'completed' and ds.has_spatial_data)`.as('has_spatial_data_sources'),
] as const;

const summaries = (executor: Db) =>
  executor
    .selectFrom('work_plans as wp')
    .innerJoin('portfolios as p', 'p.id', 'wp.portfolio_id')
    .select(['wp.id', 'wp.name', 'wp.description', 'wp.portfolio_id', 'p.name as portfolio_name', 'wp.created_at', 'wp.updated_at', ...workPlanSummaryCounts]);

const isoTimes = <R extends { created_at: Date; updated_at: Date }>(row: R) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The portfolio's Work Plans tab: most recently updated first, one page. */
export async function listPortfolioWorkPlans(db: Db, portfolioId: string, query: { page: number; page_size: number }): Promise<Page<WorkPlanSummary>> {
  const [rows, total] = await Promise.all([
    summaries(db)
      .where('wp.portfolio_id', '=', portfolioId)
      // The id breaks ties so that paging never repeats or skips a work plan.
      .orderBy('wp.updated_at', 'desc')
      .orderBy('wp.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    db.selectFrom('work_plans').select(sql<number>`count(*)::int`.as('count')).where('portfolio_id', '=', portfolioId).executeTakeFirstOrThrow(),
  ]);
  return pageEnvelope(rows.map(isoTimes), total.count, query);
}

/** Whether another plan of the portfolio has this name, ignoring case, for SPEC 5's soft warning. */
export async function workPlanNameTaken(db: Db, portfolioId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('work_plans')
    .select('id')
    .where('portfolio_id', '=', portfolioId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

async function timeFrameOf(executor: Db, workPlanId: string): Promise<TimeFrame | undefined> {
  const row = await executor
    .selectFrom('work_plans')
    .select([sql<string>`fiscal_year_start::text`.as('fiscal_year_start'), sql<string>`fiscal_year_end::text`.as('fiscal_year_end'), 'planning_years'])
    .where('id', '=', workPlanId)
    .executeTakeFirst();
  return row && { ...row, years: planningYears(row) };
}

export async function workPlanDetail(executor: Db, workPlanId: string, membership: Membership): Promise<WorkPlanDetail | undefined> {
  const [row, timeFrame] = await Promise.all([summaries(executor).where('wp.id', '=', workPlanId).executeTakeFirst(), timeFrameOf(executor, workPlanId)]);
  return row && timeFrame && { ...isoTimes(row), time_frame: timeFrame, allowed_actions: allowedActions(membership) };
}

/** A new plan with the database's default time frame and the default status and priority items. */
export async function insertWorkPlan(trx: Trx, portfolioId: string, userId: string, input: { name: string; description: string }): Promise<string> {
  const { id } = await trx
    .insertInto('work_plans')
    .values({ portfolio_id: portfolioId, created_by: userId, name: input.name, description: input.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('work_plan_status_items')
    .values(DEFAULT_STATUS_ITEMS.map((item, position) => ({ work_plan_id: id, position, ...item })))
    .execute();
  await trx
    .insertInto('work_plan_priority_items')
    .values(DEFAULT_PRIORITY_ITEMS.map((name, position) => ({ work_plan_id: id, position, name })))
    .execute();
  return id;
}

/** Locks the plan against concurrent writes to it and its settings until the transaction ends. */
export async function lockWorkPlan(trx: Trx, workPlanId: string) {
  return trx
    .selectFrom('work_plans')
    .select(['name', 'description', 'planning_years', sql<string>`fiscal_year_start::text`.as('fiscal_year_start'), sql<string>`fiscal_year_end::text`.as('fiscal_year_end')])
    .where('id', '=', workPlanId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function updateWorkPlan(
  trx: Trx,
  workPlanId: string,
  changes: Partial<{ name: string; description: string; fiscal_year_start: string; fiscal_year_end: string; planning_years: number }>,
): Promise<void> {
  await trx
    .updateTable('work_plans')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', workPlanId)
    .execute();
}

/** The budgets of planning years the plan no longer has go with the time frame that removed them. */
export async function dropBudgetsBeyond(trx: Trx, workPlanId: string, planningYearCount: number): Promise<void> {
  await trx
    .deleteFrom('work_plan_funding_budgets')
    .where('year_index', '>=', planningYearCount)
    .where('funding_source_id', 'in', trx.selectFrom('work_plan_funding_sources').select('id').where('work_plan_id', '=', workPlanId))
    .execute();
}

/** Its settings go with it (on delete cascade). */
export async function deleteWorkPlan(trx: Trx, workPlanId: string): Promise<void> {
  await trx.deleteFrom('work_plans').where('id', '=', workPlanId).execute();
}

async function fundingSourcesOf(executor: Db, workPlanId: string, planningYearCount: number): Promise<FundingSource[]> {
  const [sources, budgets] = await Promise.all([
    executor.selectFrom('work_plan_funding_sources').select(['id', 'name', 'position']).where('work_plan_id', '=', workPlanId).orderBy('position').execute(),
    executor
      .selectFrom('work_plan_funding_budgets as b')
      .innerJoin('work_plan_funding_sources as s', 's.id', 'b.funding_source_id')
      .select(['b.funding_source_id', 'b.year_index', 'b.amount'])
      .where('s.work_plan_id', '=', workPlanId)
      .execute(),
  ]);
  return sources.map((source) => {
    // A year without a stored budget has none yet: zero.
    const amounts = Array.from({ length: planningYearCount }, () => 0);
    for (const budget of budgets) {
      if (budget.funding_source_id === source.id && budget.year_index < planningYearCount) amounts[budget.year_index] = Number(budget.amount);
    }
    return { id: source.id, name: source.name, order: source.position, budgets: amounts };
  });
}

export async function readWorkPlanSettings(executor: Db, workPlanId: string): Promise<WorkPlanSettings | undefined> {
  const plan = await executor.selectFrom('work_plans').select(['name', 'description']).where('id', '=', workPlanId).executeTakeFirst();
  const timeFrame = await timeFrameOf(executor, workPlanId);
  if (!plan || !timeFrame) return undefined;
  const [fundingSources, priorityItems, statusItems, udfFields] = await Promise.all([
    fundingSourcesOf(executor, workPlanId, timeFrame.planning_years),
    executor.selectFrom('work_plan_priority_items').select(['id', 'name', 'position']).where('work_plan_id', '=', workPlanId).orderBy('position').execute(),
    executor.selectFrom('work_plan_status_items').select(['id', 'name', 'position', 'colour']).where('work_plan_id', '=', workPlanId).orderBy('position').execute(),
    executor
      .selectFrom('work_plan_udf_fields')
      .select(['id', 'name', 'position', 'type', 'options', 'required'])
      .where('work_plan_id', '=', workPlanId)
      .orderBy('position')
      .execute(),
  ]);
  const ordered = <R extends { position: number }>({ position, ...rest }: R) => ({ ...rest, order: position });
  return {
    information: plan,
    time_frame: timeFrame,
    funding_sources: fundingSources,
    priority_items: priorityItems.map(ordered),
    status_items: statusItems.map(ordered),
    udf_fields: udfFields.map(ordered),
  };
}

/** Replaces a funding source's budgets, one per planning year. */
export async function saveBudgets(trx: Trx, fundingSourceId: string, budgets: number[]): Promise<void> {
  await trx.deleteFrom('work_plan_funding_budgets').where('funding_source_id', '=', fundingSourceId).execute();
  if (budgets.length === 0) return;
  await trx
    .insertInto('work_plan_funding_budgets')
    .values(budgets.map((amount, year_index) => ({ funding_source_id: fundingSourceId, year_index, amount })))
    .execute();
}

/** An ordered list: one of a plan's settings lists, or a project's phases; its parent column holds whose it is. */
type OrderedTable = WorkPlanItemTable | 'work_plan_phases';
const parentOf = (table: OrderedTable) => sql.ref(table === 'work_plan_phases' ? 'project_id' : 'work_plan_id');

/** The ids of a list, in order. */
export async function itemIds(trx: Trx, table: OrderedTable, parentId: string): Promise<string[]> {
  const rows = await trx.selectFrom(table).select('id').where(parentOf(table), '=', parentId).orderBy('position').execute();
  return rows.map((row) => row.id);
}

/** The item, when it belongs to this plan's list; an item of another plan is not found. */
export async function findItem(trx: Trx, table: WorkPlanItemTable, workPlanId: string, itemId: string) {
  return trx.selectFrom(table).select(['id', 'name', 'position']).where('work_plan_id', '=', workPlanId).where('id', '=', itemId).executeTakeFirst();
}

/** Whether another item of the list has this name, ignoring case (the names are unique per plan). */
export async function itemNameTaken(trx: Trx, table: WorkPlanItemTable, workPlanId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = trx
    .selectFrom(table)
    .select('id')
    .where('work_plan_id', '=', workPlanId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** A new item goes last. */
export async function nextPosition(trx: Trx, table: OrderedTable, parentId: string): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next'))
    .where(parentOf(table), '=', parentId)
    .executeTakeFirstOrThrow();
  return row.next;
}

/** Removes an item (a phase takes its treatments along) and closes the gap it leaves, so that positions stay 0..n-1. */
export async function removeItem(trx: Trx, table: OrderedTable, parentId: string, item: { id: string; position: number }): Promise<void> {
  await trx.deleteFrom(table).where('id', '=', item.id).execute();
  await trx
    .updateTable(table)
    .set({ position: sql<number>`position - 1` })
    .where(parentOf(table), '=', parentId)
    .where('position', '>', item.position)
    .execute();
}

/** Positions follow `ids`; the unique positions are checked at commit, so items may pass through each other's. */
export async function reorderItems(trx: Trx, table: OrderedTable, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx.updateTable(table).set({ position }).where('id', '=', id).execute();
  }
  // A phase says when it last changed; the settings lists keep no such time.
  if (table === 'work_plan_phases' && ids.length > 0) await trx.updateTable('work_plan_phases').set({ updated_at: new Date() }).where('id', 'in', ids).execute();
}
