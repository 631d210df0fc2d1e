import { useState } from 'react';
import { fetchWorkspaceReportSectionsActor } from '../../../../api/actors/workspaces/fetchWorkspaceReportSections.actor';
import { fetchWorkspaceReportStatusActor } from '../../../../api/actors/workspaces/fetchWorkspaceReportStatus.actor';
import { generateWorkspaceReportActor } from '../../../../api/actors/workspaces/generateWorkspaceReport.actor';
import { refreshWorkspaceReportActor } from '../../../../api/actors/workspaces/refreshWorkspaceReport.actor';
import { workspaceReportMachine, type WorkspaceReportInput } from '../../../../machines/workspaceReport.machine';
import { tableCsv } from '../../../components/charts/reportChart/tableCsv';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { downloadTextFile } from '../../simulation/report/effects/downloadTextFile';

/**
 * The one wiring point of a workspace comparison tab: the report's status, generation, refresh
 * and sections through the API, and a section's table saved as CSV in the browser. As a page
 * actor it hears the real-time report updates the root forwards.
 */
export function useWorkspaceReportActor(input: WorkspaceReportInput) {
  const { api } = useSession();
  const labelOf = useReportLabel();
  const [machine] = useState(() =>
    workspaceReportMachine.provide({
      actors: {
        fetchStatus: fetchWorkspaceReportStatusActor(api),
        generateReport: generateWorkspaceReportActor(api),
        refreshReport: refreshWorkspaceReportActor(api),
        fetchSections: fetchWorkspaceReportSectionsActor(api),
      },
      actions: {
        downloadCsv: (_, { fileName, table }) => downloadTextFile(fileName, tableCsv(table, labelOf), 'text/csv;charset=utf-8'),
      },
    }),
  );
  return usePageActor('workspaceReport', machine, input);
}

export type WorkspaceReportRef = ReturnType<typeof useWorkspaceReportActor>;
