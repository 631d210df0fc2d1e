import { fromPromise } from 'xstate';
import { API_PREFIX } from '../../paths/definePath';
import { systemPaths } from '../../paths/systemPaths';

export type ProbeDependencies = {
  /** The browser's own unless a test hands in another. */
  fetch?: typeof globalThis.fetch;
  url?: string;
  timeoutMs?: number;
};

/**
 * Whether the service can be reached at all: a HEAD request that succeeds on any answer, even an
 * error status (a 503 during maintenance is an answer), and fails only when none comes in time.
 */
export function probeConnectivityActor({
  fetch = (input, init) => globalThis.fetch(input, init),
  url = `${API_PREFIX}${systemPaths.health.url()}`,
  timeoutMs = 10_000,
}: ProbeDependencies = {}) {
  return fromPromise<void>(async ({ signal }) => {
    // One signal for "stopped" and "too slow" (AbortSignal.any is too recent for some browsers).
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    signal.addEventListener('abort', stop);
    const timer = setTimeout(() => controller.abort(new DOMException('The service did not answer in time', 'TimeoutError')), timeoutMs);
    try {
      await fetch(url, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
  });
}
