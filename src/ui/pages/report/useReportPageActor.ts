import { useState } from 'react';
import { fetchReportPageActor } from '../../../api/actors/reports/fetchReportPage.actor';
import { reportPageMachine, type ReportPageInput } from '../../../machines/reportPage.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';

/** The one wiring point of a report route outside the shell: the report of that item and code. */
export function useReportPageActor(input: ReportPageInput) {
  const { api } = useSession();
  const [machine] = useState(() => reportPageMachine.provide({ actors: { fetchReport: fetchReportPageActor(api) } }));
  return usePageActor('reportPage', machine, input);
}

export type ReportPageRef = ReturnType<typeof useReportPageActor>;
