import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { reportSchema, type Report } from '../../schemas/report.schema';

/** GET /simulations/{simId}/reports/{rpCode}: one of a simulation's reports with its status. */
export function fetchSimulationReportActor(api: ApiClient) {
  return fromPromise<Report, { simulationId: string; code: string }>(({ input, signal }) =>
    api.request(reportPaths.simulationReport.url({ simId: input.simulationId, rpCode: input.code }), reportSchema, { signal }),
  );
}
