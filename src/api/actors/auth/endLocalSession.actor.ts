import { fromPromise } from 'xstate';
import type { AuthClient } from '../../auth/authClient';
import type { SessionExpiry } from '../../auth/sessionExpiry';

/** Forgets the session in this browser only: no redirect to the provider (SPEC 4). */
export function endLocalSessionActor(auth: Pick<AuthClient, 'logout'>, expiry: SessionExpiry) {
  return fromPromise<void>(async () => {
    expiry.clear();
    await auth.logout({ openUrl: false });
  });
}
