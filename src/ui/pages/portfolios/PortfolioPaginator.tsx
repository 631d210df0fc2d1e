import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CardPaginator } from '../../components/CardPaginator';
import { selectListBody, selectPage, selectPageSize, selectTotalCount } from './portfolioListSelectors';
import type { PortfolioListRef } from './usePortfolioListActor';

/** "Showing 1 to 50 of 62 portfolios" and the page links, under the cards. */
export function PortfolioPaginator({ listRef }: { listRef: PortfolioListRef }) {
  const { t } = useTranslation();
  const total = useSelector(listRef, selectTotalCount);
  const page = useSelector(listRef, selectPage);
  const pageSize = useSelector(listRef, selectPageSize);
  const body = useSelector(listRef, selectListBody);
  if (!total || body === 'failure') return null;
  return (
    <CardPaginator
      className="portfolio-list__paginator"
      page={page}
      pageSize={pageSize}
      total={total}
      report={t('portfolios.pageReport')}
      onPageChange={(chosen) => listRef.send({ type: 'page.change', page: chosen })}
    />
  );
}
