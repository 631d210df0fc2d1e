import { z } from 'zod';

/** RFC 8628 section 3.2: what the device authorization endpoint answers (Auth0 and the built-in provider alike). */
export const deviceCodeSchema = z.object({
  device_code: z.string().min(1),
  user_code: z.string().min(1),
  verification_uri: z.string().min(1),
  verification_uri_complete: z.string().optional(),
  expires_in: z.number().positive(),
  interval: z.number().positive().optional(),
});
export type DeviceCode = z.infer<typeof deviceCodeSchema>;

const tokenSetSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** RFC 8628 section 3.5: poll every 5 s unless told otherwise, 5 s slower after each slow_down. */
const DEFAULT_INTERVAL_S = 5;
const SLOW_DOWN_STEP_S = 5;

export type IdentityClient = { domain: string; clientId: string; audience: string; scope: string };

/** A sign-in that cannot complete, in words for the person at the terminal. */
export class SignInFailed extends Error {}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  body: new URLSearchParams(fields).toString(),
});

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new SignInFailed(`The identity provider answered ${response.status} with something other than JSON.`);
  }
}

export async function requestDeviceCode(client: IdentityClient): Promise<DeviceCode> {
  const response = await fetch(`${client.domain}/oauth/device/code`, form({ client_id: client.clientId, scope: client.scope, audience: client.audience }));
  const body = await readJson(response);
  if (!response.ok) {
    const error = oauthErrorSchema.safeParse(body);
    throw new SignInFailed(`The identity provider refused to start a sign-in: ${error.success ? describeOAuthError(error.data) : response.status}.`);
  }
  const parsed = deviceCodeSchema.safeParse(body);
  if (!parsed.success) throw new SignInFailed('The identity provider started a sign-in without a device code.');
  return parsed.data;
}

const describeOAuthError = (error: z.infer<typeof oauthErrorSchema>) => (error.error_description ? `${error.error} (${error.error_description})` : error.error);

/** The words for the token endpoint's answers that end a device sign-in (RFC 8628 section 3.5). */
export function deviceSignInProblem(error: z.infer<typeof oauthErrorSchema>): string {
  switch (error.error) {
    case 'expired_token':
      return 'The code expired before the sign-in was confirmed. Run the publisher again for a new code.';
    case 'access_denied':
      return 'The sign-in was cancelled in the browser.';
    case 'invalid_grant':
      return 'This sign-in is no longer valid (its code was used or has expired). Run the publisher again for a new code.';
    default:
      return `The sign-in failed: ${describeOAuthError(error)}.`;
  }
}

export type Clock = { sleep(ms: number): Promise<void>; now(): number };
export const realClock: Clock = { sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: () => Date.now() };

/** Asks the token endpoint at the given pace until the person has confirmed the code, refused it, or it expired. */
export async function pollForToken(client: IdentityClient, device: DeviceCode, clock: Clock = realClock): Promise<TokenSet> {
  let intervalS = device.interval ?? DEFAULT_INTERVAL_S;
  const deadline = clock.now() + device.expires_in * 1000;
  for (;;) {
    await clock.sleep(intervalS * 1000);
    if (clock.now() > deadline) throw new SignInFailed(deviceSignInProblem({ error: 'expired_token' }));
    const response = await fetch(
      `${client.domain}/oauth/token`,
      form({ grant_type: DEVICE_CODE_GRANT, device_code: device.device_code, client_id: client.clientId }),
    );
    const body = await readJson(response);
    if (response.ok) {
      const tokens = tokenSetSchema.safeParse(body);
      if (!tokens.success) throw new SignInFailed('The identity provider answered without an access token.');
      return tokens.data;
    }
    const error = oauthErrorSchema.safeParse(body);
    // Too many calls from this address (the built-in provider's rate limit) is a slow_down too.
    if (error.data?.error === 'slow_down' || response.status === 429) {
      intervalS += SLOW_DOWN_STEP_S;
      continue;
    }
    if (!error.success) throw new SignInFailed(`The identity provider answered ${response.status}.`);
    if (error.data.error === 'authorization_pending') continue;
    throw new SignInFailed(deviceSignInProblem(error.data));
  }
}

/** A fresh access token from the refresh token the sign-in gave, held in memory only. */
export async function refreshTokens(client: IdentityClient, refreshToken: string): Promise<TokenSet> {
  const response = await fetch(`${client.domain}/oauth/token`, form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId }));
  const body = await readJson(response);
  const tokens = tokenSetSchema.safeParse(body);
  if (!response.ok || !tokens.success) throw new SignInFailed('The sign-in has ended and could not be renewed. Run the publisher again.');
  return tokens.data;
}
