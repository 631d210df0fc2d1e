import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod';
import { ApiError } from './apiError';
import { API_PREFIX, type HttpMethod } from './paths/definePath';
import { apiErrorSchema, type ApiErrorBody } from './schemas/error.schema';

/** Gives the current access token; a rejection means "send the request without one". */
export type TokenGetter = () => Promise<string>;

export type RequestOptions = {
  method?: HttpMethod;
  /** A list goes as the key repeated (a=1&a=2). */
  query?: Record<string, string | number | readonly string[] | undefined>;
  /** A Blob (an uploaded file) goes as it is, with its own content type; anything else as JSON. */
  body?: Record<string, unknown> | Blob;
  signal?: AbortSignal;
};

export type ApiClient = {
  /** Calls the API and parses the answer with `schema`; every failure rejects with an ApiError. */
  request<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /**
   * GETs a path that answers 204 with a Location header (SPEC 7: the knowledge base, support
   * tickets and learning links) and resolves with that address; any other answer rejects.
   */
  location(path: string, options?: Pick<RequestOptions, 'query' | 'signal'>): Promise<string>;
};

export type ApiClientOptions = {
  getToken: TokenGetter;
  baseURL?: string;
  /** SPEC 9: identity and API calls give up after 10 s. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Told of every failed call except those its caller aborted (SPEC 8 reactions of the whole app). */
  onFailure?: (error: ApiError) => void;
};

/** Requests of the public pages (GET /api/config) carry no token at all. */
export const withoutToken: TokenGetter = () => Promise.reject(new Error('public request'));

export function createApiClient({ getToken, baseURL = API_PREFIX, timeoutMs = 10_000, fetch, onFailure }: ApiClientOptions): ApiClient {
  const report = (error: ApiError, signal: AbortSignal | undefined) => {
    if (!signal?.aborted) onFailure?.(error);
    return error;
  };
  const instance: $Fetch = ofetch.create(
    {
      baseURL,
      timeout: timeoutMs,
      retry: 0,
      headers: { Accept: 'application/json' },
      async onRequest({ options }) {
        const token = await getToken().catch(() => '');
        if (token) options.headers.set('Authorization', `Bearer ${token}`);
      },
    },
    fetch ? { fetch } : {},
  );

  return {
    async request(path, schema, { method = 'GET', query, body, signal } = {}) {
      const data: unknown = await instance(path, { method, query, body, signal }).catch((error: unknown) => {
        throw report(toApiError(error), signal);
      });
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const mismatch = new ApiError(0, {
          code: 0,
          message: `The answer of ${method} ${path} does not match the API contract.`,
          developer_message: parsed.error.message,
        });
        throw report(mismatch, signal);
      }
      return parsed.data;
    },

    async location(path, { query, signal } = {}) {
      const response = await instance.raw(path, { method: 'GET', query, signal }).catch((error: unknown) => {
        throw report(toApiError(error), signal);
      });
      const location = response.status === 204 ? response.headers.get('location') : null;
      if (!location) {
        throw report(new ApiError(0, { code: 0, message: `GET ${path} answered ${response.status} without the address to open.` }), signal);
      }
      return location;
    },
  };
}

function toApiError(error: unknown): ApiError {
  if (!(error instanceof FetchError) || !error.response) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError(0, { code: 0, message });
  }
  const status = error.response.status;
  const body = apiErrorSchema.safeParse(error.data);
  const fallback: ApiErrorBody = { code: status, message: error.response.statusText || error.message };
  return new ApiError(status, body.success ? body.data : fallback);
}
