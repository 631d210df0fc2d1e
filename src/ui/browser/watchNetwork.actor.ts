import { fromCallback } from 'xstate';
import type { ConnectivityEvent } from '../../machines/connectivity.machine';

export type WatchNetworkDependencies = {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  isOnline: () => boolean;
};

/**
 * The browser's own view of the network: going offline is certain, so it is reported as lost;
 * coming back online only means "check", since the service may still be out of reach.
 */
export function watchNetworkActor({ target, isOnline }: WatchNetworkDependencies) {
  return fromCallback<ConnectivityEvent>(({ sendBack }) => {
    const lost = () => sendBack({ type: 'connectivity.lost' });
    const check = () => sendBack({ type: 'connectivity.check' });
    if (!isOnline()) lost();
    target.addEventListener('offline', lost);
    target.addEventListener('online', check);
    return () => {
      target.removeEventListener('offline', lost);
      target.removeEventListener('online', check);
    };
  });
}
