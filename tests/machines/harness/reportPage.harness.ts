import { createActor } from 'xstate';
import type { Report } from '../../../src/api/schemas/report.schema';
import { reportPageMachine, type ReportPageInput } from '../../../src/machines/reportPage.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { simulationDetail } from '../support/simulationFixtures';

export function startReportPage(input: ReportPageInput = { type: 'simulation', id: simulationDetail.id, code: 'funding' }) {
  const fetchReport = controllablePromise<Report, ReportPageInput>();
  const actor = createActor(reportPageMachine.provide({ actors: { fetchReport: fetchReport.logic } }), { input }).start();
  // Reading again runs the same call under its own id.
  return { actor, fetchReport, driver: createPathDriver(actor, { fetchReport, refreshReport: fetchReport }) };
}
