import { fromPromise } from 'xstate';

export type ProbeDependencies = {
  fetch: typeof globalThis.fetch;
  url?: string;
  timeoutMs?: number;
};

/**
 * Whether the service can be reached at all: a HEAD request that succeeds on any answer, even an
 * error status (a 503 during maintenance is an answer), and fails only when none comes in time.
 */
export function probeConnectivityActor({ fetch, url = '/api/healthcheck', timeoutMs = 10_000 }: ProbeDependencies) {
  return fromPromise<void>(async ({ signal }) => {
    await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
  });
}
