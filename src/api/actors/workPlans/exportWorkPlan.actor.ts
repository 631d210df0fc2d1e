import { fromPromise } from 'xstate';
import type { FileUploaderOptions } from '../../fileUpload';
import { API_PREFIX } from '../../paths/definePath';
import { workPlanExportPaths } from '../../paths/workPlanExportPaths';
import type { ExportWorkPlanInput } from '../../../machines/workPlanInsights.machine';
import { downloadFile, type SaveFile } from '../exports/downloadExportFile.actor';

/** The plan's export in the chosen format, downloaded as an export's link is (bearer token, ApiError failures). */
export function exportWorkPlanActor({ baseURL = API_PREFIX, ...options }: Pick<FileUploaderOptions, 'getToken' | 'onFailure' | 'baseURL'>, saveFile: SaveFile) {
  return fromPromise<void, ExportWorkPlanInput>(({ input, signal }) =>
    downloadFile(options, saveFile, `${baseURL}${workPlanExportPaths[input.format].url({ wpId: input.workPlanId })}`, input.fileName, signal),
  );
}
