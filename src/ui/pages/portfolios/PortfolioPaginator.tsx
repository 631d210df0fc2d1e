import { useSelector } from '@xstate/react';
import { Paginator } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
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
    <Paginator
      className="card-paginator portfolio-list__paginator"
      first={(page - 1) * pageSize}
      rows={pageSize}
      totalRecords={total}
      onPageChange={(event) => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        listRef.send({ type: 'page.change', page: event.page + 1 });
      }}
      template="CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink"
      currentPageReportTemplate={t('portfolios.pageReport')}
    />
  );
}
