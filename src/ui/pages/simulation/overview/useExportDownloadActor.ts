import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createExportActor } from '../../../../api/actors/exports/createExport.actor';
import { downloadExportFileActor } from '../../../../api/actors/exports/downloadExportFile.actor';
import { fetchExportActor } from '../../../../api/actors/exports/fetchExport.actor';
import { exportDownloadMachine, type ExportFailure } from '../../../../machines/exportDownload.machine';
import { saveFile } from '../../../browser/saveFile';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';

const STALE_LINK = 'errors.downloadUrlInvalid';
const UNEXPECTED = 'errors.unexpected';

/**
 * The one wiring point of the export: POST /tasks/{taskId}/exports, GET /exports/{id} while it is
 * built, then the file, saved by the browser. A failure is a toast (SPEC 8): 'Downloading URL is
 * invalid.' for a stale link, otherwise the server's message in the user's language.
 */
export function useExportDownloadActor(taskId: string) {
  const { api, uploads } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const failureText = (failure: ExportFailure) => {
    if (failure.stale) return i18n.t(STALE_LINK);
    if (failure.key) return i18n.t(failure.key, { defaultValue: failure.message });
    return failure.status > 0 && failure.message ? failure.message : i18n.t(UNEXPECTED);
  };
  const [machine] = useState(() =>
    exportDownloadMachine.provide({
      actors: {
        createExport: createExportActor(api),
        pollExport: fetchExportActor(api),
        downloadFile: downloadExportFileActor(uploads, saveFile),
      },
      actions: {
        notifyFailure: (_, failure) => notify('error', failureText(failure)),
      },
    }),
  );
  return usePageActor('exportDownload', machine, { taskId });
}

export type ExportDownloadRef = ReturnType<typeof useExportDownloadActor>;
