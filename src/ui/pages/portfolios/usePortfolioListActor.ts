import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fetchPortfoliosActor } from '../../../api/actors/portfolios/fetchPortfolios.actor';
import { portfolioListMachine } from '../../../machines/portfolioList.machine';
import { useApp } from '../../app/root/AppContext';
import { useSession } from '../../app/session/SessionContext';
import { useSubscriptionRef } from '../../app/session/useSessionChildren';
import { usePageActor } from '../../app/root/usePageActor';
import { selectCreatePortfolioBlock } from './portfolioListSelectors';
import { readPortfolioListUrl, toPortfolioListSearch } from './portfolioListUrl';
import { useCreatePortfolioActor } from './useCreatePortfolioActor';

/**
 * The one wiring point of the portfolio list: the address bar's ?q=&page=&sort= is read once as
 * the machine's input, and every query the machine loads is written back to it. Create Portfolio
 * opens the create dialog.
 */
export function usePortfolioListActor() {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [wiring] = useState(() => ({
    input: readPortfolioListUrl(window.location.search),
    machine: portfolioListMachine.provide({
      actors: { fetchPortfolios: fetchPortfoliosActor(api) },
      actions: {
        reportFailure: (_, error) => reportApiError(error),
        syncQuery: (_, query) => {
          const search = toPortfolioListSearch(query, window.location.search);
          if (search !== window.location.search) navigate(`${window.location.pathname}${search}`, { replace: true });
        },
      },
    }),
  }));
  const listRef = usePageActor('portfolioList', wiring.machine, wiring.input);
  const createBlock = useSelector(useSubscriptionRef(), selectCreatePortfolioBlock);
  const createRef = useCreatePortfolioActor();
  const onCreatePortfolio = () => createRef.send({ type: 'dialog.open' });
  return { listRef, createRef, createBlock, onCreatePortfolio };
}

export type PortfolioListRef = ReturnType<typeof usePortfolioListActor>['listRef'];
