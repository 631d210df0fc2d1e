import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CardPaginator } from '../../components/CardPaginator';
import { selectListBody, selectPage, selectPageSize, selectTotalCount } from './workPlanListSelectors';
import type { WorkPlanListRef } from './useWorkPlanListActor';

/** "Showing 1 to 24 of 30 work plans" and the page links, under the cards, when there is more than one page. */
export function WorkPlanPaginator({ listRef }: { listRef: WorkPlanListRef }) {
  const { t } = useTranslation('workPlans');
  const total = useSelector(listRef, selectTotalCount);
  const page = useSelector(listRef, selectPage);
  const pageSize = useSelector(listRef, selectPageSize);
  const body = useSelector(listRef, selectListBody);
  if (!total || total <= pageSize || body === 'failure') return null;
  return (
    <CardPaginator
      className="work-plan-paginator"
      page={page}
      pageSize={pageSize}
      total={total}
      report={t('list.pageReport')}
      onPageChange={(chosen) => listRef.send({ type: 'page.change', page: chosen })}
    />
  );
}
