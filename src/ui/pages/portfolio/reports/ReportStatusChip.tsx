import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '../../../../api/schemas/reportStatus.schema';
import '../../simulations/ReportStatusBadge.css';

const ICONS: Record<ReportStatus, string> = {
  not_started: 'pi-clock',
  in_progress: 'pi-spinner',
  completed: 'pi-check-circle',
  failed: 'pi-times-circle',
  outdated: 'pi-history',
};

/** A report's status as a chip (SPEC 4 "Report status": completed shows as Ready); the reason of a failure as its tooltip. */
export function ReportStatusChip({ status, reason }: { status: ReportStatus; reason?: string | null }) {
  const { t } = useTranslation('portfolioReports');
  return (
    <span className={`report-status report-status--${status}`} data-testid="report-status-chip" data-status={status} title={reason ?? undefined}>
      <i className={`pi ${ICONS[status]}`} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
