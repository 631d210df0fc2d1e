import type { Db } from '../db/database';
import type { StoredReportStatus } from '../db/schema';
import type { EventPublisher } from '../realtime/eventPublisher';
import { workspaceReportRequestSchema, type WorkspaceReportRequest } from '../../src/api/schemas/report.schema';
import { SIMULATION_COMPARISON, type WorkspaceReportStatus } from '../../src/api/schemas/workspaceReport.schema';
import { HttpError } from '../http/httpError';
import { messageFor } from '../http/messages';
import {
  beginWorkspaceReport,
  comparisonCandidates,
  currentTaskIds,
  setWorkspaceReportStatus,
  runResults,
  workspaceReportRow,
  type WorkspaceReportRow,
} from '../repositories/workspaceReportQueries';
import { buildWorkspaceComparison, comparisonWindow, storedComparisonSchema, type ComparedRun, type StoredComparison } from './workspaceComparison';

type Services = { db: Db; events: EventPublisher };
type Target = { workspaceId: string; portfolioId: string };

/** The report as it stands now: a run compared since deleted or run again makes it outdated, whatever was stored. */
export type ComparisonState = { row: WorkspaceReportRow; request: WorkspaceReportRequest; status: StoredReportStatus; errorMessage: string | null; stored: StoredComparison | null };

async function isOutdated(db: Db, stored: StoredComparison): Promise<boolean> {
  const current = await currentTaskIds(db, stored.simulations.map((simulation) => simulation.id));
  return stored.simulations.some((simulation) => current.get(simulation.id) !== simulation.task_id);
}

/** The workspace's comparison, or undefined before its first request. */
export async function comparisonState(db: Db, workspaceId: string): Promise<ComparisonState | undefined> {
  const row = await workspaceReportRow(db, workspaceId, SIMULATION_COMPARISON);
  if (!row) return undefined;
  const request = workspaceReportRequestSchema.parse(row.request);
  const stored = row.result ? storedComparisonSchema.parse(row.result) : null;
  if (row.status === 'completed' && stored && (await isOutdated(db, stored))) {
    return { row, request, status: 'outdated', errorMessage: messageFor('errors.comparisonSimulationOutdated'), stored };
  }
  return { row, request, status: row.status, errorMessage: row.error_message, stored };
}

export function statusOf(workspaceId: string, state: ComparisonState | undefined): WorkspaceReportStatus {
  return {
    workspace_id: workspaceId,
    group_code: SIMULATION_COMPARISON,
    report_status: state?.status ?? 'not_started',
    report_error_message: state?.errorMessage ?? null,
    request: state?.request ?? null,
    updated_at: state?.row.updated_at.toISOString() ?? null,
  };
}

/**
 * SPEC 4 "Real-time events": the workspace's members hear that its comparison changed status.
 * The event carries no workspace field, so a workspace report's id is its workspace's: the page
 * of that workspace is the one that refreshes.
 */
async function announce({ db, events }: Services, target: Target, status: StoredReportStatus): Promise<void> {
  await events.toPortfolio(db, target.portfolioId, {
    event: 'report_status_updated',
    id: target.workspaceId,
    status,
    type: 'workspace',
    category_name: 'comparison',
    simulation_id: null,
  });
}

/**
 * The runs a request compares, in its order: each simulation must be of this workspace and its
 * current run completed with results (a 400 naming the first that is not).
 */
async function runsToCompare(db: Db, workspaceId: string, simulationIds: readonly string[]): Promise<ComparedRun[]> {
  const candidates = new Map((await comparisonCandidates(db, simulationIds)).map((candidate) => [candidate.id, candidate]));
  const chosen = simulationIds.map((id) => {
    const candidate = candidates.get(id);
    if (!candidate || candidate.workspace_id !== workspaceId) {
      throw new HttpError(400, 'errors.comparisonSimulationNotInWorkspace', `Simulation ${id} is not a simulation of workspace ${workspaceId}`);
    }
    if (candidate.task_status !== 'completed' || !candidate.has_results || !candidate.task_id) {
      throw new HttpError(400, 'errors.comparisonSimulationNotReady', `Simulation "${candidate.name}" (${id}) has no completed run with results to compare`);
    }
    return { ...candidate, task_id: candidate.task_id };
  });
  const results = await runResults(db, chosen.map((candidate) => candidate.task_id));
  return chosen.map((candidate) => ({ simulationId: candidate.id, name: candidate.name, taskId: candidate.task_id, results: results.get(candidate.task_id)! }));
}

