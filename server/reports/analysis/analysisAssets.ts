import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { MAX_ANALYSIS_POINTS, type AdvancedAnalysis, type AnalysisFilters } from '../../../src/api/schemas/advancedAnalysis.schema';
import { analysisCondition } from './analysisFilter';

export type AnalysisAssets = Pick<AdvancedAnalysis, 'totals' | 'points' | 'points_total'>;

type AssetRow = {
  asset_index: number;
  asset_id: string;
  center_x: number | null;
  center_y: number | null;
  works: number;
  cost: number;
  all_assets: number;
  all_works: number;
  all_cost: number;
  positioned: number;
};

/**
 * The filtered works per treated asset, in one scan: the totals and the count of assets with a
 * position come from window sums over every asset, the map's points are the costliest positioned
 * assets (an asset holds its centre on each of its works, so it groups as one).
 */
export async function analysisAssets(db: Db, taskId: string, filters: AnalysisFilters): Promise<AnalysisAssets> {
  const positioned = sql`center_x is not null and center_y is not null`;
  const { rows } = await sql<AssetRow>`
    select asset_index, asset_id, center_x, center_y,
      cast(count(*) as int) as works,
      sum(cost) as cost,
      cast(count(*) over () as int) as all_assets,
      cast(sum(count(*)) over () as int) as all_works,
      sum(sum(cost)) over () as all_cost,
      cast(count(*) filter (where ${positioned}) over () as int) as positioned
    from task_works
    where task_id = ${taskId} and ${analysisCondition(filters)}
    group by asset_index, asset_id, center_x, center_y
    order by (${positioned}) desc, cost desc, asset_index
    limit ${MAX_ANALYSIS_POINTS}
  `.execute(db);
  const first = rows[0];
  return {
    totals: { works: first?.all_works ?? 0, cost: Number(first?.all_cost ?? 0), assets: first?.all_assets ?? 0 },
    points: rows
      .filter((row) => row.center_x !== null && row.center_y !== null)
      .map((row) => ({ asset_index: row.asset_index, asset_id: row.asset_id, x: row.center_x!, y: row.center_y!, works: row.works, cost: Number(row.cost) })),
    points_total: first?.positioned ?? 0,
  };
}
