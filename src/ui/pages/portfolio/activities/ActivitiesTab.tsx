import { useSelector } from '@xstate/react';
import { Paginator } from 'primereact/paginator';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import { selectPortfolio } from '../portfolioDetailSelectors';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { ActivityEntry } from './ActivityEntry';
import { selectActivityView, selectEvents, selectLogFailure, selectQuery, selectTotal } from './activitySelectors';
import { useActivityLogActor } from './useActivityLogActor';
import './ActivitiesTab.css';

const SKELETON_ROWS = 6;

/** The portfolio's activity log (who did what, when), newest first, a page at a time. */
export function ActivitiesTab({ detailRef }: { detailRef: PortfolioDetailRef }) {
  const { t } = useTranslation('portfolioActivity');
  const portfolioId = useSelector(detailRef, (snapshot) => selectPortfolio(snapshot)?.id ?? '');
  const logRef = useActivityLogActor(portfolioId);
  const view = useSelector(logRef, selectActivityView);
  const events = useSelector(logRef, selectEvents);
  const total = useSelector(logRef, selectTotal);
  const query = useSelector(logRef, selectQuery);
  const failure = useSelector(logRef, selectLogFailure);

  return (
    <div className="activities-tab">
      <div className="tab-toolbar">
        <div className="tab-toolbar__text">
          <h2 className="tab-toolbar__title">{t('title')}</h2>
          <p className="tab-toolbar__subtitle">{t('subtitle')}</p>
        </div>
      </div>
      {view === 'failed' ? (
        <LoadFailure message={t('loadFailed')} failure={failure} onRetry={() => logRef.send({ type: 'log.retry' })} inTab />
      ) : null}
      {view === 'empty' ? <EmptyState icon="pi-history" title={t('emptyTitle')} text={t('emptyText')} /> : null}
      {view === 'loading' ? (
        <ol className="activity-list" aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="activity-entry">
              <Skeleton shape="circle" size="36px" />
              <div className="activity-entry__body">
                <Skeleton width="55%" height="0.875rem" />
                <Skeleton width="20%" height="0.75rem" className="activity-entry__skeleton-line" />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {view === 'list' ? (
        <>
          <ol className="activity-list">
            {events.map((event) => (
              <ActivityEntry key={event.id} event={event} />
            ))}
          </ol>
          {total > query.pageSize ? (
            <Paginator
              className="card-paginator activity-paginator"
              first={(query.page - 1) * query.pageSize}
              rows={query.pageSize}
              totalRecords={total}
              onPageChange={(event) => logRef.send({ type: 'page.change', page: event.page + 1 })}
              template="CurrentPageReport PrevPageLink PageLinks NextPageLink"
              currentPageReportTemplate={t('pageReport')}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
