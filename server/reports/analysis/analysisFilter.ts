import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ANALYSIS_DIMENSIONS, type AnalysisDimension, type AnalysisFilters } from '../../../src/api/schemas/advancedAnalysis.schema';

/**
 * Each dimension as the text a task_works row holds for it. Works stored before the attributes
 * were kept have none (null): they read as the blank value, so that '' finds them.
 */
export const DIMENSION_VALUE: Record<AnalysisDimension, RawBuilder<string>> = {
  asset_class: sql<string>`coalesce(asset_class, '')`,
  location: sql<string>`location`,
  hierarchy: sql<string>`coalesce(hierarchy, '')`,
  criticality: sql<string>`coalesce(criticality, '')`,
  funding_source: sql<string>`funding_source`,
  year: sql<string>`cast(year as text)`,
};

/** The filter's dimensions that choose something; a dimension with no value chosen does not filter. */
export const filteredDimensions = (filters: AnalysisFilters): AnalysisDimension[] =>
  ANALYSIS_DIMENSIONS.filter((dimension) => (filters[dimension]?.length ?? 0) > 0);

/** Whether a row's value of one dimension is among the chosen ones. */
export function dimensionMatches(filters: AnalysisFilters, dimension: AnalysisDimension): RawBuilder<SqlBool> {
  const chosen = filters[dimension] ?? [];
  if (chosen.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`${DIMENSION_VALUE[dimension]} in (${sql.join(chosen)})`;
}

/** A where condition over task_works: any chosen value within a dimension, every filtered dimension at once. */
export function analysisCondition(filters: AnalysisFilters): RawBuilder<SqlBool> {
  const conditions = filteredDimensions(filters).map((dimension) => dimensionMatches(filters, dimension));
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
