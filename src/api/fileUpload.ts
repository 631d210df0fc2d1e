import type { z } from 'zod';
import { ApiError } from './apiError';
import type { TokenGetter } from './client';
import { API_PREFIX } from './paths/definePath';
import { apiErrorSchema, type ApiErrorBody } from './schemas/error.schema';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** The file itself: it goes as the request body, unchanged. */
  body: Blob;
  contentType: string;
  /** Told as the body leaves the browser: ofetch (fetch) cannot say how much of a request has been sent. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export type FileUploader = {
  /** POSTs a file and parses the answer with `schema`; every failure rejects with an ApiError, as the API client's do. */
  upload<S extends z.ZodType>(path: string, schema: S, options: UploadOptions): Promise<z.output<S>>;
};

export type FileUploaderOptions = {
  /** The API client's token source: an upload carries the same bearer token as every other call. */
  getToken: TokenGetter;
  baseURL?: string;
  /** Told of every failed upload except those its caller aborted, like the API client's `onFailure`. */
  onFailure?: (error: ApiError) => void;
  createRequest?: () => XMLHttpRequest;
};

/** The answer's JSON, or undefined when it has none. */
function parseBody(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * File uploads with progress (XMLHttpRequest's `upload.onprogress`), for the publishing dialog's
 * progress bars. Tokens, error bodies and failure reports follow src/api/client.ts so that an
 * upload fails the way any other call does. No timeout: a 200 MB assets.csv takes what it takes.
 */
export function createFileUploader({ getToken, baseURL = API_PREFIX, onFailure, createRequest = () => new XMLHttpRequest() }: FileUploaderOptions): FileUploader {
  return {
    async upload(path, schema, { body, contentType, onProgress, signal }) {
      const token = await getToken().catch(() => '');
      const fail = (error: ApiError) => {
        if (!signal?.aborted) onFailure?.(error);
        return error;
      };
      const answer = await new Promise<{ status: number; statusText: string; body: unknown }>((resolve, reject) => {
        const request = createRequest();
        request.open('POST', `${baseURL}${path}`);
        request.setRequestHeader('Accept', 'application/json');
        request.setRequestHeader('Content-Type', contentType);
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
        request.onload = () => resolve({ status: request.status, statusText: request.statusText, body: parseBody(request.responseText) });
        request.onerror = () => reject(fail(new ApiError(0, { code: 0, message: 'The upload could not reach the server.' })));
        request.onabort = () => reject(new ApiError(0, { code: 0, message: 'The upload was cancelled.' }));
        signal?.addEventListener('abort', () => request.abort(), { once: true });
        request.send(body);
        if (signal?.aborted) request.abort();
      });
      if (answer.status < 200 || answer.status >= 300) {
        const parsed = apiErrorSchema.safeParse(answer.body);
        const fallback: ApiErrorBody = { code: answer.status, message: answer.statusText || `HTTP ${answer.status}` };
        throw fail(new ApiError(answer.status, parsed.success ? parsed.data : fallback));
      }
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) {
        throw fail(
          new ApiError(0, { code: 0, message: `The answer of POST ${path} does not match the API contract.`, developer_message: parsed.error.message }),
        );
      }
      return parsed.data;
    },
  };
}
