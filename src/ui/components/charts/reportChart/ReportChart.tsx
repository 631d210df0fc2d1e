import { useMemo } from 'react';
import type { Chart } from '../../../../api/schemas/reportSummary.schema';
import { useFormat } from '../../../format/useFormat';
import { ApexChart } from '../ApexChart';
import { reportChartSpec } from './reportChartSpec';
import { useReportLabel } from './useReportLabel';

type ReportChartProps = {
  chart: Chart;
  /** Unique on the page: Copy image finds the chart by it. */
  chartId: string;
  height: number;
};

/** One report chart, drawn by ApexCharts from the chart's description. Import lazily: apexcharts is large. */
export function ReportChart({ chart, chartId, height }: ReportChartProps) {
  const format = useFormat();
  const labelOf = useReportLabel();
  const spec = useMemo(() => reportChartSpec(chart, chartId, { labelOf, format }), [chart, chartId, labelOf, format]);
  return <ApexChart type={spec.type} series={spec.series} options={spec.options} height={height} />;
}
