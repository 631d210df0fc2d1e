import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { WorkPlanDataSourcesTable } from '../db/schema';
import {
  ASSET_FILTER_FIELDS,
  ASSET_FILTER_OPTION_LIMIT,
  usesAdvancedFilter,
  type AssetFilterField,
  type AssetFilterOptions,
  type DataSource,
  type DataSourceCandidate,
  type MessageNotice,
  type WorkPlanAssetDetail,
  type WorkPlanAssetPage,
  type WorkPlanAssetQuery,
} from '../../src/api/schemas/dataSource.schema';
import { messageFor, type MessageKey } from '../http/messages';
import { likePattern } from './likePattern';

const noticeOf = (key: MessageKey): MessageNotice => ({ key, message: messageFor(key) });

/** The data source as a row gives it; the span of its works' years is the list's to add. */
export function toDataSource(row: Selectable<WorkPlanDataSourcesTable>): DataSource {
  return {
    id: row.id,
    work_plan_id: row.work_plan_id,
    order: row.order,
    task_id: row.task_id,
    simulation_id: row.simulation_id,
    simulation_name: row.simulation_name,
    workspace_name: row.workspace_name,
    import_status: row.import_status,
    error_message: row.error_message,
    error_key: row.error_key,
    asset_count: row.asset_count,
    treatment_count: row.treatment_count,
    first_year: null,
    last_year: null,
    has_spatial_data: row.has_spatial_data,
    task_notice: row.task_id === null ? noticeOf('errors.dataSourceTaskMissing') : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The plan's data sources in its order. */
export async function listDataSources(db: Db, workPlanId: string): Promise<DataSource[]> {
  const rows = await db.selectFrom('work_plan_data_sources').selectAll().where('work_plan_id', '=', workPlanId).orderBy('order').orderBy('created_at').execute();
  if (rows.length === 0) return [];
  // One grouped read of the copied works' years for the whole list.
  const spans = await db
    .selectFrom('work_plan_proposed_treatments')
    .select(['data_source_id', sql<number>`min(year)`.as('first_year'), sql<number>`max(year)`.as('last_year')])
    .where('data_source_id', 'in', rows.map((row) => row.id))
    .groupBy('data_source_id')
    .execute();
  const spanOf = new Map(spans.map((span) => [span.data_source_id, span]));
  return rows.map((row) => {
    const span = spanOf.get(row.id);
    return { ...toDataSource(row), first_year: span?.first_year ?? null, last_year: span?.last_year ?? null };
  });
}

/**
 * The current task of each simulation of the plan's portfolio (its latest run), when that run
 * completed and its works were stored (its lite reports generated): what an import copies.
 */
function currentTasks(db: Db, workPlanId: string) {
  return db
    .selectFrom('work_plans as p')
    .innerJoin('workspaces as w', 'w.portfolio_id', 'p.portfolio_id')
    .innerJoin('simulations as s', 's.workspace_id', 'w.id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('simulation_tasks as t')
          .select(['t.id', 't.status', 't.finished_at'])
          .select(sql<string | null>`(select r.status from task_reports r where r.task_id = t.id and r.group_code = 'lite')`.as('lite_status'))
          .whereRef('t.simulation_id', '=', 's.id')
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id')
          .limit(1)
          .as('ct'),
      (join) => join.onTrue(),
    )
    .where('p.id', '=', workPlanId);
}

/** A failed import does not count: the task can be imported again (its failed data source makes way). */
export async function listCandidates(db: Db, workPlanId: string): Promise<DataSourceCandidate[]> {
  const rows = await currentTasks(db, workPlanId)
    .select(['ct.id as task_id', 'ct.finished_at', 's.id as simulation_id', 's.name as simulation_name', 'w.id as workspace_id', 'w.name as workspace_name'])
    .select(sql<boolean>`exists (select 1 from work_plan_data_sources d where d.work_plan_id = p.id and d.task_id = ct.id and d.import_status <> 'failed')`.as('imported'))
    .where('ct.status', '=', 'completed')
    .where('ct.lite_status', '=', 'completed')
    .orderBy('w.name')
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  if (rows.length === 0) return [];
  // One grouped read of the candidates' works, not a scan per candidate and figure.
  const spans = await db
    .selectFrom('task_works')
    .select(['task_id', sql<number>`min(year)`.as('first_year'), sql<number>`max(year)`.as('last_year'), sql<number>`count(*)::int`.as('work_count')])
    .where('task_id', 'in', rows.map((row) => row.task_id))
    .groupBy('task_id')
    .execute();
  const spanOf = new Map(spans.map((span) => [span.task_id, span]));
  return rows.map(({ finished_at: finishedAt, ...row }) => {
    const span = spanOf.get(row.task_id);
    return { ...row, run_at: finishedAt?.toISOString() ?? null, first_year: span?.first_year ?? null, last_year: span?.last_year ?? null, work_count: span?.work_count ?? 0, imported: Boolean(row.imported) };
  });
}

export type ImportableTask = { task_id: string; simulation_id: string; simulation_name: string; workspace_name: string; completed: boolean };

/** The given tasks as far as they belong to the plan's portfolio, each saying whether it is its simulation's current, completed run with works stored. */
export async function findImportableTasks(db: Db, workPlanId: string, taskIds: readonly string[]): Promise<ImportableTask[]> {
  const rows = await db
    .selectFrom('simulation_tasks as t')
    .innerJoin('simulations as s', 's.id', 't.simulation_id')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .innerJoin('work_plans as p', 'p.portfolio_id', 'w.portfolio_id')
    .select(['t.id as task_id', 's.id as simulation_id', 's.name as simulation_name', 'w.name as workspace_name'])
    .select(
      sql<boolean>`t.status = 'completed'
        and exists (select 1 from task_reports r where r.task_id = t.id and r.group_code = 'lite' and r.status = 'completed')
        and not exists (select 1 from simulation_tasks later where later.simulation_id = t.simulation_id
          and (later.created_at > t.created_at or (later.created_at = t.created_at and later.id < t.id)))`.as('completed'),
    )
    .where('p.id', '=', workPlanId)
    .where('t.id', 'in', taskIds)
    .execute();
  return rows.map((row) => ({ ...row, completed: Boolean(row.completed) }));
}

const assetColumns = ['a.id', 'a.data_source_id', 'a.asset_id', 'a.name', 'a.asset_class', 'a.location', 'a.hierarchy', 'a.criticality', 'a.network_measure'] as const;

/** The assets of the imported data sources (an import in progress has only part of them). */
function importedAssets(db: Db, workPlanId: string, sourceId: string | undefined) {
  let assets = db
    .selectFrom('work_plan_assets as a')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'a.data_source_id')
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed');
  if (sourceId) assets = assets.where('d.id', '=', sourceId);
  return assets;
}

type ImportedAssets = ReturnType<typeof importedAssets>;

/** The assets the quick search (id or name) or the advanced filter keeps. */
function matchingAssets(assets: ImportedAssets, query: WorkPlanAssetQuery): ImportedAssets {
  let found = assets;
  if (query.q) {
    const pattern = likePattern(query.q);
    found = found.where((eb) => eb.or([eb('a.asset_id', 'ilike', pattern), eb('a.name', 'ilike', pattern)]));
  }
  for (const field of ASSET_FILTER_FIELDS) {
    const values = query[field];
    if (values && values.length > 0) found = found.where(`a.${field}`, 'in', values);
  }
  const { year_from: from, year_to: to, has_treatments: hasTreatments } = query;
  if (from !== undefined || to !== undefined) {
    found = found.where(({ exists, selectFrom }) => {
      let treatments = selectFrom('work_plan_proposed_treatments as w').select(sql`1`.as('one')).whereRef('w.data_source_id', '=', 'a.data_source_id').whereRef('w.asset_id', '=', 'a.asset_id');
      if (from !== undefined) treatments = treatments.where('w.year', '>=', from);
      if (to !== undefined) treatments = treatments.where('w.year', '<=', to);
      return exists(treatments);
    });
  }
  if (hasTreatments !== undefined) {
    found = found.where(({ exists, not, selectFrom }) => {
      const treated = exists(selectFrom('work_plan_proposed_treatments as w').select(sql`1`.as('one')).whereRef('w.data_source_id', '=', 'a.data_source_id').whereRef('w.asset_id', '=', 'a.asset_id'));
      return hasTreatments ? treated : not(treated);
    });
  }
  return found;
}

/**
 * The advanced filter's choices: each column's distinct values over the plan's imported assets
 * (one data source's when asked), sorted and capped, and the span of their treatments' years.
 */
export async function listAssetFilterOptions(db: Db, workPlanId: string, sourceId: string | undefined): Promise<AssetFilterOptions> {
  const columns = await Promise.all(
    ASSET_FILTER_FIELDS.map(async (field) => {
      const rows = await importedAssets(db, workPlanId, sourceId)
        .select(`a.${field} as value`)
        .distinct()
        .where(`a.${field}`, 'is not', null)
        .where(sql<boolean>`btrim(${sql.ref(`a.${field}`)}) <> ''`)
        .orderBy('value')
        .limit(ASSET_FILTER_OPTION_LIMIT + 1)
        .execute();
      const values = rows.map((row) => row.value!);
      return [field, { values: values.slice(0, ASSET_FILTER_OPTION_LIMIT), truncated: values.length > ASSET_FILTER_OPTION_LIMIT }] as const;
    }),
  );
  let years = db
    .selectFrom('work_plan_proposed_treatments as w')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'w.data_source_id')
    .select([sql<number | null>`min(w.year)`.as('first_year'), sql<number | null>`max(w.year)`.as('last_year')])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed');
  if (sourceId) years = years.where('d.id', '=', sourceId);
  const span = await years.executeTakeFirstOrThrow();
  return { ...(Object.fromEntries(columns) as Record<AssetFilterField, AssetFilterOptions[AssetFilterField]>), first_year: span.first_year, last_year: span.last_year };
}

