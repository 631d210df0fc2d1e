import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fetchPortfolioWorkPlansActor } from '../../../api/actors/workPlans/fetchPortfolioWorkPlans.actor';
import { fetchWorkPlansActor } from '../../../api/actors/workPlans/fetchWorkPlans.actor';
import { workPlanListMachine } from '../../../machines/workPlanList.machine';
import { useApp } from '../../app/root/AppContext';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { readWorkPlanListPage, toWorkPlanListSearch } from './workPlanListUrl';

/**
 * The one wiring point of a work plan list: GET /portfolios/{id}/work-plans for a portfolio's tab,
 * GET /work-plans for /work-plans. The address's ?page= is read once as the machine's input and
 * every page the machine loads is written back to it. On a portfolio's tab a 404 means the
 * portfolio itself is gone, which its not-found page says.
 */
export function useWorkPlanListActor(portfolioId?: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [wiring] = useState(() => ({
    input: { portfolioId, page: readWorkPlanListPage(window.location.search) },
    machine: workPlanListMachine.provide({
      actors: { fetchWorkPlans: fetchWorkPlansActor(api), fetchPortfolioWorkPlans: fetchPortfolioWorkPlansActor(api) },
      actions: {
        reportFailure: (_, error) => reportApiError(error, portfolioId ? { notFound: 'portfolio' } : {}),
        syncQuery: (_, query) => {
          const search = toWorkPlanListSearch(query, window.location.search);
          if (search !== window.location.search) navigate(`${window.location.pathname}${search}`, { replace: true });
        },
      },
    }),
  }));
  return usePageActor('workPlanList', wiring.machine, wiring.input);
}

export type WorkPlanListRef = ReturnType<typeof useWorkPlanListActor>;
