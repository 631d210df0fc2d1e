import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePortfolioActor } from '../../../../api/actors/portfolios/updatePortfolio.actor';
import type { PortfolioDetail } from '../../../../api/schemas/portfolio.schema';
import { portfolioSettingsMachine } from '../../../../machines/portfolioSettings.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

/** The one wiring point of the settings form: PUT /api/portfolios/{id}; the answer goes to the page header. */
export function usePortfolioSettingsActor(detailRef: PortfolioDetailRef, portfolio: PortfolioDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    portfolioSettingsMachine.provide({
      actors: { updatePortfolio: updatePortfolioActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('portfolio.settings.saved')),
        publishPortfolio: (_, changed) => detailRef.send({ type: 'portfolio.changed', portfolio: changed }),
      },
    }),
  );
  return usePageActor('portfolioSettings', machine, {
    portfolioId: portfolio.id,
    saved: { name: portfolio.name, description: portfolio.description },
  });
}

export type PortfolioSettingsRef = ReturnType<typeof usePortfolioSettingsActor>;
