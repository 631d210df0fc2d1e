import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { StoredReportStatus, StoredTaskStatus } from '../db/schema';
import type { Plan } from '../../src/api/schemas/subscription.schema';
import type { Report } from '../../src/api/schemas/report.schema';

/** What a simulation's report entries are made of: its newest task and that task's lite generation. */
export type SimulationReportSource = {
  simulation_id: string;
  simulation_name: string;
  workspace_id: string;
  workspace_name: string;
  portfolio_id: string;
  plan: Plan | null;
  task_id: string | null;
  task_status: StoredTaskStatus | null;
  lite_status: StoredReportStatus | null;
  lite_error: string | null;
  /** When the entries last changed: the lite generation's, else the task's, else the simulation's. */
  changed_at: Date;
};

function sources(db: Db) {
  return db
    .selectFrom('simulations as s')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .innerJoin('portfolios as p', 'p.id', 'w.portfolio_id')
    .leftJoin('subscriptions as sub', 'sub.id', 'p.subscription_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('simulation_tasks as t')
          .select(['t.id', 't.status', 't.status_changed_at'])
          .whereRef('t.simulation_id', '=', 's.id')
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id')
          .limit(1)
          .as('ct'),
      (join) => join.onTrue(),
    )
    .leftJoin('task_reports as r', (join) => join.onRef('r.task_id', '=', 'ct.id').on('r.group_code', '=', 'lite'))
    .select([
      's.id as simulation_id',
      's.name as simulation_name',
      'w.id as workspace_id',
      'w.name as workspace_name',
      'p.id as portfolio_id',
      'sub.plan',
      'ct.id as task_id',
      'ct.status as task_status',
      'r.status as lite_status',
      'r.error_message as lite_error',
      sql<Date>`coalesce(r.updated_at, ct.status_changed_at, s.updated_at)`.as('changed_at'),
    ]);
}

export async function simulationReportSource(db: Db, simulationId: string): Promise<SimulationReportSource | undefined> {
  return (await sources(db).where('s.id', '=', simulationId).executeTakeFirst()) as SimulationReportSource | undefined;
}

/** Every simulation of the portfolio, by workspace and simulation name. */
export async function portfolioReportSources(db: Db, portfolioId: string): Promise<SimulationReportSource[]> {
  return (await sources(db).where('p.id', '=', portfolioId).orderBy('w.name').orderBy('s.name').orderBy('s.id').execute()) as SimulationReportSource[];
}

/** The workspaces' comparison reports of the portfolio (SPEC 1: comparison reports across simulations). */
export async function portfolioWorkspaceReports(db: Db, portfolioId: string): Promise<Report[]> {
  const rows = await db
    .selectFrom('workspace_reports as r')
    .innerJoin('workspaces as w', 'w.id', 'r.workspace_id')
    .select(['r.id', 'r.group_code', 'r.status', 'r.error_message', 'r.updated_at', 'w.id as workspace_id', 'w.name as workspace_name'])
    .where('w.portfolio_id', '=', portfolioId)
    .orderBy('w.name')
    .orderBy('r.group_code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.group_code,
    category_name: 'comparison',
    type: 'workspace',
    method: null,
    report_status: row.status,
    report_error_message: row.error_message,
    simulation_id: null,
    workspace_id: row.workspace_id,
    task_id: null,
    updated_at: row.updated_at.toISOString(),
    simulation_name: null,
    workspace_name: row.workspace_name,
  }));
}
