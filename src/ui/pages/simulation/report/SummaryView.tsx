import { Button } from 'primereact/button';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsSummary, SummaryCode } from '../../../../api/schemas/reportSummary.schema';
import { useAfterFrames } from '../../../components/charts/useAfterFrames';
import { ChartCard } from './ChartCard';
import { ReportKpis } from './ReportKpis';
import { ReportNotices } from './ReportNotices';
import { ReportTable } from './ReportTable';

type SummaryViewProps = {
  code: SummaryCode;
  summary: ResultsSummary;
  copying: boolean;
  onCopy: (chartId: string) => void;
  /** Saves this table: the caller is told which section's it is. */
  onDownload: (code: SummaryCode, summary: ResultsSummary) => void;
  /** Shown between the headline numbers and the charts, e.g. the asset search. */
  children?: ReactNode;
  /** Drawn instead of the section's own charts (the location map beside its bars), or null for none. */
  charts?: ReactNode;
};

/**
 * One section's numbers: its notices, KPI cards, charts, and the table that Download CSV saves.
 * The charts are drawn a frame apart and the table after them, so that the first chart is on
 * screen as soon as the numbers arrive; a section already shown does not render again when the
 * next one arrives.
 */
export const SummaryView = memo(function SummaryView({ code, summary, copying, onCopy, onDownload, children, charts }: SummaryViewProps) {
  const { t } = useTranslation('reports');
  const tableShown = useAfterFrames(Math.max(1, summary.charts.length));
  const title = t(`sections.${code}`);
  return (
    <>
      <ReportNotices notices={summary.notices} />
      <ReportKpis kpis={summary.kpis} label={t('kpi.label', { section: title })} />
      {children}
      {charts !== undefined ? (
        charts
      ) : summary.charts.length > 0 ? (
        <div className={`report-charts report-charts--${Math.min(summary.charts.length, 2)}`}>
          {summary.charts.map((chart, order) => (
            <ChartCard key={chart.id} code={code} chart={chart} order={order} copying={copying} onCopy={onCopy} />
          ))}
        </div>
      ) : null}
      <div className="report-data">
        <div className="report-data__head">
          <h4 className="report-data__title">
            {t('table.title')}
            <span className="report-data__count">{t('table.rows', { count: summary.table.rows.length })}</span>
          </h4>
          <Button label={t('actions.downloadCsv')} icon="pi pi-download" outlined size="small" onClick={() => onDownload(code, summary)} data-testid="download-csv" />
        </div>
        {tableShown ? <ReportTable table={summary.table} label={t('table.label', { section: title })} /> : null}
      </div>
    </>
  );
});
