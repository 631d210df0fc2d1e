import { ANALYSIS_DIMENSIONS, type AdvancedAnalysis, type AnalysisFilters } from '../../../src/api/schemas/advancedAnalysis.schema';
import { LruCache } from '../lruCache';

/**
 * A filter as a key: dimensions in their fixed order, values sorted and without repeats, so that
 * the same filter chosen in another order finds the same answer.
 */
export function filterKey(filters: AnalysisFilters): string {
  return JSON.stringify(ANALYSIS_DIMENSIONS.map((dimension) => [...new Set(filters[dimension] ?? [])].sort()));
}

/** An analysis answer weighs about this much held as objects (its map points are most of it). */
const ANALYSIS_WEIGHT = 400_000;

/**
 * Answers of the advanced report kept per task, version of its stored works and filter: a planner
 * clicking through the charts comes back to the filters they had, and scrolling the works table
 * asks the same filter's count again and again. A full scan of a large run takes seconds; a kept
 * answer none. A new version (works stored again) never meets an old answer.
 */
export function createAnalysisCache() {
  const analyses = new LruCache<AdvancedAnalysis>({ maxEntries: 200, maxWeight: 64 * 1024 * 1024 });
  const counts = new LruCache<number>({ maxEntries: 2_000, maxWeight: 2_000 });
  const keyOf = (taskId: string, version: string, filters: AnalysisFilters) => `${taskId}|${version}|${filterKey(filters)}`;
  return {
    analysis: (taskId: string, version: string, filters: AnalysisFilters, load: () => Promise<AdvancedAnalysis>) =>
      analyses.get(keyOf(taskId, version, filters), ANALYSIS_WEIGHT, load),
    count: (taskId: string, version: string, filters: AnalysisFilters, load: () => Promise<number>) => counts.get(keyOf(taskId, version, filters), 1, load),
  };
}
export type AnalysisCache = ReturnType<typeof createAnalysisCache>;
