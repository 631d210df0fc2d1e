import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { ANALYSIS_DIMENSIONS, type AdvancedAnalysis, type AnalysisDimension, type AnalysisFacet, type AnalysisFilters } from '../../../src/api/schemas/advancedAnalysis.schema';
import { DIMENSION_VALUE, dimensionMatches, filteredDimensions } from './analysisFilter';

export type AnalysisFacets = AdvancedAnalysis['facets'];

const passColumn = (dimension: AnalysisDimension) => sql.ref(`pass_${dimension}`);

/** A row passes every filtered dimension but `own`: what a dimension's chart counts under. */
function othersPass(filtered: readonly AnalysisDimension[], own: AnalysisDimension): RawBuilder<SqlBool> {
  const others = filtered.filter((dimension) => dimension !== own).map(passColumn);
  return others.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(others, sql` and `)}`;
}

/** Highest cost first; equal costs by value, so that the order never depends on the plan the database chose. Years in calendar order. */
function sortFacets(dimension: AnalysisDimension, facets: AnalysisFacet[]): void {
  if (dimension === 'year') facets.sort((a, b) => Number(a.value) - Number(b.value));
  else facets.sort((a, b) => b.cost - a.cost || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

type FacetRow = Record<`grouped_${AnalysisDimension}`, number> &
  Record<AnalysisDimension, string | number | null> &
  Record<`works_${AnalysisDimension}` | `cost_${AnalysisDimension}`, number>;

/**
 * Every dimension's values in one scan of the run's works: a grouping set per dimension, and per
 * dimension the works and cost that pass every filter but its own (a value keeps its bar, at zero
 * if need be, so that a planner sees what else can be chosen).
 */
export async function analysisFacets(db: Db, taskId: string, filters: AnalysisFilters): Promise<AnalysisFacets> {
  const filtered = filteredDimensions(filters);
  const values = ANALYSIS_DIMENSIONS.map((dimension) =>
    dimension === 'year' ? sql`year` : sql`${DIMENSION_VALUE[dimension]} as ${sql.ref(dimension)}`,
  );
  const passes = filtered.map((dimension) => sql`${dimensionMatches(filters, dimension)} as ${passColumn(dimension)}`);
  const aggregates = ANALYSIS_DIMENSIONS.flatMap((dimension) => {
    const condition = othersPass(filtered, dimension);
    return [
      sql`grouping(${sql.ref(dimension)}) as ${sql.ref(`grouped_${dimension}`)}`,
      sql`cast(count(*) filter (where ${condition}) as int) as ${sql.ref(`works_${dimension}`)}`,
      sql`coalesce(sum(cost) filter (where ${condition}), 0) as ${sql.ref(`cost_${dimension}`)}`,
    ];
  });
  const sets = sql.join(ANALYSIS_DIMENSIONS.map((dimension) => sql`(${sql.ref(dimension)})`));
  const { rows } = await sql<FacetRow>`
    select ${sql.join([...ANALYSIS_DIMENSIONS.map((dimension) => sql.ref(dimension)), ...aggregates])}
    from (select ${sql.join([...values, sql`cost`, ...passes])} from task_works where task_id = ${taskId}) as works
    group by grouping sets (${sets})
  `.execute(db);

  const facets = Object.fromEntries(ANALYSIS_DIMENSIONS.map((dimension) => [dimension, [] as AnalysisFacet[]])) as AnalysisFacets;
  for (const row of rows) {
    // grouping() is 0 for the column the row's set groups by.
    const dimension = ANALYSIS_DIMENSIONS.find((candidate) => row[`grouped_${candidate}`] === 0)!;
    facets[dimension].push({ value: String(row[dimension]), works: row[`works_${dimension}`], cost: Number(row[`cost_${dimension}`]) });
  }
  for (const dimension of ANALYSIS_DIMENSIONS) sortFacets(dimension, facets[dimension]);
  return facets;
}
