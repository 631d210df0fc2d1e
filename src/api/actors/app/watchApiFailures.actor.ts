import { fromCallback } from 'xstate';
import type { ConnectivityEvent } from '../../../machines/connectivity.machine';
import type { MaintenanceEvent } from '../../../machines/maintenance.machine';
import type { ApiFailureSignal } from '../../apiFailureSignal';
import { observeApiFailure, type AppWideEffects } from '../../handleApiError';

export type WatchApiFailuresDependencies = {
  signal: ApiFailureSignal;
  logError: AppWideEffects['logError'];
};

/**
 * For the life of the app: every failed API call is logged when it should be, begins maintenance
 * when the answer says so, and asks for a connectivity check when there was no answer. The
 * children are found by their system ids, so that this actor needs no reference to them.
 */
export function watchApiFailuresActor({ signal, logError }: WatchApiFailuresDependencies) {
  return fromCallback(({ system }) =>
    signal.onFailure((error) =>
      observeApiFailure(error, {
        logError,
        beginMaintenance: ({ message, statusPageUrl }) => {
          const begin: MaintenanceEvent = { type: 'maintenance.begin', message: message ?? undefined, statusPageUrl: statusPageUrl ?? undefined };
          system.get('maintenance')?.send(begin);
        },
        checkConnectivity: () => {
          const check: ConnectivityEvent = { type: 'connectivity.check' };
          system.get('connectivity')?.send(check);
        },
      }),
    ),
  );
}
