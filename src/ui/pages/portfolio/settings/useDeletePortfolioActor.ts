import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { deletePortfolioActor } from '../../../../api/actors/portfolios/deletePortfolio.actor';
import { deleteByNameMachine } from '../../../../machines/deleteByName.machine';
import { useSession } from '../../../app/session/SessionContext';
import { useSubscriptionRef } from '../../../app/session/useSessionChildren';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import { routes } from '../../../routes';

/**
 * The one wiring point of the portfolio's delete dialog: DELETE /api/portfolios/{id}, then the
 * subscription is read again (the portfolio's slot is free) and the user goes back to the list.
 */
export function useDeletePortfolioActor(portfolioId: string, portfolioName: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const subscriptionRef = useSubscriptionRef();
  const [machine] = useState(() =>
    deleteByNameMachine.provide({
      actors: { deleteItem: deletePortfolioActor(api) },
      actions: {
        notifyDeleted: (_, { name }) => notify('success', i18n.t('portfolio:portfolio.delete.deleted', { name })),
        leave: () => {
          subscriptionRef?.send({ type: 'subscription.refresh' });
          navigate(routes.portfolios, { replace: true });
        },
      },
    }),
  );
  return usePageActor('deletePortfolio', machine, { id: portfolioId, name: portfolioName });
}
