import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import type { WorkspaceReportRef } from './useWorkspaceReportActor';
import { selectStatus } from './workspaceReportSelectors';

const TONES = { not_started: 'neutral', in_progress: 'info', completed: 'success', failed: 'danger', outdated: 'warning' } as const;

/**
 * The comparison's status (SPEC 4 "Report status": completed shows as Ready) with its helper text,
 * when it was generated, and which years it covers. An outdated report carries SPEC 8's
 * 'The selected simulation was deleted. Simulation outdated.'
 */
export function ComparisonStatus({ reportRef }: { reportRef: WorkspaceReportRef }) {
  const { t } = useTranslation('workspaceReports');
  const format = useFormat();
  const status = useSelector(reportRef, selectStatus);
  if (!status) return null;
  const { report_status: state, request, updated_at: updatedAt } = status;
  const from = request ? Number(request.start_date.slice(0, 4)) : null;
  return (
    <div className={`comparison-status comparison-status--${TONES[state]}`} role="status" data-testid="comparison-status">
      <span className={`comparison-status__chip comparison-status__chip--${TONES[state]}`}>{t(`status.label.${state}`)}</span>
      <span className="comparison-status__help">{t(`status.help.${state}`)}</span>
      {state === 'completed' && request && from !== null ? (
        <span className="comparison-status__meta">
          {t('status.covers', { from, to: from + request.number_of_years - 1, year: request.simulation_year })}
          {updatedAt ? ` · ${t('status.generatedAt', { date: format.dateTime(updatedAt) })}` : null}
        </span>
      ) : null}
    </div>
  );
}
