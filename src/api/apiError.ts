import type { ApiErrorBody } from './schemas/error.schema';

/** Every failed API call rejects with this: the HTTP status (0 when no answer came) and the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** A plain, serialisable description of a failure, fit for machine context and the inspector. */
export type ApiFailure = {
  status: number;
  message: string;
  key?: string;
  /** The values the key's text names, to fill its translation. */
  params?: Record<string, string | number>;
  developerMessage?: string;
};

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.body.message,
      ...(error.body.key ? { key: error.body.key } : {}),
      ...(error.body.params ? { params: error.body.params } : {}),
      ...(error.body.developer_message ? { developerMessage: error.body.developer_message } : {}),
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

export function hasStatus(error: unknown, statuses: readonly number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}
