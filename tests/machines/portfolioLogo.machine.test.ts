import { describe, expect, it } from 'vitest';
import { startPortfolioLogo } from './harness/portfolioLogo.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail } from './support/portfolioFixtures';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'logo', { type });

describe('portfolio logo machine', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('uploads a %s of at most 1 MiB and publishes the answer', async (type) => {
    const { actor, uploadLogo, publishPortfolio, notifyUploaded } = startPortfolioLogo();
    const logo = file(type, 1024 * 1024);
    actor.send({ type: 'logo.select', file: logo });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploadLogo.lastInput).toEqual({ portfolioId: portfolioDetail.id, file: logo });
    const updated = { ...portfolioDetail, logo_url: '/api/portfolio-logos/a/b' };
    uploadLogo.resolve(updated);
    await settle();
    expect(publishPortfolio).toHaveBeenCalledWith(expect.anything(), updated);
    expect(notifyUploaded).toHaveBeenCalledOnce();
  });

  it.each([
    ['an SVG', file('image/svg+xml', 10), 'type'],
    ['a GIF', file('image/gif', 10), 'type'],
    ['a PNG over 1 MiB', file('image/png', 1024 * 1024 + 1), 'size'],
  ] as const)('rejects %s without sending it', (_, logo, rejection) => {
    const { actor, uploadLogo } = startPortfolioLogo();
    actor.send({ type: 'logo.select', file: logo });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.rejection).toBe(rejection);
    expect(uploadLogo.calls).toHaveLength(0);
  });

  it("keeps the server's refusal until the next choice", async () => {
    const { actor, uploadLogo } = startPortfolioLogo();
    actor.send({ type: 'logo.select', file: file('image/png', 8) });
    uploadLogo.reject(apiError(415, 'The logo must be a PNG, JPEG or WebP image.'));
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ status: 415, message: 'The logo must be a PNG, JPEG or WebP image.' });
    actor.send({ type: 'logo.select', file: file('image/png', 8) });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, rejection: null });
  });
});
