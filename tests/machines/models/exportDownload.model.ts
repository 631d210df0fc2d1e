import type { ExportDownload } from '../../../src/api/schemas/exportDownload.schema';
import type { ExportFailure } from '../../../src/machines/exportDownload.machine';
import { exportDownloadMachine } from '../../../src/machines/exportDownload.machine';
import { apiError } from '../support/fixtures';
import { DOWNLOAD_ID, EXPORT_TASK_ID, FILE_NAME, FILE_URL, exportRecord, readyRecord } from '../support/exportFixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { taskId: string; download: ExportDownload | null; failure: ExportFailure | null };

const building = exportRecord();
const halfway = exportRecord({ progress: 0.4 });
const ready = readyRecord({ removed_columns: ['Surplus Distribution: Unspent'] });
const buildFailed = exportRecord({ status: 'failed', progress: 0.4, error_message: 'Unexpected error happened.' });
// Ready, but read after its link expired: the server gives no link any more.
const expired = readyRecord({ download_url: null });

const STALE_LINK = 'Downloading URL is invalid.';
const stale = (status: number, message: string): ExportFailure => ({ stale: true, status, message });
const failed = (status: number, message: string): ExportFailure => ({ stale: false, status, message });

const CLICK = 'the user clicks Export';
const RETRY = { to: 'creating', context: { download: null, failure: null } };

/**
 * SPEC 4 "Simulation detail": build a download record for an export report, then download the
 * simulation export (succeeded or failed). The record's progress is read every second while the
 * server builds the workbook; the browser then downloads the file. Failures are told once:
 * SPEC 8's 'Downloading URL is invalid.' for a link that stopped working, the server's message
 * otherwise. SPEC 5's removed columns come with the saved workbook.
 */
export const exportDownloadModel = machineModel<Expected>({
  name: 'exportDownload',
  machine: exportDownloadMachine,
  starts: [{ label: 'the overview of a run with results', input: { taskId: EXPORT_TASK_ID }, state: 'idle', context: { taskId: EXPORT_TASK_ID, download: null, failure: null } }],
  events: {
    [CLICK]: { type: 'export.start' },
    'the server creates the record': { type: 'xstate.done.actor.createExport', output: building },
    'the server refuses: the run has no results': {
      type: 'xstate.error.actor.createExport',
      error: apiError(409, 'Some simulation data is not available.'),
    },
    '1 s passes': { type: 'xstate.after.pollInterval.exportDownload.building.waiting' },
    'the record reads 40 %': { type: 'xstate.done.actor.pollExport', output: halfway },
    'the record reads ready': { type: 'xstate.done.actor.pollExport', output: ready },
    'the record reads failed': { type: 'xstate.done.actor.pollExport', output: buildFailed },
    'the record reads ready after its link expired': { type: 'xstate.done.actor.pollExport', output: expired },
    'the record is gone (404)': { type: 'xstate.error.actor.pollExport', error: apiError(404, 'Resource Not Found') },
    'the browser saves the file': { type: 'xstate.done.actor.downloadFile' },
    'the link answers 410': { type: 'xstate.error.actor.downloadFile', error: apiError(410, STALE_LINK) },
    'the download gets no answer': { type: 'xstate.error.actor.downloadFile', error: apiError(0, 'Failed to fetch') },
  },
  states: {
    idle: { says: 'the Export button' },
    creating: { says: 'Export is busy: the record is being created', tags: ['busy'], invoked: { createExport: { taskId: EXPORT_TASK_ID } } },
    building: { says: ({ download }) => `the progress bar shows ${Math.round((download?.progress ?? 0) * 100)} %`, tags: ['busy'] },
    'building.waiting': { says: 'the record is read again in 1 s' },
    'building.polling': { says: 'the record is being read', invoked: { pollExport: { downloadId: DOWNLOAD_ID } } },
    downloading: { says: `the browser downloads ${FILE_NAME}`, tags: ['busy'], invoked: { downloadFile: { url: FILE_URL, fileName: FILE_NAME } } },
    downloaded: {
      says: ({ download }) => `says ${FILE_NAME} was downloaded${download?.removed_columns.length ? `, with the notice of removed columns: ${download.removed_columns.join(', ')}` : ''}`,
    },
    failed: { says: ({ failure }) => `the toast said "${failure?.stale ? STALE_LINK : failure?.message}"; Export can be tried again` },
  },
  transitions: {
    idle: { [CLICK]: 'creating' },
    creating: {
      'the server creates the record': { to: 'building.waiting', context: { download: building } },
      'the server refuses: the run has no results': {
        to: 'failed',
        context: { failure: failed(409, 'Some simulation data is not available.') },
        calls: { notifyFailure: [failed(409, 'Some simulation data is not available.')] },
      },
    },
    'building.waiting': { '1 s passes': 'building.polling' },
    'building.polling': {
      'the record reads 40 %': { to: 'building.waiting', context: { download: halfway } },
      'the record reads ready': { to: 'downloading', context: { download: ready } },
      'the record reads failed': {
        to: 'failed',
        context: { download: buildFailed, failure: failed(0, 'Unexpected error happened.') },
        calls: { notifyFailure: [failed(0, 'Unexpected error happened.')] },
      },
      'the record reads ready after its link expired': {
        to: 'failed',
        context: { download: expired, failure: stale(410, '') },
        calls: { notifyFailure: [stale(410, '')] },
      },
      'the record is gone (404)': {
        to: 'failed',
        context: { failure: stale(404, 'Resource Not Found') },
        calls: { notifyFailure: [stale(404, 'Resource Not Found')] },
      },
    },
    downloading: {
      'the browser saves the file': 'downloaded',
      'the link answers 410': { to: 'failed', context: { failure: stale(410, STALE_LINK) }, calls: { notifyFailure: [stale(410, STALE_LINK)] } },
      'the download gets no answer': { to: 'failed', context: { failure: failed(0, 'Failed to fetch') }, calls: { notifyFailure: [failed(0, 'Failed to fetch')] } },
    },
    downloaded: { [CLICK]: RETRY },
    failed: { [CLICK]: RETRY },
  },
});
