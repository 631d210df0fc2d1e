import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { WorkspaceReportSectionData } from '../../../../api/schemas/workspaceReport.schema';
import { ReportKpis } from '../../simulation/report/ReportKpis';
import { ReportTable } from '../../simulation/report/ReportTable';
import { ComparisonChart } from './ComparisonChart';

type ComparisonSectionProps = {
  section: WorkspaceReportSectionData;
  onDownload: () => void;
};

/** One section of the comparison: what it compares, its cards, its charts and the table of the same numbers. */
export function ComparisonSection({ section, onDownload }: ComparisonSectionProps) {
  const { t } = useTranslation('workspaceReports');
  const texts = { year: section.request.simulation_year, from: section.calendar_years[0], to: section.calendar_years.at(-1) };
  const title = t(`sections.${section.code}.title`, texts);
  return (
    <section className="comparison-section" aria-labelledby={`comparison-${section.code}-title`} data-testid={`comparison-section-${section.code}`}>
      <header className="comparison-section__header">
        <h3 id={`comparison-${section.code}-title`}>{title}</h3>
        <p>{t(`sections.${section.code}.subtitle`, texts)}</p>
      </header>
      {section.notices.map((notice) => (
        <Message key={notice} severity="warn" text={t(`notices.${notice}`)} className="comparison-section__notice" data-testid="comparison-notice" />
      ))}
      <ReportKpis kpis={section.kpis} label={title} />
      <div className={`comparison-section__charts comparison-section__charts--${Math.min(section.charts.length, 3)}`}>
        {section.charts.map((chart) => (
          <ComparisonChart key={chart.id} chart={chart} chartId={`${section.code}-${chart.id}`} />
        ))}
      </div>
      <div className="comparison-section__data">
        <div className="comparison-section__data-head">
          <h4>{t('table.title')}</h4>
          <Button label={t('table.downloadCsv')} icon="pi pi-download" outlined size="small" onClick={onDownload} data-testid="comparison-download-csv" />
        </div>
        <ReportTable table={section.table} label={title} />
      </div>
    </section>
  );
}
