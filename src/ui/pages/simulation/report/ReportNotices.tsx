import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { SummaryNotice } from '../../../../api/schemas/reportSummary.schema';

/** SPEC 8's lite report texts that apply to a section's data (partial data, missing asset values, no locations or coordinates). */
export function ReportNotices({ notices }: { notices: readonly SummaryNotice[] }) {
  const { t } = useTranslation('reports');
  if (notices.length === 0) return null;
  return (
    <div className="report-notices">
      {notices.map((notice) => (
        <Message key={notice} severity="warn" text={t(`notices.${notice}`)} className="report-notice report-clamp" data-testid="report-notice" />
      ))}
    </div>
  );
}
