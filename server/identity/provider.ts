import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database';
import { API_SCOPES, OIDC_SCOPES, type ServerConfig } from '../config';
import { createAdapterFactory } from './adapter';
import type { IdentityKeys } from './keys';
import {
  renderDeviceCodeConfirmation,
  renderDeviceCodeInput,
  renderDeviceSignedIn,
  renderIdentityError,
  renderLogoutForm,
  renderLoggedOut,
} from './pages';
import { GRANT_ID_CLAIM } from '../repositories/identityGrants';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Built-in identity provider speaking Auth0's paths, so the SPA's Auth0 client works unchanged. */
export function createIdentityProvider(options: { db: Db; config: ServerConfig; keys: IdentityKeys; extraOrigins?: string[] }) {
  const { db, config, keys } = options;
  const audience = config.auth.audience;
  const origins = [config.publicUrl, ...(options.extraOrigins ?? [])];

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: config.auth.clientId,
        client_name: 'Horizon',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: origins.flatMap((origin) => [origin, `${origin}/`, `${origin}/login`]),
      },
      // The command-line publisher: a public client on the user's machine that signs in with the
      // device authorization grant, as Auth0's device flow does, and gets the same API access tokens.
      ...(config.auth.publisherClientId
        ? [
            {
              client_id: config.auth.publisherClientId,
              client_name: 'Horizon Publisher',
              token_endpoint_auth_method: 'none' as const,
              application_type: 'native' as const,
              grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
              response_types: [],
              redirect_uris: [],
            },
          ]
        : []),
    ],
    async findAccount(_ctx, id) {
      const user = await db
        .selectFrom('users')
        .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
        .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.locale', 'organisations.id as org_id'])
        .where('users.id', '=', id)
        .executeTakeFirst();
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: `${user.first_name} ${user.last_name}`.trim(),
          given_name: user.first_name,
          family_name: user.last_name,
          locale: user.locale,
          org_id: user.org_id ?? undefined,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale', 'org_id'],
    },
    scopes: [...OIDC_SCOPES],
    conformIdTokenClaims: false,
    extraParams: ['audience', 'auth0Client'],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      revocation: '/oauth/revoke',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      device_authorization: '/oauth/device/code',
      code_verification: '/activate',
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // The public SPA client may revoke its own tokens (log-out), nothing else.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      deviceFlow: {
        enabled: true,
        userCodeInputSource: async (ctx, form, _out, err) => {
          ctx.type = 'html';
          ctx.body = renderDeviceCodeInput(form, err);
        },
        userCodeConfirmSource: async (ctx, form, client, _deviceInfo, userCode) => {
          ctx.body = renderDeviceCodeConfirmation(form, client.clientName ?? client.clientId, userCode);
        },
        successSource: async (ctx) => {
          ctx.body = renderDeviceSignedIn(ctx.oidc.client?.clientName ?? 'the command line');
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = renderLogoutForm(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = renderLoggedOut(config.publicUrl);
        },
      },
      resourceIndicators: {
        enabled: true,
        // Auth0 clients name the API with `audience`; there is one API, so it is always the resource.
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Horizon is a first-party client: the user consents by signing in, so the grant always
    // holds every scope the SPA asks for and no consent screen is shown.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant = (grantId && (await ctx.oidc.provider.Grant.find(grantId))) || new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...OIDC_SCOPES].join(' '));
      grant.addOIDCClaims(['name', 'given_name', 'family_name', 'email', 'email_verified', 'locale', 'org_id']);
      grant.addResourceScope(audience, API_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    // The API refuses access tokens whose grant has ended (log-out, revocation), see authentication.ts.
    extraTokenClaims: async (_ctx, token) => ('grantId' in token && token.grantId ? { [GRANT_ID_CLAIM]: token.grantId } : undefined),
    pkce: { required: () => true },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      // Long enough to open the address, sign in and confirm; the publisher stops waiting then.
      DeviceCode: 10 * 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookieKeys, long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderIdentityError(out);
    },
  };

  const provider = new Provider(config.auth.issuer, configuration);
  // identityRoutes forwards the public origin and the client address Fastify determined as
  // X-Forwarded-* headers, so the provider never builds URLs from a Host header a client sent.
  provider.proxy = true;
  return provider;
}
