import { fromPromise } from 'xstate';
import type { AuthClient } from '../../auth/authClient';

/** Leaves for the provider's sign-in page; the address to come back to travels in its app state. */
export function signInActor(auth: Pick<AuthClient, 'loginWithRedirect'>) {
  return fromPromise<void, { returnTo: string }>(({ input }) => auth.loginWithRedirect({ appState: { returnTo: input.returnTo } }));
}
