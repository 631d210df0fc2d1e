import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { ExportDownload } from '../../../src/api/schemas/exportDownload.schema';
import { exportDownloadMachine, type ExportFileRequest } from '../../../src/machines/exportDownload.machine';
import { controllablePromise } from '../support/controllable';
import { EXPORT_TASK_ID } from '../support/exportFixtures';
import { createPathDriver } from '../support/pathDriver';

/** The record is read again every second while the workbook is built. */
const POLL_MS = 1_000;

/** The export machine with a server and a browser download that wait for the test; needs fake timers. */
export function startExportDownload(input = { taskId: EXPORT_TASK_ID }) {
  const createExport = controllablePromise<ExportDownload, { taskId: string }>();
  const pollExport = controllablePromise<ExportDownload, { downloadId: string }>();
  const downloadFile = controllablePromise<void, ExportFileRequest>();
  const effects = { notifyFailure: vi.fn() };
  const actor = createActor(
    exportDownloadMachine.provide({ actors: { createExport: createExport.logic, pollExport: pollExport.logic, downloadFile: downloadFile.logic }, actions: effects }),
    { input },
  ).start();
  const driver = createPathDriver(actor, { createExport, pollExport, downloadFile }, { pollInterval: POLL_MS }, effects);
  return { actor, createExport, pollExport, downloadFile, ...effects, driver };
}
