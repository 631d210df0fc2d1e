import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AdvancedComparison, AnalysisFilters, ComparedSimulation } from '../../../src/api/schemas/advancedAnalysis.schema';
import { notFound } from '../../http/httpError';
import { messageFor } from '../../http/messages';
import { simulationReportSource, type SimulationReportSource } from '../../repositories/reportQueries';
import { reportStatusOf } from '../../repositories/simulationQueries';
import { analysisCondition } from './analysisFilter';

/** The numbers of the size message as a planner reads them (1,234,567). */
const grouped = new Intl.NumberFormat('en-AU');

async function worksInRun(db: Db, taskId: string): Promise<number> {
  const row = await db.selectFrom('task_works').select(sql<number>`cast(count(*) as int)`.as('works')).where('task_id', '=', taskId).executeTakeFirstOrThrow();
  return row.works;
}

/** The filtered works per calendar year (every year with a work in the run, zero where the filter leaves none) and their totals. */
async function filteredYears(db: Db, taskId: string, filters: AnalysisFilters): Promise<Pick<ComparedSimulation, 'years' | 'totals'>> {
  const condition = analysisCondition(filters);
  const rows = await db
    .selectFrom('task_works')
    .select([
      'year',
      sql<number>`cast(count(*) filter (where ${condition}) as int)`.as('works'),
      sql<number>`coalesce(sum(cost) filter (where ${condition}), 0)`.as('cost'),
    ])
    .where('task_id', '=', taskId)
    .groupBy('year')
    .orderBy('year')
    .execute();
  const years = rows.map((row) => ({ value: String(row.year), works: row.works, cost: Number(row.cost) }));
  return {
    years,
    totals: { works: years.reduce((sum, year) => sum + year.works, 0), cost: years.reduce((sum, year) => sum + year.cost, 0) },
  };
}

/**
 * One simulation of the comparison: its current run's lite report status while that is not
 * completed (SPEC 4), failed-as-too-large when the run has more works than a comparison holds,
 * else success with its filtered works.
 */
async function comparedSimulation(db: Db, source: SimulationReportSource, filters: AnalysisFilters, maxWorks: number): Promise<ComparedSimulation> {
  const status = reportStatusOf(source.task_status, source.lite_status);
  const compared = { simulation_id: source.simulation_id, simulation_name: source.simulation_name, task_id: source.task_id };
  if (status !== 'completed' || !source.task_id) {
    return { ...compared, status, message: status === 'failed' ? source.lite_error : null, works_in_run: null, years: [], totals: null };
  }
  const works = await worksInRun(db, source.task_id);
  if (works > maxWorks) {
    const message = messageFor('errors.comparisonTooLarge', { works: grouped.format(works), limit: grouped.format(maxWorks) });
    return { ...compared, status: 'failed-as-too-large', message, works_in_run: works, years: [], totals: null };
  }
  return { ...compared, status: 'success', message: null, works_in_run: works, ...(await filteredYears(db, source.task_id, filters)) };
}

/**
 * GET /workspaces/{wsId}/advanced-comparison: the chosen simulations in the order asked, each
 * under the one filter. A simulation that is not the workspace's is a 404 naming it.
 */
export async function advancedComparison(
  db: Db,
  workspaceId: string,
  request: { simulationIds: readonly string[]; filters: AnalysisFilters; maxWorks: number },
): Promise<AdvancedComparison> {
  const sources: SimulationReportSource[] = [];
  for (const id of request.simulationIds) {
    const source = await simulationReportSource(db, id);
    if (!source || source.workspace_id !== workspaceId) throw notFound(`Simulation ${id} is not a simulation of workspace ${workspaceId}`);
    sources.push(source);
  }
  const simulations: ComparedSimulation[] = [];
  for (const source of sources) simulations.push(await comparedSimulation(db, source, request.filters, request.maxWorks));
  return { workspace_id: workspaceId, max_works: request.maxWorks, simulations };
}
