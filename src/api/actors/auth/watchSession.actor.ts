import { fromCallback } from 'xstate';
import type { AuthEvent } from '../../../machines/auth.machine';
import type { SessionExpiry } from '../../auth/sessionExpiry';
import type { SessionSignal } from '../../auth/sessionSignal';

export type WatchSessionDependencies = {
  expiry: SessionExpiry;
  signal: SessionSignal;
  intervalMs?: number;
};

/**
 * While signed in: reports `session.expired` when the recorded session end passes or when a token
 * request finds the session over. Stops watching when the session ends.
 */
export function watchSessionActor({ expiry, signal, intervalMs = 15_000 }: WatchSessionDependencies) {
  return fromCallback<AuthEvent>(({ sendBack }) => {
    const expire = () => sendBack({ type: 'session.expired' });
    const timer = setInterval(() => {
      if (expiry.hasPassed()) expire();
    }, intervalMs);
    const stopListening = signal.onEnded(expire);
    return () => {
      clearInterval(timer);
      stopListening();
    };
  });
}
