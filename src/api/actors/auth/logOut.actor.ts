import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { AuthClient } from '../../auth/authClient';
import type { SessionExpiry } from '../../auth/sessionExpiry';
import type { ApiClient } from '../../client';

export type LogOutDependencies = {
  api: ApiClient;
  auth: Pick<AuthClient, 'logout'>;
  expiry: SessionExpiry;
  /** Where the provider sends the user back: the site origin. */
  returnTo: string;
  logError: (message: string, error: unknown) => void;
};

/**
 * The confirmed log-out (SPEC 4 "Logout"): tell the API (its failure is only logged), clear the
 * local state, then let the provider end its session and send the user back to the site.
 */
export function logOutActor({ api, auth, expiry, returnTo, logError }: LogOutDependencies) {
  return fromPromise<void>(async () => {
    await api.request('/profile/logout', z.undefined(), { method: 'POST' }).catch((error: unknown) => {
      logError('POST /api/profile/logout failed', error);
    });
    expiry.clear();
    await auth.logout({ logoutParams: { returnTo } });
  });
}
