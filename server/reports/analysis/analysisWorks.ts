import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { AnalysisWorksPage, analysisWorksQuerySchema } from '../../../src/api/schemas/advancedAnalysis.schema';
import type { AnalysisCache } from './analysisCache';
import { analysisCondition, DIMENSION_VALUE } from './analysisFilter';
import { requireStoredWorks } from './storedWorks';

export type AnalysisWorksQuery = z.output<typeof analysisWorksQuerySchema>;

/** The sortable columns that may be null (works stored before the attributes were kept) sort as blank, as they filter. */
const sortValue = (sort: AnalysisWorksQuery['sort']) => (sort === 'asset_class' ? DIMENSION_VALUE.asset_class : sql.ref(sort));

/**
 * One window of the filtered works for the virtual-scrolled table, by the chosen column and then
 * in funding order (work_no), so that a window follows on from the one before. The offset is read
 * past by the database: a far window costs a scan up to it. The filter's count is the same for
 * every window, so it is counted once per version of the works.
 */
export async function analysisWorksPage(db: Db, cache: AnalysisCache, taskId: string, query: AnalysisWorksQuery): Promise<AnalysisWorksPage> {
  const version = await requireStoredWorks(db, taskId);
  const filtered = db.selectFrom('task_works').where('task_id', '=', taskId).where(analysisCondition(query));
  let rows = filtered.select([
    'work_no',
    'year',
    'asset_index',
    'asset_id',
    'asset_name',
    'asset_class',
    'hierarchy',
    'criticality',
    'location',
    'treatment_name',
    'cost',
    'funding_source',
    'state_before',
    'state_after',
  ]);
  rows = query.sort === 'work_no' ? rows.orderBy('work_no', query.order) : rows.orderBy(sortValue(query.sort), query.order).orderBy('work_no');
  const [page, count] = await Promise.all([
    rows.offset(query.offset).limit(query.limit).execute(),
    cache.count(taskId, version, query, async () => (await filtered.select(sql<number>`cast(count(*) as int)`.as('total')).executeTakeFirstOrThrow()).total),
  ]);
  return { total: count, offset: query.offset, rows: page.map((row) => ({ ...row, cost: Number(row.cost) })) };
}
