import { fromPromise } from 'xstate';
import { ApiError } from '../../apiError';
import type { FileUploaderOptions } from '../../fileUpload';
import { apiErrorSchema } from '../../schemas/error.schema';
import type { ExportFileRequest } from '../../../machines/exportDownload.machine';

/** Hands a downloaded file to the browser, which saves it under `fileName`. */
export type SaveFile = (file: Blob, fileName: string) => void;

type DownloadOptions = Pick<FileUploaderOptions, 'getToken' | 'onFailure'>;

/**
 * GET `url` with the session's bearer token (a plain link could not carry it) and save the file.
 * Failures reject with an ApiError and are reported as the API client's are, so that a 410 reaches
 * the machine with the server's message; an aborted download reports nothing.
 */
export async function downloadFile({ getToken, onFailure }: DownloadOptions, saveFile: SaveFile, url: string, fileName: string, signal: AbortSignal): Promise<void> {
  const fail = (error: ApiError) => {
    if (!signal.aborted) onFailure?.(error);
    return error;
  };
  const token = await getToken().catch(() => '');
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal }).catch((error: unknown) => {
    throw fail(new ApiError(0, { code: 0, message: error instanceof Error ? error.message : String(error) }));
  });
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    throw fail(new ApiError(response.status, body.success ? body.data : { code: response.status, message: response.statusText || `HTTP ${response.status}` }));
  }
  saveFile(await response.blob(), fileName);
}

/** The export's download link, whose 410 reaches the machine as 'Downloading URL is invalid.'. */
export function downloadExportFileActor(options: DownloadOptions, saveFile: SaveFile) {
  return fromPromise<void, ExportFileRequest>(({ input, signal }) => downloadFile(options, saveFile, input.url, input.fileName, signal));
}
