import type { SnapshotFrom } from 'xstate';
import { comparisonYears, missingComparisonFields } from '../../../../machines/comparisonRequest';
import type { workspaceReportMachine } from '../../../../machines/workspaceReport.machine';

type ReportSnapshot = SnapshotFrom<typeof workspaceReportMachine>;

/** What the tab shows below the form: skeletons, the failure with Retry, or the report (if any). */
export type ComparisonView = 'loading' | 'failed' | 'ready';

export function selectComparisonView(snapshot: ReportSnapshot): ComparisonView {
  if (snapshot.hasTag('busy')) return 'loading';
  return snapshot.hasTag('error') ? 'failed' : 'ready';
}

export const selectForm = (snapshot: ReportSnapshot) => snapshot.context.form;
export const selectStatus = (snapshot: ReportSnapshot) => snapshot.context.status;
export const selectReportState = (snapshot: ReportSnapshot) => snapshot.context.status?.report_status ?? 'not_started';
export const selectSections = (snapshot: ReportSnapshot) => snapshot.context.data;
export const selectFailure = (snapshot: ReportSnapshot) => snapshot.context.failure;
export const selectGenerating = (snapshot: ReportSnapshot) => snapshot.hasTag('generating');
export const selectMissing = (snapshot: ReportSnapshot) => missingComparisonFields(snapshot.context.form);
export const selectYears = (snapshot: ReportSnapshot) => comparisonYears(snapshot.context.form);
/** Whether a comparison was ever asked for here: Generate then reads "Generate again" and Refresh appears. */
export const selectWasGenerated = (snapshot: ReportSnapshot) => selectReportState(snapshot) !== 'not_started';
