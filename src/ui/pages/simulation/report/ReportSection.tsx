import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryCode } from '../../../../api/schemas/reportSummary.schema';
import type { SectionOutcome } from '../../../../machines/liteReport.machine';

/** SPEC 8's lite report text for a section without data. */
const NO_DATA_TEXT = { empty: 'state.noData', notServed: 'state.newOnly', notReady: 'state.sectionNotReady' } as const;

type ReportSectionProps = {
  code: SummaryCode;
  outcome: Exclude<SectionOutcome, { kind: 'ready' }> | null;
  /** The section's numbers, when it has them. */
  children?: ReactNode;
};

/** One section of a report tab on its own card: its title, then its numbers or why it has none. */
export function ReportSection({ code, outcome, children }: ReportSectionProps) {
  const { t } = useTranslation('reports');
  return (
    <section className="report-section" aria-labelledby={`report-section-${code}`} data-testid={`report-section-${code}`}>
      <h3 id={`report-section-${code}`} className="report-section__title">
        {t(`sections.${code}`)}
      </h3>
      {outcome ? <Message severity="info" text={t(NO_DATA_TEXT[outcome.kind])} className="report-section__none report-clamp" data-testid="report-section-none" /> : children}
    </section>
  );
}
