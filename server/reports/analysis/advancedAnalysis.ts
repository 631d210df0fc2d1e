import type { Db } from '../../db/database';
import type { AdvancedAnalysis, AnalysisFilters } from '../../../src/api/schemas/advancedAnalysis.schema';
import type { AnalysisCache } from './analysisCache';
import { analysisAssets } from './analysisAssets';
import { analysisFacets } from './analysisFacets';
import { attributesStored, requireStoredWorks } from './storedWorks';

/** GET /tasks/{taskId}/analysis: the run's works under the filter, as every chart and the map of the advanced report draw them. */
export async function advancedAnalysis(db: Db, cache: AnalysisCache, taskId: string, filters: AnalysisFilters): Promise<AdvancedAnalysis> {
  const version = await requireStoredWorks(db, taskId);
  return cache.analysis(taskId, version, filters, async () => {
    const [facets, assets, attributes] = await Promise.all([analysisFacets(db, taskId, filters), analysisAssets(db, taskId, filters), attributesStored(db, taskId)]);
    return { task_id: taskId, totals: assets.totals, facets, points: assets.points, points_total: assets.points_total, attributes_stored: attributes };
  });
}
