import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_DIMENSIONS, type AnalysisDimension, type AnalysisFilters } from '../../../../api/schemas/advancedAnalysis.schema';
import { useValueLabel } from './useValueLabel';

type FilterBarProps = {
  filters: AnalysisFilters;
  onRemove: (dimension: AnalysisDimension, value: string) => void;
  onClearDimension: (dimension: AnalysisDimension) => void;
  onClearAll: () => void;
};

/** The chosen values as chips by dimension: each can be taken out, a dimension cleared, or the whole filter. */
export function FilterBar({ filters, onRemove, onClearDimension, onClearAll }: FilterBarProps) {
  const { t } = useTranslation('advancedReports');
  const valueLabel = useValueLabel();
  const dimensions = ANALYSIS_DIMENSIONS.filter((dimension) => (filters[dimension]?.length ?? 0) > 0);
  return (
    <div className="filter-bar" role="group" aria-label={t('filters.label')} data-testid="filter-bar">
      <span className="filter-bar__label">
        <i className="pi pi-filter" aria-hidden="true" />
        {t('filters.label')}
      </span>
      {dimensions.length === 0 ? <span className="filter-bar__none">{t('filters.hint')}</span> : null}
      {dimensions.map((dimension) => (
        <span key={dimension} className="filter-group" data-testid={`filter-group-${dimension}`}>
          <span className="filter-group__name">{t(`dimensions.${dimension}`)}</span>
          {filters[dimension]!.map((value) => (
            <span key={value} className="filter-chip" data-testid="filter-chip">
              <span className={value === '' ? 'filter-chip__blank' : undefined}>{valueLabel(value)}</span>
              <button
                type="button"
                className="filter-chip__remove"
                aria-label={t('filters.remove', { dimension: t(`dimensions.${dimension}`), value: valueLabel(value) })}
                onClick={() => onRemove(dimension, value)}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </span>
          ))}
          {filters[dimension]!.length > 1 ? (
            <button type="button" className="filter-group__clear" onClick={() => onClearDimension(dimension)}>
              {t('filters.clearDimension')}
            </button>
          ) : null}
        </span>
      ))}
      {dimensions.length > 0 ? <Button label={t('filters.clearAll')} icon="pi pi-filter-slash" text size="small" className="filter-bar__clear" onClick={onClearAll} /> : null}
    </div>
  );
}
