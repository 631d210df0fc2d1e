import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { selectExportBusy, selectExportFileName, selectExportPhase, selectExportProgress, selectRemovedColumns } from './exportDownloadSelectors';
import { useExportDownloadActor } from './useExportDownloadActor';
import './ExportReport.css';

/**
 * SPEC 4 "Simulation detail": the export report of the current run. Export builds the workbook
 * on the server (its progress shows), then the browser downloads it; columns left out as
 * duplicates are named in SPEC 5's notice. Every member may export.
 */
export function ExportReport({ taskId }: { taskId: string }) {
  const { t } = useTranslation('exportReport');
  const exportRef = useExportDownloadActor(taskId);
  const phase = useSelector(exportRef, selectExportPhase);
  const busy = useSelector(exportRef, selectExportBusy);
  const progress = useSelector(exportRef, selectExportProgress);
  const fileName = useSelector(exportRef, selectExportFileName);
  const removedColumns = useSelector(exportRef, selectRemovedColumns);
  const percent = phase === 'building' ? Math.round(progress * 100) : 100;
  return (
    <section className="export-report" aria-labelledby="export-report-title" data-testid="export-report">
      <span className="export-report__icon" aria-hidden="true">
        <i className="pi pi-file-excel" />
      </span>
      <div className="export-report__body">
        <h2 id="export-report-title" className="export-report__title">
          {t('title')}
        </h2>
        <p className="export-report__hint">{t('hint')}</p>
        {phase === 'building' || phase === 'downloading' ? (
          <div className="export-report__progress" role="status">
            <ProgressBar value={percent} showValue={false} aria-label={t('progressLabel')} data-testid="export-progress" />
            <span className="export-report__status">{phase === 'building' ? t('building', { percent }) : t('downloading', { fileName })}</span>
          </div>
        ) : null}
        {phase === 'downloaded' ? (
          <p className="export-report__status export-report__status--done" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('downloaded', { fileName })}
          </p>
        ) : null}
        {removedColumns.length > 0 ? (
          <Message severity="warn" className="export-report__notice" text={t('removedColumns', { columns: removedColumns.join(', ') })} data-testid="export-removed-columns" />
        ) : null}
      </div>
      <Button
        className="export-report__action"
        label={t('button')}
        icon="pi pi-download"
        loading={busy}
        disabled={busy}
        onClick={() => exportRef.send({ type: 'export.start' })}
      />
    </section>
  );
}
