import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/useTestServer';

/** Issue 11: 413 and 415 have error keys and messages of their own (src/locales, errors.*). */
describe('bodies the API does not take', () => {
  const api = useTestServer('pglite');

  it('answers a body over the limit with 413 and errors.payloadTooLarge', async () => {
    const response = await api.call('owner@horizon.test', 'POST', '/portfolios', { name: 'Roads', description: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413, key: 'errors.payloadTooLarge', message: 'The request is too large.' });
  });

  it('answers a body of an unknown media type with 415 and errors.unsupportedMediaType', async () => {
    const response = await api.call('owner@horizon.test', 'POST', '/portfolios', Buffer.from('name=Roads'), { 'content-type': 'text/csv' });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 415, key: 'errors.unsupportedMediaType', message: 'This type of content is not supported.' });
  });
});
