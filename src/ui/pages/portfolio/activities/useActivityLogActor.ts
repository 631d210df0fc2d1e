import { useState } from 'react';
import { fetchPortfolioEventsActor } from '../../../../api/actors/portfolios/fetchPortfolioEvents.actor';
import { activityLogMachine } from '../../../../machines/activityLog.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';

/** The one wiring point of the Activities tab: GET /api/portfolios/{id}/events. */
export function useActivityLogActor(portfolioId: string) {
  const { api } = useSession();
  const [machine] = useState(() => activityLogMachine.provide({ actors: { fetchEvents: fetchPortfolioEventsActor(api) } }));
  return usePageActor('activityLog', machine, { portfolioId });
}

export type ActivityLogRef = ReturnType<typeof useActivityLogActor>;
