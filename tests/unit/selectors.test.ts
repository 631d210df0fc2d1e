import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { PortfolioPage } from '../../src/api/schemas/portfolio.schema';
import { selectAuthView } from '../../src/ui/app/session/authSelectors';
import { serviceStatus } from '../../src/ui/banners/bannerSelectors';
import { selectListBody } from '../../src/ui/pages/portfolios/portfolioListSelectors';
import { startAuth } from '../machines/harness/auth.harness';
import { startPortfolioList } from '../machines/harness/portfolioList.harness';
import { settle } from '../machines/support/controllable';
import { apiError, portfolioPage } from '../machines/support/fixtures';

describe('selectAuthView', () => {
  it('waits while the session is worked out, then shows the app or asks to sign in', async () => {
    const { actor, fakes } = startAuth();
    expect(selectAuthView(actor.getSnapshot())).toBe('busy');
    fakes.restoreSession.resolve({ status: 'signedOut' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot())).toBe('signedOut');
  });

  it('shows the error page for a failed callback', async () => {
    const { actor, fakes } = startAuth({ startedOnCallback: true });
    fakes.handleCallback.reject(new Error('Invalid state'));
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(selectAuthView(actor.getSnapshot())).toBe('error');
  });
});

describe('selectListBody', () => {
  const emptyPage: PortfolioPage = { ...portfolioPage, contents: [], total_count: 0, total_pages: 0 };
  it.each<[string, PortfolioPage, string]>([
    ['cards', portfolioPage, ''],
    ['empty', emptyPage, ''],
    ['noMatch', emptyPage, 'zzz'],
  ])('%s', async (body, page, filter) => {
    const { actor, fetchPortfolios } = startPortfolioList({ filter });
    expect(selectListBody(actor.getSnapshot())).toBe('loading');
    fetchPortfolios.resolve(page);
    await settle();
    expect(selectListBody(actor.getSnapshot())).toBe(body);
  });

  it('shows the failure', async () => {
    const { actor, fetchPortfolios } = startPortfolioList();
    fetchPortfolios.reject(apiError(500));
    await settle();
    expect(selectListBody(actor.getSnapshot())).toBe('failure');
  });
});


describe('serviceStatus', () => {
  it('reads offline whenever the service cannot be reached, maintenance while it says so, else online', () => {
    expect(serviceStatus(true, true)).toBe('offline');
    expect(serviceStatus(true, false)).toBe('offline');
    expect(serviceStatus(false, true)).toBe('maintenance');
    expect(serviceStatus(false, false)).toBe('online');
  });
});
