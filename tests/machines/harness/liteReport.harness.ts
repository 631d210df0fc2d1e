import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { ResultsSummary, ResultsSummaryList, SummaryCode } from '../../../src/api/schemas/reportSummary.schema';
import { liteReportMachine, type LiteReportInput } from '../../../src/machines/liteReport.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { REPORT_TASK_ID } from '../support/reportFixtures';

export const liteReportInput: LiteReportInput = {
  task: { id: REPORT_TASK_ID, status: 'completed' },
  sections: ['service', 'system-services'],
  fileStem: 'Roads 2026',
};

export function startLiteReport(input: LiteReportInput = liteReportInput) {
  const fetchSummaryList = controllablePromise<ResultsSummaryList, { taskId: string }>();
  const fetchSummary = controllablePromise<ResultsSummary, { taskId: string; code: SummaryCode }>();
  const copyImage = controllablePromise<void, { chartId: string }>();
  const actions = { downloadCsv: vi.fn(), notifyCopied: vi.fn(), notifyCopyFailed: vi.fn() };
  const actor = createActor(
    liteReportMachine.provide({ actors: { fetchSummaryList: fetchSummaryList.logic, fetchSummary: fetchSummary.logic, copyImage: copyImage.logic }, actions }),
    { input },
  ).start();
  const driver = createPathDriver(actor, { fetchSummaryList, fetchSummary, copyImage }, {}, actions);
  return { actor, fetchSummaryList, fetchSummary, copyImage, ...actions, driver };
}
