import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/api/paths/definePath';
import { API_PATHS } from '../../src/api/paths/apiPaths';
import { makePortfolio } from './helpers/api';
import { buildBareApp } from './helpers/registeredRoutes';
import { useTestServer } from './helpers/useTestServer';

describe('the API next to the web app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horizon-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Horizon</title>');
    ({ app, close } = await buildBareApp({ distDir }));
  });
  afterAll(() => close());

  it('answers an unknown API path with a 404 error, not the page', async () => {
    for (const url of ['/api/no-such-thing', '/api/portfolios/x/nothing', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toMatchObject({
        status: 404,
        type: expect.stringContaining('application/json'),
      });
      expect(response.json()).toMatchObject({ code: 404, key: 'errors.notFound' });
    }
    expect((await app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).json()).toMatchObject({ code: 404, key: 'errors.notFound' });
  });

  it('still answers the web app’s own paths with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/portfolios/42' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Horizon</title>');
  });

  it('documents every path of the registry in the OpenAPI document', async () => {
    const documented = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(documented.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const expected = API_PATHS.filter((entry) => entry.name !== 'docs.get').map(
      (entry) => `${entry.method} ${API_PREFIX}${entry.pattern.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(operations).toEqual(expect.arrayContaining(expected));
  });
});

describe('body limits', () => {
  const api = useTestServer('pglite');

  it('refuses an ordinary JSON body larger than an ordinary route needs with 413', async () => {
    const response = await api.call('viewer@horizon.test', 'PUT', '/profile', { first_name: 'Ann', padding: 'x'.repeat(20 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413 });
  });

  it('takes the full order of the most attachments a portfolio may list (1000 ids)', async () => {
    const fixture = await makePortfolio(api.server, { attachments: 1 });
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const response = await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}/attachments/order`, { ids });
    // Read and judged: the order names ids the portfolio does not have.
    expect(response.status).toBe(409);
  });
});
