import { useState } from 'react';
import { fetchPortfolioActor } from '../../../api/actors/portfolios/fetchPortfolio.actor';
import { portfolioDetailMachine } from '../../../machines/portfolioDetail.machine';
import { useApp } from '../../app/root/AppContext';
import { useSession } from '../../app/session/SessionContext';
import { usePageActor } from '../../app/root/usePageActor';

/**
 * The one wiring point of the portfolio page's portfolio: GET /api/portfolios/{id}, and a 404
 * handed to the app's error handler, which opens the portfolio's not-found page.
 */
export function usePortfolioDetailActor(portfolioId: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [machine] = useState(() =>
    portfolioDetailMachine.provide({
      actors: { fetchPortfolio: fetchPortfolioActor(api) },
      actions: { reportMissing: (_, error) => reportApiError(error, { notFound: 'portfolio' }) },
    }),
  );
  return usePageActor('portfolioDetail', machine, { portfolioId });
}

export type PortfolioDetailRef = ReturnType<typeof usePortfolioDetailActor>;
