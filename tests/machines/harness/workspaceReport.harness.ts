import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceReportRequest } from '../../../src/api/schemas/report.schema';
import type { WorkspaceReportSectionData, WorkspaceReportStatus } from '../../../src/api/schemas/workspaceReport.schema';
import { workspaceReportMachine, type SectionsQuery, type WorkspaceReportInput } from '../../../src/machines/workspaceReport.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workspaceDetail } from '../support/workspaceFixtures';

/** The funding comparison tab of a workspace, with calls that wait for the test and a spy for the CSV download. */
export function startWorkspaceReport(input: WorkspaceReportInput = { workspaceId: workspaceDetail.id, sections: ['funding-comparison'], fileStem: workspaceDetail.name }) {
  const fetchStatus = controllablePromise<WorkspaceReportStatus, { workspaceId: string }>();
  const generateReport = controllablePromise<WorkspaceReportStatus, { workspaceId: string; request: WorkspaceReportRequest }>();
  const refreshReport = controllablePromise<WorkspaceReportStatus, { workspaceId: string }>();
  const fetchSections = controllablePromise<WorkspaceReportSectionData[], SectionsQuery>();
  const downloadCsv = vi.fn();
  const actor = createActor(
    workspaceReportMachine.provide({
      actors: { fetchStatus: fetchStatus.logic, generateReport: generateReport.logic, refreshReport: refreshReport.logic, fetchSections: fetchSections.logic },
      actions: { downloadCsv },
    }),
    { input },
  ).start();
  const driver = createPathDriver(actor, { fetchStatus, generateReport, refreshReport, fetchSections }, {}, { downloadCsv });
  return { actor, fetchStatus, generateReport, refreshReport, fetchSections, downloadCsv, driver };
}
