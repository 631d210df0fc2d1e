import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisDimension, AnalysisFacet } from '../../../../api/schemas/advancedAnalysis.schema';
import type { Chart } from '../../../../api/schemas/reportSummary.schema';
import { ApexChart } from '../../../components/charts/ApexChart';
import { reportChartSpec } from '../../../components/charts/reportChart/reportChartSpec';
import { formatUnit } from '../../../components/charts/reportChart/unitFormat';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { colourAlong } from '../../../components/maps/measureScale';
import { useFormat } from '../../../format/useFormat';
import { useValueLabel } from './useValueLabel';

/** How far the bars not chosen blend into white while some are. */
const FADE = 0.72;

type FacetChartProps = {
  dimension: AnalysisDimension;
  facets: AnalysisFacet[];
  /** The dimension's chosen values: their bars keep their colour. */
  chosen: readonly string[];
  height: number;
  onToggle: (value: string) => void;
};

/**
 * One dimension's cost per value, drawn as every report chart is (the report chart helpers), each
 * bar a way to add its value to the filter or take it out again; while values are chosen the
 * others fade. Counted under every other dimension's filter, so the bars show what can be added.
 */
export function FacetChart({ dimension, facets, chosen, height, onToggle }: FacetChartProps) {
  const { t } = useTranslation('advancedReports');
  const format = useFormat();
  const labelOf = useReportLabel();
  const valueLabel = useValueLabel();
  const toggle = useRef(onToggle);
  toggle.current = onToggle;
  const chartId = `advanced-${dimension}`;
  const chart = useMemo<Chart>(
    () => ({
      id: chartId,
      title: { text: t(`dimensions.${dimension}`) },
      kind: 'bars',
      categoryUnit: dimension === 'year' ? 'year' : 'text',
      categories: facets.map((facet) => valueLabel(facet.value)),
      series: [{ id: 'cost', label: { text: t('charts.cost') }, unit: 'currency', axis: 'primary', data: facets.map((facet) => facet.cost) }],
      bands: [],
      markers: [],
    }),
    [chartId, dimension, facets, t, valueLabel],
  );
  const spec = useMemo(() => reportChartSpec(chart, chartId, { labelOf, format }), [chart, chartId, labelOf, format]);
  const options = useMemo(() => {
    const picked = new Set(chosen);
    const colour = ((spec.options.colors ?? []) as string[])[0] ?? '#4f46e5';
    return {
      ...spec.options,
      chart: {
        ...spec.options.chart,
        events: {
          dataPointSelection: (_event: unknown, _context: unknown, { dataPointIndex }: { dataPointIndex: number }) => {
            const facet = facets[dataPointIndex];
            if (facet) toggle.current(facet.value);
          },
        },
      },
      legend: { show: false },
      // ApexCharts asks a bar's colour by its position: the chosen keep theirs.
      colors: [({ dataPointIndex }: { dataPointIndex?: number }) => (picked.size === 0 || (dataPointIndex !== undefined && picked.has(facets[dataPointIndex]?.value ?? '')) ? colour : colourAlong([colour, '#ffffff'], FADE))],
      tooltip: {
        ...spec.options.tooltip,
        y: {
          formatter: (value: number, { dataPointIndex }: { dataPointIndex: number }) =>
            `${formatUnit(format, 'currency', value)} · ${t('charts.works', { count: facets[dataPointIndex]?.works ?? 0, formatted: format.number(facets[dataPointIndex]?.works ?? 0, 0) })}`,
        },
      },
    };
  }, [spec, chosen, facets, format, t]);
  return <ApexChart type={spec.type} series={spec.series} options={options} height={height} />;
}
