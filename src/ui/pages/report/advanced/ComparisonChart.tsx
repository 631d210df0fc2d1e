import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedSimulation } from '../../../../api/schemas/advancedAnalysis.schema';
import type { Chart } from '../../../../api/schemas/reportSummary.schema';
import { ApexChart } from '../../../components/charts/ApexChart';
import { reportChartSpec } from '../../../components/charts/reportChart/reportChartSpec';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { useFormat } from '../../../format/useFormat';

const HEIGHT = 340;
/** Past this many years grouped bars get too thin to read: each simulation becomes a line. */
const MAX_YEARS_AS_BARS = 15;

/** The compared simulations' filtered cost per calendar year, one series each, drawn as every report chart is. */
export function ComparisonChart({ simulations }: { simulations: ComparedSimulation[] }) {
  const { t } = useTranslation('advancedReports');
  const format = useFormat();
  const labelOf = useReportLabel();
  const chart = useMemo<Chart>(() => {
    const years = [...new Set(simulations.flatMap((simulation) => simulation.years.map((year) => Number(year.value))))].sort((a, b) => a - b);
    return {
      id: 'advanced-comparison',
      title: { text: t('comparison.chart') },
      kind: years.length > MAX_YEARS_AS_BARS ? 'lines' : 'groupedBars',
      categoryUnit: 'year',
      categories: years,
      series: simulations.map((simulation) => {
        const costs = new Map(simulation.years.map((year) => [Number(year.value), year.cost]));
        return { id: simulation.simulation_id, label: { text: simulation.simulation_name }, unit: 'currency', axis: 'primary', data: years.map((year) => costs.get(year) ?? 0) };
      }),
      bands: [],
      markers: [],
    };
  }, [simulations, t]);
  const spec = useMemo(() => reportChartSpec(chart, chart.id, { labelOf, format }), [chart, labelOf, format]);
  return <ApexChart type={spec.type} series={spec.series} options={spec.options} height={HEIGHT} />;
}
