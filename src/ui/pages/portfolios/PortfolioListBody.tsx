import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { DashboardHint } from '../../components/dashboardHint/DashboardHint';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/LoadFailure';
import { PortfolioCard } from './PortfolioCard';
import { PortfolioCardSkeleton } from './PortfolioCardSkeleton';
import { selectAppliedFilter, selectFailure, selectListBody, selectPortfolios } from './portfolioListSelectors';
import type { PortfolioListRef } from './usePortfolioListActor';

const SKELETON_CARDS = 8;

/** The cards, or what stands in for them: skeletons, the dashboard hint, no match, or the failure with Retry. */
export function PortfolioListBody({ listRef }: { listRef: PortfolioListRef }) {
  const { t } = useTranslation();
  const body = useSelector(listRef, selectListBody);
  const portfolios = useSelector(listRef, selectPortfolios);
  const filter = useSelector(listRef, selectAppliedFilter);
  const failure = useSelector(listRef, selectFailure);

  if (body === 'failure') {
    return (
      <LoadFailure message={t('portfolios.loadFailed')} failure={failure} onRetry={() => listRef.send({ type: 'load.retry' })} />
    );
  }
  if (body === 'empty') {
    return <DashboardHint title={t('portfolios.empty.title')} text={t('portfolios.empty.hint')} />;
  }
  if (body === 'noMatch') {
    return (
      <EmptyState
        icon="pi-search"
        title={t('portfolios.empty.noMatch', { query: filter })}
        text={t('portfolios.empty.noMatchHint')}
        actionLabel={t('portfolios.empty.clearSearch')}
        actionIcon="pi pi-times"
        onAction={() => listRef.send({ type: 'search.clear' })}
      />
    );
  }
  return (
    <div className="portfolio-list__grid" aria-busy={body === 'loading'}>
      {body === 'loading'
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <PortfolioCardSkeleton key={index} />)
        : portfolios.map((portfolio) => <PortfolioCard key={portfolio.id} portfolio={portfolio} />)}
    </div>
  );
}
