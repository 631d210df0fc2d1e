import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { createPortfolioActor } from '../../../api/actors/portfolios/createPortfolio.actor';
import { createPortfolioMachine } from '../../../machines/createPortfolio.machine';
import { useSession } from '../../app/session/SessionContext';
import { useSubscriptionRef } from '../../app/session/useSessionChildren';
import { usePageActor } from '../../app/root/usePageActor';
import { useNotify } from '../../notifications/notify';
import { routes } from '../../routes';

/** The query parameter that opens the dialog, e.g. from the side bar's Create Portfolio. */
const CREATE_PARAM = 'create';

/**
 * The one wiring point of the Create Portfolio dialog: it creates through the API, confirms with a
 * toast, refreshes the session's subscription (slots and the button state) and opens the new
 * portfolio. `?create=1` in the address opens the dialog, and is then taken out of the address so
 * that a reload or Back does not open it again.
 */
export function useCreatePortfolioActor() {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const subscriptionRef = useSubscriptionRef();
  const [machine] = useState(() =>
    createPortfolioMachine.provide({
      actors: { createPortfolio: createPortfolioActor(api) },
      actions: {
        notifyCreated: (_, portfolio) => notify('success', i18n.t('createPortfolio.created', { name: portfolio.name })),
        refreshSubscription: () => subscriptionRef?.send({ type: 'subscription.refresh' }),
        openPortfolio: (_, portfolio) => navigate(routes.portfolio(portfolio.id)),
      },
    }),
  );
  const createRef = usePageActor('createPortfolio', machine);
  const search = useSearch();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(CREATE_PARAM)) return;
    createRef.send({ type: 'dialog.open' });
    params.delete(CREATE_PARAM);
    const rest = params.toString();
    navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search, createRef]);
  return createRef;
}

export type CreatePortfolioRef = ReturnType<typeof useCreatePortfolioActor>;
