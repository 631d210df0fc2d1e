import { fromPromise } from 'xstate';
import type { CallbackResult } from '../../../machines/auth.machine';
import type { AuthClient } from '../../auth/authClient';
import type { SessionExpiry } from '../../auth/sessionExpiry';

/** Exchanges the provider's code for tokens, records when the session ends and says where to go. */
export function handleCallbackActor(auth: Pick<AuthClient, 'handleRedirectCallback' | 'getIdTokenClaims'>, expiry: SessionExpiry, url: () => string) {
  return fromPromise<CallbackResult>(async () => {
    const result = await auth.handleRedirectCallback(url());
    const claims = await auth.getIdTokenClaims();
    if (claims?.exp) expiry.record(claims.exp);
    const returnTo: unknown = result.appState?.returnTo;
    return { returnTo: typeof returnTo === 'string' && returnTo ? returnTo : '/' };
  });
}
