import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { reportPaths } from '../../paths/reportPaths';
import { reportSchema, type Report } from '../../schemas/report.schema';

/** POST /simulations/{simId}/reports/{rpGroupCode}: generates a simulation's reports again (202 with the report). */
export function generateSimulationReportsActor(api: ApiClient) {
  return fromPromise<Report, { simulationId: string; group: 'lite' | 'advanced' }>(({ input, signal }) =>
    api.request(reportPaths.simulationReportCreate.url({ simId: input.simulationId, rpGroupCode: input.group }), reportSchema, { method: 'POST', signal }),
  );
}
