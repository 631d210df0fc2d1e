import { useTranslation } from 'react-i18next';
import { ANALYSIS_DIMENSIONS, type AdvancedAnalysis, type AnalysisDimension, type AnalysisFilters } from '../../../../api/schemas/advancedAnalysis.schema';
import { FacetChart } from './FacetChart';

const CHART_HEIGHT = 260;
const WIDE_CHART_HEIGHT = 280;
/** Years and locations are many: they have the whole width; the others go two by two. */
const WIDE: readonly AnalysisDimension[] = ['year', 'location'];
const SIDE_BY_SIDE = ANALYSIS_DIMENSIONS.filter((dimension) => !WIDE.includes(dimension));

type AnalysisChartsProps = {
  analysis: AdvancedAnalysis;
  filters: AnalysisFilters;
  onToggle: (dimension: AnalysisDimension, value: string) => void;
};

/** Cost per year and by location, then by asset class, hierarchy, criticality and funding source: every bar filters the rest. */
export function AnalysisCharts({ analysis, filters, onToggle }: AnalysisChartsProps) {
  return (
    <>
      {WIDE.map((dimension) => (
        <FacetCard key={dimension} dimension={dimension} analysis={analysis} filters={filters} height={WIDE_CHART_HEIGHT} onToggle={onToggle} wide />
      ))}
      <div className="advanced-charts">
        {SIDE_BY_SIDE.map((dimension) => (
          <FacetCard key={dimension} dimension={dimension} analysis={analysis} filters={filters} height={CHART_HEIGHT} onToggle={onToggle} />
        ))}
      </div>
    </>
  );
}

type FacetCardProps = AnalysisChartsProps & { dimension: AnalysisDimension; height: number; wide?: boolean };

function FacetCard({ dimension, analysis, filters, height, onToggle, wide = false }: FacetCardProps) {
  const { t } = useTranslation('advancedReports');
  const facets = analysis.facets[dimension];
  const title = t(`charts.titles.${dimension}`);
  return (
    <section className={`advanced-card advanced-chart${wide ? ' advanced-chart--wide' : ''}`} aria-label={title} data-testid={`facet-${dimension}`}>
      <header className="advanced-card__head">
        <h3 className="advanced-card__title">{title}</h3>
        <span className="advanced-card__hint no-print">{t('charts.hint')}</span>
      </header>
      {facets.length > 0 ? (
        <FacetChart dimension={dimension} facets={facets} chosen={filters[dimension] ?? []} height={height} onToggle={(value) => onToggle(dimension, value)} />
      ) : (
        <p className="advanced-card__empty">{t('charts.empty')}</p>
      )}
    </section>
  );
}
