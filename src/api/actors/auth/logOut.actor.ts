import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { AuthClient } from '../../auth/authClient';
import type { SessionExpiry } from '../../auth/sessionExpiry';
import type { ApiClient } from '../../client';
import { profilePaths } from '../../paths/profilePaths';

export type LogOutDependencies = {
  api: ApiClient;
  auth: Pick<AuthClient, 'logout' | 'revokeRefreshToken'>;
  expiry: SessionExpiry;
  /** Where the provider sends the user back: the site origin. */
  returnTo: string;
  logError: (message: string, error: unknown) => void;
};

/**
 * The confirmed log-out (SPEC 4 "Logout"): tell the API, which ends the sign-in's grant, revoke
 * the refresh token at the provider (so that a copy of it is useless, also where the API cannot
 * end the grant), clear the local state, then let the provider end its session and send the user
 * back to the site. Failures of the first two steps are only logged: the log-out goes on.
 */
export function logOutActor({ api, auth, expiry, returnTo, logError }: LogOutDependencies) {
  return fromPromise<void>(async () => {
    await api.request(profilePaths.logout.url(), z.undefined(), { method: 'POST' }).catch((error: unknown) => {
      logError('POST /api/profile/logout failed', error);
    });
    await auth.revokeRefreshToken().catch((error: unknown) => {
      logError('Revoking the refresh token failed', error);
    });
    expiry.clear();
    await auth.logout({ logoutParams: { returnTo } });
  });
}
