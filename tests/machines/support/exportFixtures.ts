import type { ExportDownload } from '../../../src/api/schemas/exportDownload.schema';

export const EXPORT_TASK_ID = '3d0c8a57-2f4b-4f0e-9a44-1b7c6e5d2f10';
export const DOWNLOAD_ID = '8f14e45f-ceea-4e67-a1c3-9b2d7a6e0c21';
export const FILE_NAME = 'Roads as budgeted - 2026-03-02.xlsx';
export const FILE_URL = `/api/exports/${DOWNLOAD_ID}/file`;

/** A download record as the server answers it, building from nothing unless told otherwise. */
export function exportRecord(fields: Partial<ExportDownload> = {}): ExportDownload {
  return {
    id: DOWNLOAD_ID,
    task_id: EXPORT_TASK_ID,
    status: 'building',
    progress: 0,
    removed_columns: [],
    file_name: FILE_NAME,
    download_url: null,
    expires_at: null,
    error_message: null,
    ...fields,
  };
}

export const readyRecord = (fields: Partial<ExportDownload> = {}) =>
  exportRecord({ status: 'ready', progress: 1, download_url: FILE_URL, expires_at: '2026-03-03T09:30:00.000Z', ...fields });
