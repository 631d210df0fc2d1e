import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { portfolioDetailSchema, portfolioPageSchema } from '../../src/api/schemas/portfolio.schema';
import { LOGO_MAX_BYTES } from '../../src/api/schemas/portfolioLogo.schema';
import { eventsOf, makePortfolio, type Fixture } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

/** Bytes that start like the real formats; the server checks the signature, not the whole image. */
const image = {
  png: (size = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 7)]),
  jpeg: (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 3)]),
  webp: (size = 64) => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(size - 16, 1)]),
};

describe.each(DATABASE_KINDS)('portfolio logo on %s', (kind) => {
  let fixture: Fixture;
  const api = useTestServer(kind);
  beforeAll(async () => {
    fixture = await makePortfolio(api.server);
  });

  const upload = (email: string | null, bytes: Buffer, contentType: string, portfolioId = fixture.id) =>
    api.call(email, 'POST', `/portfolios/${portfolioId}/logo`, bytes, { 'content-type': contentType });

  it('stores a PNG and serves it publicly under its content hash, cached for good', async () => {
    const bytes = image.png(300);
    const response = await upload('admin@horizon.test', bytes, 'image/png');
    expect(response.status).toBe(200);
    const detail = portfolioDetailSchema.parse(response.body);
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(detail.logo_url).toBe(`/api/portfolio-logos/${fixture.id}/${hash}`);

    const listed = portfolioPageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios?filter=${fixture.id}`)).body);
    expect(listed.contents[0]?.logo_url).toBe(detail.logo_url);

    const served = await fetch(`${api.server.baseUrl}${detail.logo_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const again = await fetch(`${api.server.baseUrl}${detail.logo_url}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const [event] = await eventsOf(api.server, fixture.id);
    expect(event).toMatchObject({ action: 'portfolio.logo_updated', details: { content_type: 'image/png', bytes: 300 } });
  });

  it.each([
    ['image/jpeg', image.jpeg()],
    ['image/webp', image.webp()],
  ])('accepts %s, and the replaced logo is gone from its old URL', async (contentType, bytes) => {
    const before = portfolioDetailSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}`)).body);
    const response = await upload('admin@horizon.test', bytes, contentType);
    expect(response.status).toBe(200);
    const served = await fetch(`${api.server.baseUrl}${response.body.logo_url}`);
    expect(served.headers.get('content-type')).toBe(contentType);
    if (before.logo_url) expect((await fetch(`${api.server.baseUrl}${before.logo_url}`)).status).toBe(404);
  });

  it('accepts exactly 1 MiB and answers 413 in the error shape above it', async () => {
    expect((await upload('admin@horizon.test', image.png(LOGO_MAX_BYTES), 'image/png')).status).toBe(200);
    const response = await upload('admin@horizon.test', image.png(LOGO_MAX_BYTES + 1), 'image/png');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413, message: 'The logo must be 1 MB or smaller.' });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a-----------'), 'image/gif'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['JSON', Buffer.from('{"logo":"x"}'), 'application/json'],
    ['a PNG declared as JPEG', image.png(), 'image/jpeg'],
    ['text declared as PNG', Buffer.from('definitely not an image'), 'image/png'],
  ])('answers 415 in the error shape to %s', async (_case, bytes, contentType) => {
    const response = await upload('admin@horizon.test', bytes, contentType);
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 415, message: 'The logo must be a PNG, JPEG or WebP image.' });
  });

  it('is for Admins: 403 to Editors and Viewers, 404 to outsiders, 401 without a token', async () => {
    expect((await upload('editor@horizon.test', image.png(), 'image/png')).status).toBe(403);
    expect((await upload('viewer@horizon.test', image.png(), 'image/png')).status).toBe(403);
    expect((await upload('outsider@horizon.test', image.png(), 'image/png')).status).toBe(404);
    expect((await upload(null, image.png(), 'image/png')).status).toBe(401);
    expect((await upload('admin@horizon.test', image.png(), 'image/png', '00000000-0000-0000-0000-000000000000')).status).toBe(400);
  });

  it('answers 404 for an unknown hash and 400 for one that is not a hash', async () => {
    expect((await fetch(`${api.server.baseUrl}/api/portfolio-logos/${fixture.id}/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${api.server.baseUrl}/api/portfolio-logos/${fixture.id}/not-a-hash`)).status).toBe(400);
  });
});
