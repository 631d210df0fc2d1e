import type { Chart } from '../../../../api/schemas/reportSummary.schema';
import { ReportChart } from '../../../components/charts/reportChart/ReportChart';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';

const CHART_HEIGHT = 300;

/** One chart of a comparison section on its card, drawn by the report chart renderer. */
export function ComparisonChart({ chart, chartId }: { chart: Chart; chartId: string }) {
  const labelOf = useReportLabel();
  return (
    <figure className="comparison-chart" data-testid="comparison-chart" data-chart-id={chartId}>
      <figcaption className="comparison-chart__title">{labelOf(chart.title)}</figcaption>
      <div className="comparison-chart__plot" style={{ minHeight: CHART_HEIGHT }}>
        <ReportChart chart={chart} chartId={chartId} height={CHART_HEIGHT} />
      </div>
    </figure>
  );
}
