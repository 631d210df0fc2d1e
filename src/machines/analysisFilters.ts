import type { AnalysisDimension, AnalysisFilters } from '../api/schemas/advancedAnalysis.schema';

/** The filter with the value chosen, or no longer chosen; a dimension left with none stops filtering. */
export function toggleValue(filters: AnalysisFilters, dimension: AnalysisDimension, value: string): AnalysisFilters {
  const chosen = filters[dimension] ?? [];
  const next = chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value];
  return withValues(filters, dimension, next);
}

/** The filter without one dimension's values. */
export function clearDimension(filters: AnalysisFilters, dimension: AnalysisDimension): AnalysisFilters {
  return withValues(filters, dimension, []);
}

function withValues(filters: AnalysisFilters, dimension: AnalysisDimension, values: string[]): AnalysisFilters {
  const others = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== dimension)) as AnalysisFilters;
  return values.length > 0 ? { ...others, [dimension]: values } : others;
}
