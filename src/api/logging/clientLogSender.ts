import { z } from 'zod';
import { createApiClient, type TokenGetter } from '../client';
import { shellPaths } from '../paths/shellPaths';
import type { ClientLogEvent } from '../schemas/clientLog.schema';

export type ClientLogSender = (event: ClientLogEvent) => Promise<void>;

/**
 * POST /api/logs with the user's access token when there is one (SPEC 7: the error reporter
 * receives logs with the user's access token), so that the server logs the user's id. Its own
 * client reports no failure to the app: a report that fails must not become another report.
 */
export function createClientLogSender(getToken: TokenGetter): ClientLogSender {
  const api = createApiClient({ getToken });
  return async (event) => {
    await api.request(shellPaths.logs.url(), z.unknown(), { method: 'POST', body: event });
  };
}
