import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/apiError';
import { createApiFailureSignal } from '../../src/api/apiFailureSignal';
import { createApiClient, withoutToken } from '../../src/api/client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(respond: (init?: RequestInit) => Promise<Response>) {
  const onFailure = vi.fn();
  const api = createApiClient({ getToken: withoutToken, onFailure, fetch: ((_: unknown, init?: RequestInit) => respond(init)) as typeof fetch });
  return { api, onFailure };
}

describe('API client failure reports', () => {
  it('reports a failed answer with its status and body', async () => {
    const { api, onFailure } = client(async () => json(503, { code: 503, message: 'Back soon.' }));
    await expect(api.request('/portfolios', z.object({}))).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ status: 503, body: { code: 503, message: 'Back soon.' } });
  });

  it('reports an answer that breaks the contract', async () => {
    const { api, onFailure } = client(async () => json(200, { n: 'one' }));
    await expect(api.request('/things', z.object({ n: z.number() }))).rejects.toBeInstanceOf(ApiError);
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ status: 0, body: { developer_message: expect.any(String) } });
  });

  it('reports no failure for a call its caller aborted', async () => {
    // As fetch does: an aborted signal rejects at once, or as soon as it aborts.
    const { api, onFailure } = client(
      (init) =>
        new Promise((_, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const call = api.request('/things', z.object({}), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports nothing for a success', async () => {
    const { api, onFailure } = client(async () => json(200, {}));
    await api.request('/things', z.object({}));
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('API failure signal', () => {
  it('tells every listener until it stops listening', () => {
    const signal = createApiFailureSignal();
    const listener = vi.fn();
    const stop = signal.onFailure(listener);
    const error = new ApiError(500, { code: 500, message: 'x' });
    signal.notify(error);
    stop();
    signal.notify(error);
    expect(listener).toHaveBeenCalledExactlyOnceWith(error);
  });
});
