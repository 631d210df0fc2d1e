/**
 * The app's service worker, built by the production build as /sw.js (vite.config.ts). It keeps
 * the app shell (index.html and the built assets) so that the app starts without a network, and
 * waits behind the worker of the previous version until the user clicks Update (SPEC 4); the
 * update banner then sends SKIP_WAITING.
 *
 * The DOM library of the project has no service-worker types, so the few used here are declared.
 */

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type ServiceWorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** Filled in by the build: the built files, and a version that changes whenever they do. */
declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = 'horizon-shell-';
const CACHE = `${CACHE_PREFIX}${__SHELL_VERSION__}`;
const SHELL_PAGE = '/index.html';
/** Kept (and refreshed from the network) for an offline start: the SPA cannot start without its settings. */
const CLIENT_CONFIG = '/api/config';
/** Server paths that are navigated to (identity provider, API): never answered with the shell. */
const SERVER_PATHS = /^\/(api|authorize|oauth|v2\/logout|\.well-known|userinfo|interaction|mqtt)(\/|$)/;
const shellFiles = new Set(__SHELL_FILES__);

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL_PAGE, CLIENT_CONFIG, ...shellFiles])));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)))),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && !SERVER_PATHS.test(url.pathname)) {
    event.respondWith(fromNetworkElse(request, SHELL_PAGE));
  } else if (url.pathname === CLIENT_CONFIG) {
    event.respondWith(fromNetworkElse(request, CLIENT_CONFIG, true));
  } else if (shellFiles.has(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});

/** The network's answer (kept in the cache when asked), else the cached copy of `fallback`. */
async function fromNetworkElse(request: Request, fallback: string, keep = false): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keep && response.ok) await caches.open(CACHE).then((cache) => cache.put(fallback, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(fallback);
    if (cached) return cached;
    throw error;
  }
}
