import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import type { PortfolioTab } from '../../routes';
import { PortfolioHeader } from './PortfolioHeader';
import { PortfolioHeaderSkeleton } from './PortfolioHeaderSkeleton';
import { PortfolioTabBar } from './PortfolioTabBar';
import { PortfolioTabContent } from './PortfolioTabContent';
import { selectDetailFailure, selectDetailView, selectPortfolio } from './portfolioDetailSelectors';
import { usePortfolioDetailActor } from './usePortfolioDetailActor';
import '../../styles/cardPaginator.css';
import '../../styles/pageSections.css';
import '../../styles/permissionBadge.css';
import './PortfolioPage.css';

type PortfolioPageProps = {
  portfolioId: string;
  tab: PortfolioTab;
};

/** SPEC 2 "Portfolio detail": the header, the tab bar and the current tab. */
export function PortfolioPage({ portfolioId, tab }: PortfolioPageProps) {
  const { t } = useTranslation('portfolio');
  const detailRef = usePortfolioDetailActor(portfolioId);
  const view = useSelector(detailRef, selectDetailView);
  const portfolio = useSelector(detailRef, selectPortfolio);
  const failure = useSelector(detailRef, selectDetailFailure);
  usePageTitle(portfolio ? `${portfolio.name} - ${t(`portfolio.tabs.${tab}`)}` : t('portfolio.pageTitle'));

  if (view === 'loading') return <PortfolioHeaderSkeleton />;
  if (view === 'missing') return null;
  if (view === 'failed') {
    return (
      <LoadFailure message={t('portfolio.loadFailed')} failure={failure} onRetry={() => detailRef.send({ type: 'portfolio.retry' })} boxedMessage />
    );
  }
  return (
    <div className="portfolio-page">
      <PortfolioHeader detailRef={detailRef} />
      <PortfolioTabBar detailRef={detailRef} current={tab} />
      <section className="portfolio-page__tab" aria-label={t(`portfolio.tabs.${tab}`)}>
        <PortfolioTabContent detailRef={detailRef} tab={tab} />
      </section>
    </div>
  );
}
