import { useSelector } from '@xstate/react';
import type { WorkspaceReportRef } from './useWorkspaceReportActor';
import { ComparisonSection } from './ComparisonSection';
import { selectSections } from './workspaceReportSelectors';

/** The comparison tab's sections of the last completed report. Loaded lazily: the charts bring apexcharts. */
export function ComparisonSections({ reportRef }: { reportRef: WorkspaceReportRef }) {
  const sections = useSelector(reportRef, selectSections);
  if (!sections) return null;
  return (
    <>
      {sections.map((section) => (
        <ComparisonSection key={section.code} section={section} onDownload={() => reportRef.send({ type: 'section.downloadCsv', code: section.code })} />
      ))}
    </>
  );
}
