import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { StoredReportStatus, StoredTaskStatus } from '../db/schema';
import type { Page } from '../../src/api/schemas/common.schema';
import type { ReportStatus } from '../../src/api/schemas/reportStatus.schema';
import type { SimulationDetail, SimulationListQuery, SimulationSummary } from '../../src/api/schemas/simulation.schema';
import type { PortfolioAction } from '../../src/api/schemas/portfolioPermission.schema';
import type { SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { SnapshotContents } from '../publishing/snapshotImport';
import { creatorOf, plannedYearlyBudget } from './packageQueries';
import type { PackageError } from '../../src/api/simulationPackage/errors';
import { likePattern } from './likePattern';
import { pageEnvelope } from './pageEnvelope';

/**
 * SPEC 4: what a simulation's reports are, read off its newest task and that task's lite report
 * generation: waiting while the run waits, in progress while it runs and while its reports are
 * generated, then the generation's own outcome; a run that broke fails them, and a run on data or
 * settings published again since makes them outdated.
 */
export function reportStatusOf(status: StoredTaskStatus | null, lite: StoredReportStatus | null): ReportStatus {
  switch (status) {
    case 'running':
      return 'in_progress';
    case 'completed':
      return lite ?? 'not_started';
    case 'outdated':
      return 'outdated';
    case 'failed':
    case 'invalid':
    case 'cancelled':
      return 'failed';
    default:
      return 'not_started';
  }
}

/** Which simulations a list covers: every portfolio the user is a member of, or one workspace. */
export type SimulationScope = { userId: string; workspaceId?: string };

function inScope(db: Db, scope: SimulationScope, query: Omit<SimulationListQuery, 'page' | 'page_size'>) {
  let rows = db
    .selectFrom('simulations as s')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .innerJoin('portfolios as p', 'p.id', 'w.portfolio_id')
    .innerJoin('portfolio_members as m', (join) => join.onRef('m.portfolio_id', '=', 'p.id').on('m.user_id', '=', scope.userId))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('simulation_tasks as t')
          .select(['t.id', 't.status', 't.progress', 't.sim_time_remaining', 't.error_messages', 't.can_retry'])
          .select(sql<StoredReportStatus | null>`(select r.status from task_reports r where r.task_id = t.id and r.group_code = 'lite')`.as('lite_status'))
          .whereRef('t.simulation_id', '=', 's.id')
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id')
          .limit(1)
          .as('ct'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('task_results as r')
          .select([
            sql<number>`(select coalesce(sum(v::float8), 0) from jsonb_array_elements_text(r.summary -> 'network' -> 'budget') v)`.as('total_budget'),
            sql<number>`(select coalesce(sum(v::float8), 0) from jsonb_array_elements_text(r.summary -> 'network' -> 'spend') v)`.as('total_spend'),
            sql<number | null>`(r.summary -> 'network' -> 'osi' ->> 0)::float8`.as('start_osi'),
            sql<number | null>`(r.summary -> 'network' -> 'osi' ->> -1)::float8`.as('end_osi'),
          ])
          .whereRef('r.task_id', '=', 'ct.id')
          .as('ro'),
      (join) => join.onTrue(),
    );
  const workspaceId = scope.workspaceId ?? query.workspace_id;
  if (workspaceId) rows = rows.where('s.workspace_id', '=', workspaceId);
  if (query.q) rows = rows.where('s.name', 'ilike', likePattern(query.q));
  if (query.status) rows = rows.where('ct.status', '=', query.status as StoredTaskStatus);
  if (query.status_item_id) rows = rows.where('s.status_item_id', '=', query.status_item_id);
  if (query.priority_item_id) rows = rows.where('s.priority_item_id', '=', query.priority_item_id);
  return rows;
}

const outdatedExpression = sql<SqlBool>`coalesce(
  s.data_snapshot_version < (select max(v.version) from data_snapshot_versions v where v.snapshot_id = s.data_snapshot_id)
  or s.settings_version < (select max(v.version) from simulation_settings_versions v where v.settings_id = s.settings_id),
  false)`;

const SUMMARY_COLUMNS = [
  's.id',
  's.name',
  's.description',
  's.workspace_id',
  'w.name as workspace_name',
  'p.id as portfolio_id',
  'p.name as portfolio_name',
  's.status_item_id',
  's.priority_item_id',
  'ct.id as task_id',
  'ct.status as task_status',
  'ct.progress as task_progress',
  'ct.sim_time_remaining as task_sim_time_remaining',
  'ct.error_messages as task_error_messages',
  'ct.can_retry as task_can_retry',
  'ct.lite_status as task_lite_status',
  outdatedExpression.as('outdated'),
  'ro.total_budget',
  'ro.total_spend',
  'ro.start_osi',
  'ro.end_osi',
  's.created_at',
  's.updated_at',
] as const;

type SummaryRow = {
  id: string;
  name: string;
  description: string;
  workspace_id: string;
  workspace_name: string;
  portfolio_id: string;
  portfolio_name: string;
  status_item_id: string | null;
  priority_item_id: string | null;
  task_id: string | null;
  task_status: StoredTaskStatus | null;
  task_progress: number | null;
  task_sim_time_remaining: number | null;
  task_error_messages: PackageError[] | null;
  task_can_retry: boolean | null;
  task_lite_status: StoredReportStatus | null;
  outdated: SqlBool;
  total_budget: number | null;
  total_spend: number | null;
  start_osi: number | null;
  end_osi: number | null;
  created_at: Date;
  updated_at: Date;
};

function toSummary(row: SummaryRow): SimulationSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    workspace_id: row.workspace_id,
    workspace_name: row.workspace_name,
    portfolio_id: row.portfolio_id,
    portfolio_name: row.portfolio_name,
    status_item_id: row.status_item_id,
    priority_item_id: row.priority_item_id,
    current_task:
      row.task_id && row.task_status
        ? {
            id: row.task_id,
            status: row.task_status,
            progress: row.task_progress ?? 0,
            sim_time_remaining: row.task_status === 'running' ? row.task_sim_time_remaining : null,
            error_messages: row.task_error_messages ?? [],
            can_retry: row.task_can_retry ?? false,
          }
        : null,
    report_status: reportStatusOf(row.task_status, row.task_lite_status),
    outdated: Boolean(row.outdated),
    outcome:
      row.total_budget === null || row.total_spend === null
        ? null
        : { total_budget: row.total_budget, total_spend: row.total_spend, start_osi: row.start_osi, end_osi: row.end_osi },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One page of the simulations in scope that pass the query's filters, most recently updated first. */
export async function listSimulations(db: Db, scope: SimulationScope, query: SimulationListQuery): Promise<Page<SimulationSummary>> {
  const rows = inScope(db, scope, query);
  const [page, total] = await Promise.all([
    rows
      .select(SUMMARY_COLUMNS)
      // The id breaks ties so that paging never repeats or skips a simulation.
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return pageEnvelope(page.map((row) => toSummary(row as SummaryRow)), total.count, query);
}

/** One simulation as a list shows it, for a member of its portfolio; undefined when gone. */
export async function simulationSummaryFor(db: Db, userId: string, simulationId: string): Promise<SimulationSummary | undefined> {
  const row = await inScope(db, { userId }, {}).select(SUMMARY_COLUMNS).where('s.id', '=', simulationId).executeTakeFirst();
  return row ? toSummary(row as SummaryRow) : undefined;
}

/**
 * Everything the simulation pages show, for a member of its portfolio; undefined when gone.
 * Budget, years and strategy come from the settings version it runs on; the spent total from the
 * current task's results once they exist.
 */
export async function simulationDetailFor(db: Db, userId: string, simulationId: string, allowed: PortfolioAction[]): Promise<SimulationDetail | undefined> {
  const summary = await simulationSummaryFor(db, userId, simulationId);
  if (!summary) return undefined;
  const row = await db
    .selectFrom('simulations as s')
    .innerJoin('data_snapshots as d', 'd.id', 's.data_snapshot_id')
    .innerJoin('data_snapshot_versions as dv', (join) => join.onRef('dv.snapshot_id', '=', 's.data_snapshot_id').onRef('dv.version', '=', 's.data_snapshot_version'))
    .innerJoin('simulation_settings_versions as sv', (join) => join.onRef('sv.settings_id', '=', 's.settings_id').onRef('sv.version', '=', 's.settings_version'))
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select([
      's.data_snapshot_id',
      's.data_snapshot_version',
      's.settings_id',
      's.settings_version',
      's.udf_values',
      'd.name as data_name',
      'dv.summary',
      'dv.spatial_blob_key',
      'sv.settings',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<number>`(select max(version)::int from data_snapshot_versions where snapshot_id = s.data_snapshot_id)`.as('data_latest'),
      sql<number>`(select max(version)::int from simulation_settings_versions where settings_id = s.settings_id)`.as('settings_latest'),
      sql<number>`(select count(*)::int from simulation_tasks where simulation_id = s.id)`.as('task_count'),
    ])
    .where('s.id', '=', simulationId)
    .executeTakeFirst();
  if (!row || row.data_snapshot_id === null || row.settings_id === null || row.data_snapshot_version === null || row.settings_version === null) return undefined;
  const settings = row.settings as unknown as SimulationSettings;
  const snapshot = row.summary as unknown as SnapshotContents;
  const planned = plannedYearlyBudget(settings);
  return {
    ...summary,
    model: settings.name,
    data_snapshot_id: row.data_snapshot_id,
    data_snapshot_version: row.data_snapshot_version,
    data_snapshot_latest_version: row.data_latest,
    simulation_settings_id: row.settings_id,
    simulation_settings_version: row.settings_version,
    simulation_settings_latest_version: row.settings_latest,
    data_name: row.data_name,
    model_name: settings.name,
    strategy_name: settings.strategy.name,
    task_count: row.task_count,
    total_budget: summary.outcome?.total_budget ?? (planned === null ? null : planned.reduce((total, year) => total + year, 0)),
    total_years: settings.strategy.years,
    start_year: settings.strategy.startYear,
    total_assets: snapshot.rows,
    total_network_measure: snapshot.total_network_measure,
    uploaded_by: creatorOf(row),
    benefit_settings: { benefit_based_on: settings.strategy.benefit.basedOn, calculation_method: settings.strategy.benefit.calculationMethod },
    performance_settings: { budget_preset: settings.strategy.budgetPreset, carry_over: settings.strategy.carryOver },
    spatial: row.spatial_blob_key !== null || snapshot.has_coordinates,
    udf_values: row.udf_values as SimulationDetail['udf_values'],
    allowed_actions: allowed,
  };
}
