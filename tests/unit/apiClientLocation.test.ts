import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { createApiClient } from '../../src/api/client';

/** SPEC 7: the knowledge base, ticket and learning links answer 204 with the address to open in Location. */
function clientAnswering(response: () => Response) {
  const urls: string[] = [];
  const failures: ApiError[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return response();
  }) as typeof globalThis.fetch;
  const api = createApiClient({ getToken: () => Promise.resolve('token'), fetch, onFailure: (error) => failures.push(error) });
  return { api, urls, failures };
}

describe('API client: an address in a Location header', () => {
  it('resolves with the Location of a 204', async () => {
    const { api, urls } = clientAnswering(() => new Response(null, { status: 204, headers: { location: 'http://localhost:3000/help/articles/learning-path' } }));
    await expect(api.location('/profile/knowledgebase', { query: { 'article-id': 'learning-path' } })).resolves.toBe('http://localhost:3000/help/articles/learning-path');
    expect(urls).toEqual(['/api/profile/knowledgebase?article-id=learning-path']);
  });

  it('rejects a 204 without a Location, and reports it', async () => {
    const { api, failures } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(api.location('/profile/lms')).rejects.toBeInstanceOf(ApiError);
    expect(failures).toHaveLength(1);
  });

  it('rejects an error answer with its status and body', async () => {
    const { api } = clientAnswering(() => new Response(JSON.stringify({ code: 500, message: 'Unexpected error happened.' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    await expect(api.location('/profile/lms')).rejects.toMatchObject({ status: 500, message: 'Unexpected error happened.' });
  });
});
