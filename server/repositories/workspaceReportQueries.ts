import type { Db } from '../db/database';
import type { StoredReportStatus, StoredTaskStatus } from '../db/schema';
import type { WorkspaceReportRequest } from '../../src/api/schemas/report.schema';
import { simulationResultsSchema, type SimulationResults } from '../../src/api/simulationPackage/results.schema';

/** A simulation asked for in a comparison, with its newest run: the one its reports show. */
export type ComparisonCandidate = {
  id: string;
  name: string;
  workspace_id: string;
  task_id: string | null;
  task_status: StoredTaskStatus | null;
  has_results: boolean;
};

/** The simulations with these ids (those that exist), each with its current run and whether that run stored results. */
export async function comparisonCandidates(db: Db, simulationIds: readonly string[]): Promise<ComparisonCandidate[]> {
  if (simulationIds.length === 0) return [];
  const rows = await db
    .selectFrom('simulations as s')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('simulation_tasks as t')
          .select(['t.id', 't.status'])
          .whereRef('t.simulation_id', '=', 's.id')
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id')
          .limit(1)
          .as('ct'),
      (join) => join.onTrue(),
    )
    .leftJoin('task_results as r', 'r.task_id', 'ct.id')
    .select(['s.id', 's.name', 's.workspace_id', 'ct.id as task_id', 'ct.status as task_status', 'r.task_id as results_task_id'])
    .where('s.id', 'in', simulationIds)
    .execute();
  return rows.map(({ results_task_id, ...row }) => ({ ...row, has_results: results_task_id !== null }));
}

/** The stored SimulationResults of each run, by task id. */
export async function runResults(db: Db, taskIds: readonly string[]): Promise<Map<string, SimulationResults>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db.selectFrom('task_results').select(['task_id', 'summary']).where('task_id', 'in', taskIds).execute();
  return new Map(rows.map((row) => [row.task_id, simulationResultsSchema.parse(row.summary)]));
}

export type WorkspaceReportRow = {
  id: string;
  request: Record<string, unknown>;
  status: StoredReportStatus;
  error_message: string | null;
  result: Record<string, unknown> | null;
  updated_at: Date;
};

export async function workspaceReportRow(db: Db, workspaceId: string, groupCode: string): Promise<WorkspaceReportRow | undefined> {
  return db
    .selectFrom('workspace_reports')
    .select(['id', 'request', 'status', 'error_message', 'result', 'updated_at'])
    .where('workspace_id', '=', workspaceId)
    .where('group_code', '=', groupCode)
    .executeTakeFirst();
}

/** Starts (or starts again) the workspace's report of this group from a new request: in progress, without a result. */
export async function beginWorkspaceReport(db: Db, input: { workspaceId: string; groupCode: string; request: WorkspaceReportRequest; userId: string }): Promise<void> {
  const request = JSON.stringify(input.request);
  await db
    .insertInto('workspace_reports')
    .values({ workspace_id: input.workspaceId, group_code: input.groupCode, request, status: 'in_progress', created_by: input.userId })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'group_code']).doUpdateSet({ request, status: 'in_progress', error_message: null, result: null, created_by: input.userId, updated_at: new Date() }),
    )
    .execute();
}

/** Moves the report to a status: a refresh starting, a generation ending; only a completed one keeps a result. */
export async function setWorkspaceReportStatus(
  db: Db,
  input: { workspaceId: string; groupCode: string; status: StoredReportStatus; errorMessage: string | null; result: unknown },
): Promise<void> {
  await db
    .updateTable('workspace_reports')
    .set({ status: input.status, error_message: input.errorMessage, result: input.result === null ? null : JSON.stringify(input.result), updated_at: new Date() })
    .where('workspace_id', '=', input.workspaceId)
    .where('group_code', '=', input.groupCode)
    .execute();
}

/** The current run of each simulation that still exists, by simulation id. */
export async function currentTaskIds(db: Db, simulationIds: readonly string[]): Promise<Map<string, string | null>> {
  const candidates = await comparisonCandidates(db, simulationIds);
  return new Map(candidates.map((candidate) => [candidate.id, candidate.task_id]));
}
