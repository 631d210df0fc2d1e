import { createActor } from 'xstate';
import type { Report } from '../../../src/api/schemas/report.schema';
import { portfolioReportsMachine } from '../../../src/machines/portfolioReports.machine';
import { controllablePromise } from '../support/controllable';
import { portfolio } from '../support/fixtures';
import { createPathDriver } from '../support/pathDriver';

export function startPortfolioReports(input: { portfolioId: string } = { portfolioId: portfolio.id }) {
  const fetchReports = controllablePromise<Report[], { portfolioId: string }>();
  const actor = createActor(portfolioReportsMachine.provide({ actors: { fetchReports: fetchReports.logic } }), { input }).start();
  // Reading again runs the same call under its own id.
  return { actor, fetchReports, driver: createPathDriver(actor, { fetchReports, refreshReports: fetchReports }) };
}
