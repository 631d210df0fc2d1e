import type { Auth0ProviderWithConfigOptions } from '@auth0/auth0-react';
import type { ClientConfig } from '../schemas/config.schema';

export const CALLBACK_PATH = '/callback';

/**
 * The identity client's settings (SPEC 9): refresh tokens cached in local storage with no hidden
 * frame fallback, 60 s leeway and authorize timeout, 10 s HTTP timeout. The auth machine handles
 * /callback itself, so the provider component must not.
 */
export function toAuth0Options(config: ClientConfig, origin: string): Omit<Auth0ProviderWithConfigOptions, 'children'> {
  return {
    domain: config.auth.domain,
    clientId: config.auth.client_id,
    authorizationParams: {
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      audience: config.auth.audience,
      scope: config.auth.scope,
    },
    useRefreshTokens: true,
    useRefreshTokensFallback: false,
    cacheLocation: 'localstorage',
    skipRedirectCallback: true,
    leeway: 60,
    authorizeTimeoutInSeconds: 60,
    httpTimeoutInSeconds: 10,
  };
}
