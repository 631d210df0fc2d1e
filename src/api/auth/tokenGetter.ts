import type { TokenGetter } from '../client';
import { isSessionEndingError } from './sessionEndingError';
import type { SessionSignal } from './sessionSignal';

/**
 * The API client's token source: the identity client's silent token, and a signal to the session
 * watcher when the provider says the session is over, so that the user lands on the expired page
 * instead of seeing a 401.
 */
export function createTokenGetter(getAccessTokenSilently: () => Promise<string | undefined>, signal: SessionSignal): TokenGetter {
  return async () => {
    try {
      const token = await getAccessTokenSilently();
      if (!token) throw new Error('The identity client gave no access token');
      return token;
    } catch (error) {
      if (isSessionEndingError(error)) signal.notifyEnded();
      throw error;
    }
  };
}
