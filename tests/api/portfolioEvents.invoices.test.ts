import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { portfolioEventPageSchema } from '../../src/api/schemas/portfolioEvent.schema';
import { invoicePageSchema } from '../../src/api/schemas/invoice.schema';
import { portfolioPageSchema } from '../../src/api/schemas/portfolio.schema';
import { errorPaths, makePortfolio } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

describe.each(DATABASE_KINDS)('activity log and invoices on %s', (kind) => {
  const api = useTestServer(kind);

  describe('GET /portfolios/{pfId}/events', () => {
    it('pages the log newest first, saying who did what', async () => {
      const fixture = await makePortfolio(api.server);
      await api.call('admin@horizon.test', 'PUT', `/portfolios/${fixture.id}`, { name: 'Step 1' });
      await api.call('editor@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, { name: 'Plan', url: 'https://x.org' });
      await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, { email: 'someone@horizon.test', permission: 'Viewer' });

      const first = portfolioEventPageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/events?page_size=2`)).body);
      expect(first).toMatchObject({ current_page: 1, page_size: 2, total_count: 3, total_pages: 2 });
      expect(first.contents.map((e) => [e.action, e.actor?.email])).toEqual([
        ['member.invited', 'admin@horizon.test'],
        ['attachment.created', 'editor@horizon.test'],
      ]);
      const second = portfolioEventPageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/events?page=2&page_size=2`)).body);
      expect(second.contents).toMatchObject([{ action: 'portfolio.updated', subject_type: 'portfolio', subject_name: 'Step 1' }]);
    });

    it('writes no event when the write fails', async () => {
      const fixture = await makePortfolio(api.server);
      await api.call('admin@horizon.test', 'POST', `/portfolios/${fixture.id}/members`, { email: 'viewer@horizon.test', permission: 'Viewer' });
      await api.call('admin@horizon.test', 'DELETE', `/portfolios/${fixture.id}`, { confirm_name: 'wrong' });
      await api.call('viewer@horizon.test', 'POST', `/portfolios/${fixture.id}/attachments`, { name: 'x', url: 'https://x.org' });
      const page = portfolioEventPageSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}/events`)).body);
      expect(page.total_count).toBe(0);
    });

    it('comes with the demo history', async () => {
      // The oldest portfolio is a demo one; the fixtures of this file are newer.
      const portfolios = portfolioPageSchema.parse((await api.call('admin@horizon.test', 'GET', '/portfolios?sort=created_at&page_size=1')).body);
      const page = portfolioEventPageSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${portfolios.contents[0]!.id}/events`)).body);
      expect(page.contents.map((e) => e.action)).toEqual(expect.arrayContaining(['portfolio.created', 'member.added', 'attachment.created']));
    });

    it('answers 400 to bad paging and 404 to outsiders', async () => {
      const fixture = await makePortfolio(api.server);
      const response = await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}/events?page=0`);
      expect(response.status).toBe(400);
      expect(errorPaths(response)).toContain('querystring.page');
      expect((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}/events?page_size=101`)).status).toBe(400);
      expect((await api.call('outsider@horizon.test', 'GET', `/portfolios/${fixture.id}/events`)).status).toBe(404);
    });
  });

  describe('GET /portfolios/{pfId}/invoices', () => {
    it("shows Admins the invoices of the portfolio's subscription, newest first, GST included", async () => {
      const fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107' });
      const page = invoicePageSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${fixture.id}/invoices`)).body);
      expect(page.total_count).toBe(18);
      expect(page.contents.every((i) => i.billing_period === 'monthly' && i.currency === 'AUD')).toBe(true);
      expect(page.contents.every((i) => i.total_cents === i.subtotal_cents + i.tax_cents && i.tax_cents === 14_500)).toBe(true);
      const issued = page.contents.map((i) => Date.parse(i.issued_at));
      expect(issued).toEqual([...issued].sort((a, b) => b - a));
      expect(page.contents[0]).toMatchObject({ status: 'open', paid_at: null });
      expect(page.contents.slice(1).every((i) => i.status === 'paid' && i.paid_at !== null)).toBe(true);
      const latest = page.contents[0]!;
      expect(latest.period_start.endsWith('-01')).toBe(true);
      expect(latest.period_start <= latest.period_end).toBe(true);
    });

    it('bills the Enterprise plan annually, pages, and has nothing yet for a trial', async () => {
      const enterprise = await makePortfolio(api.server, { subscription: 'HZN-ENT-2041' });
      const annual = invoicePageSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${enterprise.id}/invoices?page_size=2&page=2`)).body);
      expect(annual).toMatchObject({ total_count: 3, total_pages: 2, current_page: 2 });
      expect(annual.contents).toMatchObject([{ billing_period: 'annual', subtotal_cents: 4_800_000 }]);
      const trial = await makePortfolio(api.server, { subscription: 'HZN-ESS-5520' });
      const none = invoicePageSchema.parse((await api.call('admin@horizon.test', 'GET', `/portfolios/${trial.id}/invoices`)).body);
      expect(none).toEqual({ contents: [], current_page: 1, page_size: 50, total_count: 0, total_pages: 0 });
    });

    it('is for Admins only', async () => {
      const fixture = await makePortfolio(api.server);
      expect((await api.call('editor@horizon.test', 'GET', `/portfolios/${fixture.id}/invoices`)).status).toBe(403);
      expect((await api.call('viewer@horizon.test', 'GET', `/portfolios/${fixture.id}/invoices`)).status).toBe(403);
      expect((await api.call('outsider@horizon.test', 'GET', `/portfolios/${fixture.id}/invoices`)).status).toBe(404);
    });
  });
});
