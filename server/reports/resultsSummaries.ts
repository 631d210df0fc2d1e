import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blobStore';
import type { ResultsSummary, SummaryCode } from '../../src/api/schemas/reportSummary.schema';
import { SUMMARY_CODES } from '../../src/api/schemas/reportSummary.schema';
import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { LifeCycles } from '../engine/lifeCycles';
import { notFound } from '../http/httpError';
import { cachedLifeCycles } from './lifeCyclesCache';
import { LruCache } from './lruCache';
import type { SummaryInputs, SummaryOptions } from './summaryInputs';
import type { SummaryBuilder } from './summaryParts';
import { assetLifeCycle } from './summaries/assetLifeCycle';
import { budgetBreakdown } from './summaries/budgetBreakdown';
import { budgetDistribution } from './summaries/budgetDistribution';
import { costBreakdown } from './summaries/costBreakdown';
import { funding } from './summaries/funding';
import { fundingCore } from './summaries/fundingCore';
import { locationAnalysis } from './summaries/locationAnalysis';
import { locationAnalysisV2 } from './summaries/locationAnalysisV2';
import { locationBacklog } from './summaries/locationBacklog';
import { locationBacklogFci } from './summaries/locationBacklogFci';
import { overview } from './summaries/overview';
import { service } from './summaries/service';
import { surplusDistribution } from './summaries/surplusDistribution';
import { systemLifeCycle } from './summaries/systemLifeCycle';
import { systemServices } from './summaries/systemServices';
import { treatmentCostBreakdown } from './summaries/treatmentCostBreakdown';
import { treatmentGroup } from './summaries/treatmentGroup';

export type { SummaryInputs } from './summaryInputs';

const BUILDERS: Record<SummaryCode, SummaryBuilder> = {
  overview,
  funding,
  'cost-breakdown': costBreakdown,
  'treatment-group': treatmentGroup,
  'treatment-cost-breakdown': treatmentCostBreakdown,
  'funding-core': fundingCore,
  service,
  'system-services': systemServices,
  'location-analysis': locationAnalysis,
  'location-analysis-v2': locationAnalysisV2,
  'asset-life-cycle': assetLifeCycle,
  // Work plans open the same view of an asset from their own pages.
  'wp-asset-life-cycle': assetLifeCycle,
  'system-life-cycle': systemLifeCycle,
  'location-backlog': locationBacklog,
  'location-backlog-fci': locationBacklogFci,
  'budget-distribution': budgetDistribution,
  'budget-breakdown': budgetBreakdown,
  'surplus-distribution': surplusDistribution,
};

type StoredResults = { results: SimulationResults; zeroBudget: SimulationResults | null };

/**
 * Parsed results by task, until the zero-budget run arrives (the key changes then): a million-asset
 * run's results with 200 locations are megabytes of JSON, which every tab would otherwise fetch
 * and parse again. A task's results are written once and never change.
 */
const storedResults = new LruCache<StoredResults>({ maxEntries: 6, maxWeight: Number.POSITIVE_INFINITY });

async function resultsRow(db: Db, taskId: string) {
  const row = await db
    .selectFrom('task_results')
    .select(['life_cycles_key', 'life_cycles_bytes', sql<boolean>`zero_budget_summary is not null`.as('has_zero_budget')])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw notFound(`Task ${taskId} has no results`);
  return row;
}

/** A run's life cycles file, read once and kept while it is in use. 404 HttpError when the task has no results. */
export async function loadTaskLifeCycles(db: Db, blobs: BlobStore, taskId: string): Promise<LifeCycles> {
  const row = await resultsRow(db, taskId);
  return cachedLifeCycles(blobs.pathOf(row.life_cycles_key), row.life_cycles_key, row.life_cycles_bytes);
}

/** 404 HttpError when the task has no results. */
export async function loadSummaryInputs(db: Db, blobs: BlobStore, taskId: string): Promise<SummaryInputs> {
  const row = await resultsRow(db, taskId);
  const stored = await storedResults.get(`${taskId}:${row.has_zero_budget}`, 1, async () => {
    const full = await db.selectFrom('task_results').select(['summary', 'zero_budget_summary']).where('task_id', '=', taskId).executeTakeFirstOrThrow();
    // Written by the engine through the task runner and the report generation (results.schema.ts).
    return { results: full.summary as unknown as SimulationResults, zeroBudget: full.zero_budget_summary as unknown as SimulationResults | null };
  });
  return {
    taskId,
    ...stored,
    lifeCycles: () => cachedLifeCycles(blobs.pathOf(row.life_cycles_key), row.life_cycles_key, row.life_cycles_bytes),
  };
}

/** The codes the stored results can serve now: system-life-cycle waits for the zero-budget run. */
export function availableSummaryCodes(inputs: SummaryInputs): SummaryCode[] {
  return SUMMARY_CODES.filter((code) => code !== 'system-life-cycle' || inputs.zeroBudget !== null);
}

/** One report tab's data. 409 for system-life-cycle before the zero-budget run; 404 for an asset the run does not have. */
export async function buildSummary(code: SummaryCode, inputs: SummaryInputs, options: SummaryOptions = {}): Promise<ResultsSummary> {
  const body = await BUILDERS[code](inputs, options);
  return { task_id: inputs.taskId, code, ...body };
}