/** Each asset's proposed treatments: how many, and the first year. */
export const treatmentFigures = [
  sql<number>`(select count(*)::int from work_plan_proposed_treatments w where w.data_source_id = a.data_source_id and w.asset_id = a.asset_id)`.as('treatment_count'),
  sql<number | null>`(select min(w.year) from work_plan_proposed_treatments w where w.data_source_id = a.data_source_id and w.asset_id = a.asset_id)`.as('first_year'),
];

/**
 * Brings the planner's statistics of the imported rows up to date. The embedded database runs no
 * autovacuum: without them its planner takes a data source's tens of thousands of works for a few
 * hundred and joins them one at a time (the Treatments view's pivot took seconds). On PostgreSQL
 * autovacuum would get there in time; an import is when these tables change most.
 */
export async function updateImportStatistics(db: Db): Promise<void> {
  await sql`analyze work_plan_proposed_treatments`.execute(db);
  await sql`analyze work_plan_assets`.execute(db);
}

/**
 * A window of the plan's assets (one data source's, when asked), in the plan's order and by asset
 * id within a data source. Without a search or filter the window is cut from each data source's primary key
 * in turn, using the counts the imports stored: the Builder scrolls 100,000 rows without the
 * database sorting them all for each window.
 */
export async function listWorkPlanAssets(db: Db, workPlanId: string, query: WorkPlanAssetQuery): Promise<WorkPlanAssetPage> {
  const { offset, limit } = query;
  if (query.q || usesAdvancedFilter(query)) {
    const found = matchingAssets(importedAssets(db, workPlanId, query.source_id), query);
    const [rows, total] = await Promise.all([
      db
        .selectFrom(found.select(assetColumns).select('d.order').orderBy('d.order').orderBy('a.data_source_id').orderBy('a.asset_id').offset(offset).limit(limit).as('a'))
        .select(assetColumns)
        .select(treatmentFigures)
        .orderBy('a.order')
        .orderBy('a.data_source_id')
        .orderBy('a.asset_id')
        .execute(),
      found.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { contents: rows, offset, limit, total_count: total.count };
  }
  let sources = db.selectFrom('work_plan_data_sources').select(['id', 'asset_count']).where('work_plan_id', '=', workPlanId).where('import_status', '=', 'completed');
  if (query.source_id) sources = sources.where('id', '=', query.source_id);
  const ordered = await sources.orderBy('order').orderBy('created_at').execute();
  const contents: WorkPlanAssetPage['contents'] = [];
  let before = 0;
  for (const source of ordered) {
    const wanted = limit - contents.length;
    const skip = Math.max(0, offset - before);
    before += source.asset_count;
    if (wanted === 0 || skip >= source.asset_count) continue;
    // The window first, then its figures: a select list is computed for the rows an offset skips too.
    const window = db.selectFrom('work_plan_assets as a').selectAll().where('a.data_source_id', '=', source.id).orderBy('a.asset_id').offset(skip).limit(wanted).as('a');
    const rows = await db.selectFrom(window).select(assetColumns).select(treatmentFigures).orderBy('a.asset_id').execute();
    contents.push(...rows);
  }
  return { contents, offset, limit, total_count: before };
}

/** One asset of one of the plan's imported data sources with what the import copied; undefined when the plan has no such asset (an import in progress has none yet). */
export async function findWorkPlanAsset(db: Db, workPlanId: string, dataSourceId: string, assetId: string): Promise<WorkPlanAssetDetail | undefined> {
  const asset = await db
    .selectFrom('work_plan_assets as a')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'a.data_source_id')
    .select(['a.id', 'a.data_source_id', 'a.asset_id', 'a.name', 'a.asset_class', 'a.location', 'a.hierarchy', 'a.criticality', 'a.network_measure', 'a.geometry', 'a.attributes', 'd.task_id'])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed')
    .where('a.data_source_id', '=', dataSourceId)
    .where('a.asset_id', '=', assetId)
    .executeTakeFirst();
  if (!asset) return undefined;
  const treatments = await db
    .selectFrom('work_plan_proposed_treatments')
    .select(['id', 'work_no', 'year', 'treatment', 'cost', 'funding_source', 'state_before', 'state_after'])
    .where('data_source_id', '=', dataSourceId)
    .where('asset_id', '=', assetId)
    .orderBy('year')
    .orderBy('work_no')
    .execute();
  const { task_id: taskId, geometry, ...fields } = asset;
  return {
    ...fields,
    geometry: (geometry ?? null) as WorkPlanAssetDetail['geometry'],
    treatment_count: treatments.length,
    first_year: treatments[0]?.year ?? null,
    proposed_treatments: treatments,
    life_cycle_unavailable: taskId === null ? noticeOf('errors.assetLifeCycleUnavailable') : null,
  };
}
