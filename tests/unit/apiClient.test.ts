import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, toApiFailure } from '../../src/api/apiError';
import { createApiClient, withoutToken, type TokenGetter } from '../../src/api/client';

type Call = { url: string; headers: Headers; method: string; body: string | null };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      headers: new Headers(init?.headers),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const client = (getToken: TokenGetter, respond: (call: Call) => Response | Promise<Response>) => {
  const fake = fakeFetch(respond);
  return { api: createApiClient({ getToken, fetch: fake.fetch }), calls: fake.calls };
};

describe('API client', () => {
  it('sends a bearer token to /api and parses the answer with the schema', async () => {
    const { api, calls } = client(() => Promise.resolve('abc'), () => json(200, { n: 1, extra: true }));
    await expect(api.request('/things', z.object({ n: z.number() }), { query: { page: 2, filter: undefined } })).resolves.toEqual({ n: 1 });
    expect(calls[0]?.url).toBe('/api/things?page=2');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header when the token cannot be had', async () => {
    const { api, calls } = client(withoutToken, () => json(200, {}));
    await api.request('/config', z.object({}));
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('posts JSON bodies and accepts an empty 204', async () => {
    const { api, calls } = client(withoutToken, () => new Response(null, { status: 204 }));
    await expect(api.request('/profile/logout', z.undefined(), { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe('{"a":1}');
    expect(calls[0]?.headers.get('content-type')).toContain('application/json');
  });

  it('turns an error answer into an ApiError with its status and body', async () => {
    const body = { code: 403, message: 'You have reached an area that requires special permission.', key: 'errors.forbidden' };
    const { api } = client(withoutToken, () => json(403, body));
    const error = await api.request('/profile', z.object({})).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body });
    expect(toApiFailure(error)).toEqual({ status: 403, message: body.message, key: 'errors.forbidden' });
  });

  it('keeps the status of an answer that is not the error shape', async () => {
    const { api } = client(withoutToken, () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await api.request('/profile', z.object({})).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, body: { code: 502, message: 'Bad Gateway' } });
  });

  it('reports a network failure with status 0', async () => {
    const { api } = client(withoutToken, () => Promise.reject(new TypeError('fetch failed')));
    const error = await api.request('/profile', z.object({})).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('rejects an answer that breaks the contract', async () => {
    const { api } = client(withoutToken, () => json(200, { n: 'one' }));
    const error = await api.request('/things', z.object({ n: z.number() })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body.developer_message).toContain('expected number');
  });
});

describe('toApiFailure', () => {
  it('describes errors that are not ApiErrors', () => {
    expect(toApiFailure(new Error('boom'))).toEqual({ status: 0, message: 'boom' });
    expect(toApiFailure('boom')).toEqual({ status: 0, message: 'boom' });
  });
});
