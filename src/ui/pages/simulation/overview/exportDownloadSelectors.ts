import type { SnapshotFrom } from 'xstate';
import type { exportDownloadMachine } from '../../../../machines/exportDownload.machine';

type ExportSnapshot = SnapshotFrom<typeof exportDownloadMachine>;

/** What the export card shows: nothing under way, the build with its progress, the file on its way, or the file saved. */
export type ExportPhase = 'idle' | 'building' | 'downloading' | 'downloaded';

export const selectExportPhase = (snapshot: ExportSnapshot): ExportPhase => {
  if (snapshot.matches('downloading')) return 'downloading';
  if (snapshot.matches('downloaded')) return 'downloaded';
  return snapshot.hasTag('busy') ? 'building' : 'idle';
};

export const selectExportBusy = (snapshot: ExportSnapshot) => snapshot.hasTag('busy');
export const selectExportProgress = (snapshot: ExportSnapshot) => snapshot.context.download?.progress ?? 0;
export const selectExportFileName = (snapshot: ExportSnapshot) => snapshot.context.download?.file_name ?? '';

const NONE: readonly string[] = [];
/** SPEC 5's notice belongs to the workbook that was saved. */
export const selectRemovedColumns = (snapshot: ExportSnapshot) => (snapshot.matches('downloaded') ? (snapshot.context.download?.removed_columns ?? NONE) : NONE);
