import { fromCallback, fromPromise } from 'xstate';
import type { UpdateEvent } from '../../machines/update.machine';

export type ServiceWorkerUpdateDependencies = {
  container: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;
  scriptUrl: string;
  /** A tab left open for days should still hear of new versions: the worker is re-checked this often. */
  checkIntervalMs: number;
  reload: () => void;
  logError: (message: string, details?: unknown) => void;
};

/** The message the service worker (src/serviceWorker.ts) takes as "take over now". */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * The update machine's two effects over one registration of the app's service worker:
 * `watchForUpdate` registers it and reports a new version once one is installed and waiting
 * behind the worker that controls the page; `applyUpdate` lets the waiting worker take over and
 * reloads the page on it.
 */
export function serviceWorkerUpdateActors({ container, scriptUrl, checkIntervalMs, reload, logError }: ServiceWorkerUpdateDependencies) {
  let registration: Promise<ServiceWorkerRegistration> | undefined;
  const register = () => (registration ??= container.register(scriptUrl));

  const watchForUpdate = fromCallback<UpdateEvent>(({ sendBack }) => {
    let stopped = false;
    const cleanups: Array<() => void> = [];
    register().then(
      (current) => {
        if (stopped) return;
        // Without a controller this is the first install, not an update.
        const announce = () => {
          if (current.waiting && container.controller) sendBack({ type: 'update.ready' });
        };
        const followInstalling = () => {
          const worker = current.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') announce();
          });
        };
        current.addEventListener('updatefound', followInstalling);
        const timer = setInterval(() => current.update().catch(() => undefined), checkIntervalMs);
        cleanups.push(
          () => current.removeEventListener('updatefound', followInstalling),
          () => clearInterval(timer),
        );
        announce();
        // The browser checks for a new worker as the page loads: it may be installing already.
        followInstalling();
      },
      (error: unknown) => logError('The service worker could not be registered', error),
    );
    return () => {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
    };
  });

  const applyUpdate = fromPromise<void>(async () => {
    const waiting = (await register()).waiting;
    if (!waiting) throw new Error('No new version is waiting');
    await new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    });
    reload();
  });

  return { watchForUpdate, applyUpdate };
}
