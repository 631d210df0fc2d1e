import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollForToken, SignInFailed, type Clock, type DeviceCode } from '../../server/cli/publisher/deviceSignIn';

/*
 * RFC 8628 section 3.5: the client polls the token endpoint at `interval` seconds (5 when not
 * given), adds 5 s after each slow_down, keeps waiting on authorization_pending and stops on
 * expired_token or access_denied. Auth0 answers these with 403, the built-in provider with 400.
 */
const CLIENT = { domain: 'https://tenant.example', clientId: 'cli', audience: 'https://api.example', scope: 'openid' };
const DEVICE: DeviceCode = { device_code: 'dc', user_code: 'WDJB-MJHT', verification_uri: 'https://tenant.example/activate', expires_in: 600 };

/** A clock whose sleeps pass at once and are recorded. */
function fakeClock(): Clock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/** The token endpoint answers these, one per poll. */
function tokenEndpoint(...answers: [number, object][]) {
  const calls: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(new URLSearchParams(String(init.body)));
    const [status, body] = answers.shift()!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('waiting for the device sign-in', () => {
  it('polls every 5 s while the sign-in is pending, with the device code grant, until the tokens come', async () => {
    const calls = tokenEndpoint([403, { error: 'authorization_pending' }], [400, { error: 'authorization_pending' }], [200, { access_token: 'at', refresh_token: 'rt' }]);
    const clock = fakeClock();
    expect(await pollForToken(CLIENT, DEVICE, clock)).toEqual({ access_token: 'at', refresh_token: 'rt' });
    expect(clock.slept).toEqual([5000, 5000, 5000]);
    expect(Object.fromEntries(calls[0]!)).toEqual({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: 'dc', client_id: 'cli' });
  });

  it('keeps the interval the provider asks for, and slows down by 5 s each time it is told to', async () => {
    tokenEndpoint([400, { error: 'slow_down' }], [400, { error: 'slow_down' }], [200, { access_token: 'at' }]);
    const clock = fakeClock();
    await pollForToken(CLIENT, { ...DEVICE, interval: 2 }, clock);
    expect(clock.slept).toEqual([2000, 7000, 12000]);
  });

  it.each([
    ['expired_token', 'The code expired before the sign-in was confirmed. Run the publisher again for a new code.'],
    ['access_denied', 'The sign-in was cancelled in the browser.'],
  ])('stops with a clear message on %s', async (error, message) => {
    tokenEndpoint([403, { error, error_description: 'whatever the provider says' }]);
    const failure = pollForToken(CLIENT, DEVICE, fakeClock());
    await expect(failure).rejects.toBeInstanceOf(SignInFailed);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up when the code has expired by its own clock, without asking again', async () => {
    const calls = tokenEndpoint(...Array.from({ length: 3 }, (): [number, object] => [400, { error: 'authorization_pending' }]));
    await expect(pollForToken(CLIENT, { ...DEVICE, expires_in: 12 }, fakeClock())).rejects.toThrow('The code expired');
    expect(calls).toHaveLength(2);
  });
});
