import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Chart, SummaryCode } from '../../../../api/schemas/reportSummary.schema';
import { ReportChart } from '../../../components/charts/reportChart/ReportChart';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { useAfterFrames } from '../../../components/charts/useAfterFrames';

const CHART_HEIGHT = 320;

type ChartCardProps = {
  code: SummaryCode;
  chart: Chart;
  /** Its place among the section's charts: each is drawn a frame after the one before. */
  order: number;
  copying: boolean;
  onCopy: (chartId: string) => void;
};

/** One chart on a card: its title, Copy image, and the chart. */
export function ChartCard({ code, chart, order, copying, onCopy }: ChartCardProps) {
  const { t } = useTranslation('reports');
  const labelOf = useReportLabel();
  const chartId = `${code}-${chart.id}`;
  const title = labelOf(chart.title);
  const drawn = useAfterFrames(order);
  return (
    <figure className="report-chart" data-testid="report-chart" data-chart-id={chartId}>
      <figcaption className="report-chart__head">
        <span className="report-chart__title">{title}</span>
        <Button
          icon="pi pi-copy"
          text
          rounded
          size="small"
          className="report-chart__copy"
          aria-label={t('actions.copyImageOf', { chart: title })}
          tooltip={t('actions.copyImage')}
          tooltipOptions={{ position: 'top' }}
          disabled={copying}
          onClick={() => onCopy(chartId)}
        />
      </figcaption>
      <div className="report-chart__plot" style={{ minHeight: CHART_HEIGHT }}>
        {drawn ? <ReportChart chart={chart} chartId={chartId} height={CHART_HEIGHT} /> : null}
      </div>
    </figure>
  );
}
