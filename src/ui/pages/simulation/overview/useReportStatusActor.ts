import { useState } from 'react';
import type { ReportStatus } from '../../../../api/schemas/reportStatus.schema';
import { fetchSimulationReportActor } from '../../../../api/actors/reports/fetchSimulationReport.actor';
import { generateSimulationReportsActor } from '../../../../api/actors/reports/generateSimulationReports.actor';
import { reportStatusMachine } from '../../../../machines/reportStatus.machine';
import { useApp } from '../../../app/root/AppContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/**
 * The one wiring point of the overview's report status: reading the lite report again after a
 * report_status_updated event (the app forwards realtime updates to every open page actor, this
 * one among them), and generating failed reports again. A refusal goes to the app's error handler.
 */
export function useReportStatusActor(simulationId: string, status: ReportStatus) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [machine] = useState(() =>
    reportStatusMachine.provide({
      actors: { fetchReport: fetchSimulationReportActor(api), generateReports: generateSimulationReportsActor(api) },
      actions: { reportFailure: (_, error) => reportApiError(error) },
    }),
  );
  return usePageActor(`reportStatus:${simulationId}`, machine, { simulationId, status });
}

export type ReportStatusRef = ReturnType<typeof useReportStatusActor>;
