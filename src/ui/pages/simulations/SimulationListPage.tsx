import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { CardPaginator } from '../../components/CardPaginator';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { routes } from '../../routes';
import { SimulationListBody } from './SimulationListBody';
import { selectListBody, selectPage, selectPageSize, selectTotalCount } from './simulationListSelectors';
import { SimulationToolbar } from './SimulationToolbar';
import { useSimulationListActor, type SimulationListRef } from './useSimulationListActor';
import './SimulationList.css';

/** /simulations (SPEC 2 "Simulation list"): every simulation of the user's portfolios, searchable, filtered and paged. */
export function SimulationListPage() {
  const { t } = useTranslation('simulations');
  usePageTitle(t('list.pageTitle'));
  const [, navigate] = useLocation();
  const listRef = useSimulationListActor();
  const total = useSelector(listRef, selectTotalCount);
  const empty = (
    <EmptyState
      icon="pi-chart-line"
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
      actionLabel={t('list.getDesktopApp')}
      actionIcon="pi pi-download"
      onAction={() => navigate(routes.downloads)}
    />
  );
  return (
    <div className="simulation-list">
      <PageHeader
        title={t('list.title')}
        badge={total === null ? null : <span className="simulation-count">{t('list.count', { count: total })}</span>}
        subtitle={t('list.subtitle')}
      />
      <SimulationToolbar listRef={listRef} />
      <SimulationListBody listRef={listRef} empty={empty} />
      <SimulationPaginator listRef={listRef} />
    </div>
  );
}

/** "Showing 1 to 24 of 60 simulations" and the page links, when there is more than one page. */
function SimulationPaginator({ listRef }: { listRef: SimulationListRef }) {
  const { t } = useTranslation('simulations');
  const total = useSelector(listRef, selectTotalCount);
  const page = useSelector(listRef, selectPage);
  const pageSize = useSelector(listRef, selectPageSize);
  const body = useSelector(listRef, selectListBody);
  if (!total || total <= pageSize || body === 'failure') return null;
  return (
    <CardPaginator
      className="simulation-paginator"
      page={page}
      pageSize={pageSize}
      total={total}
      report={t('list.pageReport')}
      onPageChange={(chosen) => listRef.send({ type: 'page.change', page: chosen })}
    />
  );
}
