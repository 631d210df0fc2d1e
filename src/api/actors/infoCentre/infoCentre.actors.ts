import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { shellPaths } from '../../paths/shellPaths';
import { systemPaths } from '../../paths/systemPaths';
import { changelogSchema, type Changelog } from '../../schemas/changelog.schema';
import { healthSchema } from '../../schemas/health.schema';
import type { ServiceCheck } from '../../../machines/infoCentre.machine';

/** GET /api/changelog: the version and what changed. */
export function loadChangelogActor(api: ApiClient) {
  return fromPromise<Changelog>(({ signal }) => api.request(shellPaths.changelog.url(), changelogSchema, { signal }));
}

/** GET /api/healthcheck, stamped with the time it answered. */
export function checkServiceActor(api: ApiClient, now: () => number) {
  return fromPromise<ServiceCheck>(async ({ signal }) => {
    const health = await api.request(systemPaths.health.url(), healthSchema, { signal });
    return { version: health.version, checkedAt: now() };
  });
}
