import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/database';
import { isSafeText } from '../../src/api/schemas/common.schema';
import { messageFor } from '../http/messages';
import { findSignInAccount } from '../repositories/userQueries';
import { verifyAccountPassword } from './passwords';
import { renderLoginPage } from './pages';
import { createSignInThrottle } from './signInThrottle';

/** The provider's own endpoints, at Auth0's paths; /activate (below) is the device sign-in page of the command-line publisher. */
const PROVIDER_PATHS = ['/authorize', '/authorize/*', '/oauth/*', '/v2/logout', '/v2/logout/*', '/.well-known/*', '/userinfo', '/activate/*'];

/** Auth0's logout names the return address `returnTo`; OpenID's RP-initiated logout names it differently. */
function translateAuth0Logout(url: string): string {
  const parsed = new URL(url, 'http://internal');
  if (parsed.pathname !== '/v2/logout' || !parsed.searchParams.has('returnTo')) return url;
  parsed.searchParams.set('post_logout_redirect_uri', parsed.searchParams.get('returnTo')!);
  parsed.searchParams.delete('returnTo');
  return `${parsed.pathname}${parsed.search}`;
}

/** The provider's URLs (issuer, discovery, redirects) come from PUBLIC_URL, whatever Host a request names. */
function pinPublicOrigin(request: FastifyRequest, publicUrl: URL) {
  const headers = request.raw.headers;
  delete headers.forwarded;
  headers.host = publicUrl.host;
  headers['x-forwarded-host'] = publicUrl.host;
  headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
  headers['x-forwarded-for'] = request.ip;
}

export async function providerEndpoints(app: FastifyInstance, options: { provider: Provider; publicUrl: string }) {
  const callback = options.provider.callback();
  const publicUrl = new URL(options.publicUrl);
  app.addHook('onRequest', async (request) => pinPublicOrigin(request, publicUrl));
  // The provider parses its own request bodies, so Fastify must leave the stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    request.raw.url = translateAuth0Logout(request.raw.url ?? '/');
    reply.hijack();
    await callback(request.raw, reply.raw);
  };
  for (const url of PROVIDER_PATHS) app.all(url, forward);
  // Codes and refresh tokens cannot be guessed, but nobody needs this endpoint more often.
  app.post('/oauth/token', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, forward);
  // Device sign-ins: a few per minute start one, and user codes are short enough that guessing them must stay slow.
  app.post('/oauth/device/code', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, forward);
  app.get('/activate', forward);
  app.post('/activate', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, forward);
}

export async function interactionRoutes(
  app: FastifyInstance,
  options: { provider: Provider; db: Db; publicUrl: string; showDemoAccounts: boolean },
) {
  const { provider, db } = options;
  const throttle = createSignInThrottle(db);
  const publicUrl = new URL(options.publicUrl);
  app.addHook('onRequest', async (request) => pinPublicOrigin(request, publicUrl));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name !== 'login') {
      // Consent is implied for the first-party client (see loadExistingGrant). The native publisher
      // client must be consented to explicitly: the person did so on the device confirmation page.
      const result = details.prompt.reasons.includes('native_client_prompt') ? { consent: {} } : {};
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
      return reply.redirect(redirectTo, 303);
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(renderLoginPage({ action: `/interaction/${details.uid}/login`, showDemoAccounts: options.showDemoAccounts }));
  });

  app.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
    '/interaction/:uid/login',
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const email = (request.body?.email ?? '').trim();
      const password = request.body?.password ?? '';
      const answer = (status: number, error: string, echoedEmail = email) =>
        reply
          .code(status)
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(
            renderLoginPage({ action: `/interaction/${details.uid}/login`, email: echoedEmail, error, showDemoAccounts: options.showDemoAccounts }),
          );
      if (!isSafeText(email) || !isSafeText(password)) return answer(400, messageFor('errors.validation'), '');

      const source = { email, address: request.ip };
      const wait = await throttle.secondsToWait(source);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return answer(429, messageFor('auth.tooManySignInAttempts').replace('{{seconds}}', String(wait)));
      }
      const user = email ? await findSignInAccount(db, email) : undefined;
      if (!(await verifyAccountPassword(password, user?.password_hash)) || !user) {
        await throttle.failed(source);
        return answer(401, messageFor('auth.incorrectCredentials'));
      }
      await throttle.succeeded(source);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: user.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    },
  );
}
