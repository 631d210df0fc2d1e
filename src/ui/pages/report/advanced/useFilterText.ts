import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_DIMENSIONS, type AnalysisFilters } from '../../../../api/schemas/advancedAnalysis.schema';
import { useValueLabel } from './useValueLabel';

/** The filter in one line, for the printed heading and the comparison: 'Asset class: Bridge, Road · Year: 2027'. */
export function useFilterText(): (filters: AnalysisFilters) => string {
  const { t } = useTranslation('advancedReports');
  const valueLabel = useValueLabel();
  return useCallback(
    (filters: AnalysisFilters) => {
      const parts = ANALYSIS_DIMENSIONS.flatMap((dimension) => {
        const values = filters[dimension] ?? [];
        return values.length > 0 ? [`${t(`dimensions.${dimension}`)}: ${values.map(valueLabel).join(', ')}`] : [];
      });
      return parts.length > 0 ? parts.join(' · ') : t('filters.none');
    },
    [t, valueLabel],
  );
}
