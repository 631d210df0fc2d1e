import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Report } from '../../../src/api/schemas/report.schema';
import { reportStatusMachine, type ReportStatusInput } from '../../../src/machines/reportStatus.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { simulationDetail } from '../support/simulationFixtures';

export function startReportStatus(input: ReportStatusInput = { simulationId: simulationDetail.id, status: 'in_progress' }) {
  const fetchReport = controllablePromise<Report, { simulationId: string; code: string }>();
  const generateReports = controllablePromise<Report, { simulationId: string; group: 'lite' | 'advanced' }>();
  const actions = { reportFailure: vi.fn() };
  const actor = createActor(reportStatusMachine.provide({ actors: { fetchReport: fetchReport.logic, generateReports: generateReports.logic }, actions }), { input }).start();
  return { actor, fetchReport, generateReports, ...actions, driver: createPathDriver(actor, { fetchReport, generateReports }, { recheck: 15_000 }, actions) };
}
