import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectTotalCount } from './portfolioListSelectors';
import type { PortfolioListRef } from './usePortfolioListActor';

export function PortfolioCount({ listRef }: { listRef: PortfolioListRef }) {
  const { t } = useTranslation();
  const total = useSelector(listRef, selectTotalCount);
  if (total === null) return null;
  return <span className="portfolio-list__count">{t('portfolios.count', { count: total })}</span>;
}
