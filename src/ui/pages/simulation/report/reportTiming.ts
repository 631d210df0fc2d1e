import type { SummaryCode } from '../../../../api/schemas/reportSummary.schema';

/**
 * Issue 14's budget: a tab's chart is on screen within 300 ms of its data arriving. Each summary's
 * arrival (received and checked against the contract) leaves a User Timing mark,
 * `report-data:<code>`, that the browser's performance panel and the end-to-end test read against
 * the moment the section's chart is drawn.
 */
export function markSummaryArrived(code: SummaryCode): void {
  performance.clearMarks(`report-data:${code}`);
  performance.mark(`report-data:${code}`);
}
