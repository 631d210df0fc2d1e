import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/database';
import { verifyPassword } from './passwords';
import { renderLoginPage } from './pages';

/** The provider's own endpoints, at Auth0's paths. */
const PROVIDER_PATHS = ['/authorize', '/authorize/*', '/oauth/*', '/v2/logout', '/v2/logout/*', '/.well-known/*', '/userinfo'];

/** Auth0's logout names the return address `returnTo`; OpenID's RP-initiated logout names it differently. */
function translateAuth0Logout(url: string): string {
  const parsed = new URL(url, 'http://internal');
  if (parsed.pathname !== '/v2/logout' || !parsed.searchParams.has('returnTo')) return url;
  parsed.searchParams.set('post_logout_redirect_uri', parsed.searchParams.get('returnTo')!);
  parsed.searchParams.delete('returnTo');
  return `${parsed.pathname}${parsed.search}`;
}

export async function providerEndpoints(app: FastifyInstance, options: { provider: Provider }) {
  const callback = options.provider.callback();
  // The provider parses its own request bodies, so Fastify must leave the stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    request.raw.url = translateAuth0Logout(request.raw.url ?? '/');
    reply.hijack();
    await callback(request.raw, reply.raw);
  };
  for (const url of PROVIDER_PATHS) app.all(url, { config: { public: true } }, forward);
}

export async function interactionRoutes(app: FastifyInstance, options: { provider: Provider; db: Db; showDemoAccounts: boolean }) {
  const { provider, db } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { uid: string } }>('/interaction/:uid', { config: { public: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name !== 'login') {
      // Consent is implied for the first-party client (see loadExistingGrant).
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
      return reply.redirect(redirectTo, 303);
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(renderLoginPage({ action: `/interaction/${details.uid}/login`, showDemoAccounts: options.showDemoAccounts }));
  });

  app.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
    '/interaction/:uid/login',
    { config: { public: true } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const email = (request.body?.email ?? '').trim();
      const user = email
        ? await db
            .selectFrom('users')
            .select(['id', 'password_hash'])
            .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
            .executeTakeFirst()
        : undefined;
      if (!user || !(await verifyPassword(request.body?.password ?? '', user.password_hash))) {
        return reply
          .code(401)
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(
            renderLoginPage({
              action: `/interaction/${details.uid}/login`,
              email,
              error: 'Incorrect email or password.',
              showDemoAccounts: options.showDemoAccounts,
            }),
          );
      }
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
