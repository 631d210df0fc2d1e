import { createHash, randomBytes } from 'node:crypto';

/** A tiny cookie jar: the identity provider keeps its interaction and session state in cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The address that starts a sign-in at the built-in provider, as the SPA's client would build it. */
export function authorizeUrl(baseUrl: string, fields: Record<string, string> = {}): URL {
  const authorize = new URL('/authorize', baseUrl);
  authorize.search = new URLSearchParams({
    client_id: 'horizon-spa',
    redirect_uri: `${baseUrl}/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    ...fields,
  }).toString();
  return authorize;
}

export type TokenSet = { access_token: string; id_token: string; refresh_token?: string; expires_in: number };

/**
 * Signs in through the real built-in provider the way the SPA's Auth0 client does: authorization
 * code with PKCE, the sign-in form, then the token exchange.
 */
export async function signInWithCodeFlow(options: {
  baseUrl: string;
  email: string;
  password: string;
  clientId?: string;
  audience?: string;
  scope?: string;
}): Promise<TokenSet> {
  const { baseUrl } = options;
  const clientId = options.clientId ?? 'horizon-spa';
  const redirectUri = `${baseUrl}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const jar = new CookieJar();
  const get = async (url: string) => {
    const response = await fetch(new URL(url, baseUrl), { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    return response;
  };

  const authorize = authorizeUrl(baseUrl, {
    client_id: clientId,
    response_mode: 'query',
    scope: options.scope ?? 'openid profile email offline_access read:result',
    audience: options.audience ?? `${baseUrl}/api`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
  });

  let response = await get(authorize.toString());
  const interaction = response.headers.get('location');
  if (!interaction?.startsWith('/interaction/')) throw new Error(`Expected the sign-in page, got ${response.status} ${interaction}`);
  await get(interaction);
  response = await fetch(new URL(`${interaction}/login`, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: options.email, password: options.password }).toString(),
  });
  jar.store(response);
  if (response.status !== 303) throw new Error(`Sign-in failed with ${response.status}`);
  let location = response.headers.get('location') ?? '';
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops += 1) {
    response = await get(location);
    location = response.headers.get('location') ?? '';
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`No authorization code in ${location}`);

  const token = await fetch(new URL('/oauth/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
  });
  if (!token.ok) throw new Error(`Token exchange failed: ${token.status} ${await token.text()}`);
  return (await token.json()) as TokenSet;
}
