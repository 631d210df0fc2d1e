import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '../../../../api/schemas/reportStatus.schema';
import type { ReportStatusRef } from './useReportStatusActor';
import './ReportStatusHelper.css';

const HELPER_SEVERITY = { completed: 'success', in_progress: 'info', not_started: 'info', failed: 'error', outdated: 'warn' } as const;

export const selectStatus = (snapshot: ReturnType<ReportStatusRef['getSnapshot']>) => snapshot.context.status;
const selectGenerating = (snapshot: ReturnType<ReportStatusRef['getSnapshot']>) => snapshot.hasTag('working');

type ReportStatusHelperProps = {
  /** The simulation's report status actor (useReportStatusActor), which the advanced report's entry reads too. */
  statusRef: ReportStatusRef;
  /** The simulation's report_status as its last fetch read it. */
  fetched: ReportStatus;
  /** Editors and Admins may generate failed reports again (SPEC 6 reports.generate). */
  canGenerate: boolean;
};

/**
 * SPEC 4 "Report status" on the simulation overview: the helper text of the status the report
 * status machine is in, which each fetch of the simulation and each report_status_updated event
 * for it move; failed reports offer Try Again to those who may generate them.
 */
export function ReportStatusHelper({ statusRef, fetched, canGenerate }: ReportStatusHelperProps) {
  const { t } = useTranslation('simulations');
  const status = useSelector(statusRef, selectStatus);
  const generating = useSelector(statusRef, selectGenerating);
  useEffect(() => {
    statusRef.send({ type: 'report.status', status: fetched, errorMessage: null });
  }, [statusRef, fetched]);
  return (
    <Message
      severity={HELPER_SEVERITY[status]}
      className="report-list__helper"
      data-testid="report-helper"
      data-status={status}
      text={
        <span className="report-list__helper-content">
          <span>{t(`reportStatus.helper.${status}`)}</span>
          {status === 'failed' && canGenerate ? (
            <Button
              label={t('reportStatus.generateAgain')}
              icon="pi pi-refresh"
              size="small"
              text
              loading={generating}
              onClick={() => statusRef.send({ type: 'report.generate' })}
            />
          ) : null}
        </span>
      }
    />
  );
}