/** Whether a simulation of the request was deleted, or run again since the stored comparison read it. */
async function changedSince(db: Db, state: ComparisonState): Promise<boolean> {
  if (state.stored) return isOutdated(db, state.stored);
  const current = await currentTaskIds(db, state.request.simulation_ids);
  return state.request.simulation_ids.some((id) => !current.has(id));
}

async function build(services: Services, target: Target, request: WorkspaceReportRequest, runs: ComparedRun[]): Promise<void> {
  try {
    const result = buildWorkspaceComparison(request, runs);
    await setWorkspaceReportStatus(services.db, { ...target, groupCode: SIMULATION_COMPARISON, status: 'completed', errorMessage: null, result });
    await announce(services, target, 'completed');
  } catch (error) {
    await setWorkspaceReportStatus(services.db, { ...target, groupCode: SIMULATION_COMPARISON, status: 'failed', errorMessage: messageFor('errors.unexpected'), result: null });
    await announce(services, target, 'failed');
    throw error;
  }
}

/**
 * POST /workspaces/{wsId}/reports/SimulationComparison: checks the request (SPEC 5's four fields
 * are the schema's; here the simulation year must fall in the window and every simulation must be
 * comparable), then stores it in progress and builds the comparison from the runs' results.
 */
export async function generateComparison(services: Services, target: Target & { userId: string }, request: WorkspaceReportRequest): Promise<WorkspaceReportStatus> {
  if (!comparisonWindow(request).years.includes(request.simulation_year)) {
    throw new HttpError(400, 'errors.comparisonYearOutsideWindow', `simulation_year ${request.simulation_year} is outside ${request.start_date} + ${request.number_of_years} years`);
  }
  const unique = { ...request, simulation_ids: [...new Set(request.simulation_ids)] };
  const runs = await runsToCompare(services.db, target.workspaceId, unique.simulation_ids);
  await beginWorkspaceReport(services.db, { ...target, groupCode: SIMULATION_COMPARISON, request: unique });
  await announce(services, target, 'in_progress');
  await build(services, target, unique, runs);
  return statusOf(target.workspaceId, await comparisonState(services.db, target.workspaceId));
}

/**
 * The SimulationComparison refresh: the stored request built again from the same runs. A
 * simulation deleted or run again since makes the report outdated with SPEC 8's text instead.
 */
export async function refreshComparison(services: Services, target: Target): Promise<WorkspaceReportStatus> {
  const state = await comparisonState(services.db, target.workspaceId);
  if (!state) throw new HttpError(404, 'errors.workspaceReportNotGenerated', `Workspace ${target.workspaceId} has no ${SIMULATION_COMPARISON} report to refresh`);
  if (await changedSince(services.db, state)) {
    const errorMessage = messageFor('errors.comparisonSimulationOutdated');
    await setWorkspaceReportStatus(services.db, { ...target, groupCode: SIMULATION_COMPARISON, status: 'outdated', errorMessage, result: null });
    await announce(services, target, 'outdated');
  } else {
    const runs = await runsToCompare(services.db, target.workspaceId, state.request.simulation_ids);
    await setWorkspaceReportStatus(services.db, { ...target, groupCode: SIMULATION_COMPARISON, status: 'in_progress', errorMessage: null, result: null });
    await announce(services, target, 'in_progress');
    await build(services, target, state.request, runs);
  }
  return statusOf(target.workspaceId, await comparisonState(services.db, target.workspaceId));
}
