import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { systemPaths } from '../../paths/systemPaths';
import { healthSchema, type Health } from '../../schemas/health.schema';

/** GET /api/healthcheck, polled during maintenance: a 503 answer means it is still on. */
export function checkHealthActor(api: ApiClient) {
  return fromPromise<Health>(({ signal }) => api.request(systemPaths.health.url(), healthSchema, { signal }));
}
