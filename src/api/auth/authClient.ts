import type { Auth0ContextInterface } from '@auth0/auth0-react';

/** The identity-client methods the session actors use, as `useAuth0()` gives them. */
export type AuthClient = Pick<
  Auth0ContextInterface,
  'loginWithRedirect' | 'handleRedirectCallback' | 'getAccessTokenSilently' | 'getIdTokenClaims' | 'logout' | 'revokeRefreshToken'
>;
