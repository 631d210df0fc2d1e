import { useState } from 'react';
import { fetchPortfolioReportsActor } from '../../../../api/actors/reports/fetchPortfolioReports.actor';
import { portfolioReportsMachine } from '../../../../machines/portfolioReports.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';

/** The one wiring point of the Reports tab: GET /api/portfolios/{id}/reports. */
export function usePortfolioReportsActor(portfolioId: string) {
  const { api } = useSession();
  const [machine] = useState(() => portfolioReportsMachine.provide({ actors: { fetchReports: fetchPortfolioReportsActor(api) } }));
  return usePageActor('portfolioReports', machine, { portfolioId });
}

export type PortfolioReportsRef = ReturnType<typeof usePortfolioReportsActor>;
