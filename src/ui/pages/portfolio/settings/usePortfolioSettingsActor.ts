import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePortfolioActor } from '../../../../api/actors/portfolios/updatePortfolio.actor';
import { portfolioDetailSchema, portfolioInputSchema, type PortfolioDetail } from '../../../../api/schemas/portfolio.schema';
import { detailsFormMachine } from '../../../../machines/detailsForm.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

/**
 * The one wiring point of the portfolio's details form: PUT /api/portfolios/{id}, checked first
 * against the request's schema; the answer, a whole portfolio, goes to the page header.
 */
export function usePortfolioSettingsActor(detailRef: PortfolioDetailRef, portfolio: PortfolioDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const [machine] = useState(() =>
    detailsFormMachine.provide({
      actors: { saveDetails: updatePortfolioActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('portfolio:portfolio.settings.saved')),
        publishSaved: (_, saved) => detailRef.send({ type: 'portfolio.changed', portfolio: portfolioDetailSchema.parse(saved) }),
      },
      guards: { isDraftValid: ({ context }) => portfolioInputSchema.safeParse(context.draft).success },
    }),
  );
  return usePageActor('portfolioSettings', machine, {
    id: portfolio.id,
    saved: { name: portfolio.name, description: portfolio.description },
  });
}

export type PortfolioSettingsRef = ReturnType<typeof usePortfolioSettingsActor>;
