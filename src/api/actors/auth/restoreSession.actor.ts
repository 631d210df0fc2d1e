import { fromPromise } from 'xstate';
import type { RestoredSession } from '../../../machines/auth.machine';
import type { AuthClient } from '../../auth/authClient';
import { isSessionEndingError } from '../../auth/sessionEndingError';
import type { SessionExpiry } from '../../auth/sessionExpiry';

/**
 * Finds out whether the identity client's cache holds a live session. A recorded session whose
 * day of grace has passed, or whose tokens the provider no longer renews, has expired.
 */
export function restoreSessionActor(auth: Pick<AuthClient, 'getIdTokenClaims' | 'getAccessTokenSilently'>, expiry: SessionExpiry) {
  return fromPromise<RestoredSession>(async () => {
    if (expiry.hasPassed()) return { status: 'expired' };
    const claims = await auth.getIdTokenClaims();
    if (!claims) return { status: expiry.isRecorded() ? 'expired' : 'signedOut' };
    try {
      await auth.getAccessTokenSilently();
    } catch (error) {
      if (isSessionEndingError(error)) return { status: 'expired' };
      throw error;
    }
    if (!expiry.isRecorded() && claims.exp) expiry.record(claims.exp);
    return { status: 'signedIn' };
  });
}
