import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPortfolioLogoActor } from '../../../../api/actors/portfolios/uploadPortfolioLogo.actor';
import { portfolioLogoMachine } from '../../../../machines/portfolioLogo.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';

/** The one wiring point of the logo upload: POST /api/portfolios/{id}/logo; the answer goes to the page header. */
export function usePortfolioLogoActor(detailRef: PortfolioDetailRef, portfolioId: string) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const [machine] = useState(() =>
    portfolioLogoMachine.provide({
      actors: { uploadLogo: uploadPortfolioLogoActor(api) },
      actions: {
        notifyUploaded: () => notify('success', i18n.t('portfolio:portfolio.logo.uploaded')),
        publishPortfolio: (_, changed) => detailRef.send({ type: 'portfolio.changed', portfolio: changed }),
      },
    }),
  );
  return usePageActor('portfolioLogo', machine, { portfolioId });
}

export type PortfolioLogoRef = ReturnType<typeof usePortfolioLogoActor>;
