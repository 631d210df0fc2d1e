import { fromPromise } from 'xstate';
import { ApiError } from '../../apiError';
import type { FileUploaderOptions } from '../../fileUpload';
import { API_PREFIX } from '../../paths/definePath';
import { workPlanExportPaths } from '../../paths/workPlanExportPaths';
import { apiErrorSchema } from '../../schemas/error.schema';
import type { ExportWorkPlanInput } from '../../../machines/workPlanInsights.machine';
import type { SaveFile } from '../exports/downloadExportFile.actor';

/**
 * GET the plan's export in the chosen format with the session's bearer token (a plain link could
 * not carry it) and hand the file to the browser. Failures reject with an ApiError and are
 * reported as the API client's are.
 */
export function exportWorkPlanActor({ getToken, onFailure, baseURL = API_PREFIX }: Pick<FileUploaderOptions, 'getToken' | 'onFailure' | 'baseURL'>, saveFile: SaveFile) {
  return fromPromise<void, ExportWorkPlanInput>(async ({ input, signal }) => {
    const fail = (error: ApiError) => {
      if (!signal.aborted) onFailure?.(error);
      return error;
    };
    const token = await getToken().catch(() => '');
    const url = `${baseURL}${workPlanExportPaths[input.format].url({ wpId: input.workPlanId })}`;
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal }).catch((error: unknown) => {
      throw fail(new ApiError(0, { code: 0, message: error instanceof Error ? error.message : String(error) }));
    });
    if (!response.ok) {
      const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
      throw fail(new ApiError(response.status, body.success ? body.data : { code: response.status, message: response.statusText || `HTTP ${response.status}` }));
    }
    saveFile(await response.blob(), input.fileName);
  });
}
