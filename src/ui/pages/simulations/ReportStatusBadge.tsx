import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '../../../api/schemas/reportStatus.schema';
import './ReportStatusBadge.css';

const ICONS: Record<ReportStatus, string> = {
  not_started: 'pi-clock',
  in_progress: 'pi-spinner',
  completed: 'pi-check-circle',
  failed: 'pi-times-circle',
  outdated: 'pi-history',
};

/** A simulation's report status (SPEC 4 "Report status"), completed showing as Ready. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('simulations');
  return (
    <span className={`report-status report-status--${status}`} data-testid="report-status" data-status={status}>
      <i className={`pi ${ICONS[status]}`} aria-hidden="true" />
      {t('reportStatus.label', { status: t(`reportStatus.values.${status}`) })}
    </span>
  );
}
