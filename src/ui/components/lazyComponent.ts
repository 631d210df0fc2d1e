import { lazy, type ComponentType } from 'react';

/** How often a chunk that failed to arrive is asked for again before the error page shows. */
const LOAD_ATTEMPTS = 4;
const RETRY_DELAY_MS = 1_000;

/**
 * Resolves when another attempt is worth making: at once when the browser is back online, after a
 * short pause when it thinks it is online (a server restart, a dropped request).
 */
function worthRetrying(): Promise<void> {
  if (!navigator.onLine) return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  return new Promise((resolve) => window.setTimeout(resolve, RETRY_DELAY_MS));
}

/**
 * A page's code is fetched when it first shows. A network that drops at that moment (the
 * connection cut while the chunk is on its way) would otherwise show the error page for a page
 * that is merely late: the loading screen stays, the offline banner says why, and the chunk is
 * asked for again when the network is back.
 */
function loadWithRetries<T>(load: () => Promise<T>, attemptsLeft = LOAD_ATTEMPTS - 1): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (attemptsLeft === 0) throw error;
    await worthRetrying();
    return loadWithRetries(load, attemptsLeft - 1);
  });
}

/**
 * A component that stays out of the chunk of whoever renders it: the browser fetches its module
 * the first time it renders, while a Suspense boundary above shows the wait. Modules here export
 * components by name.
 */
export function lazyComponent<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(() => loadWithRetries(load).then((module) => ({ default: module[name] })));
}
