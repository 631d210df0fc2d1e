import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fetchPortfolioEventsActor } from '../../../../api/actors/portfolios/fetchPortfolioEvents.actor';
import { activityLogMachine } from '../../../../machines/activityLog.machine';
import { useSession } from '../../../app/session/SessionContext';
import { devInspect } from '../../../app/devInspector';

/** The one wiring point of the Activities tab: GET /api/portfolios/{id}/events. */
export function useActivityLogActor(portfolioId: string) {
  const { api } = useSession();
  const [machine] = useState(() => activityLogMachine.provide({ actors: { fetchEvents: fetchPortfolioEventsActor(api) } }));
  return useActorRef(machine, { input: { portfolioId }, inspect: devInspect() });
}

export type ActivityLogRef = ReturnType<typeof useActivityLogActor>;
