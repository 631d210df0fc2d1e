import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CardPaginator } from '../../components/CardPaginator';
import { selectListBody, selectPage, selectPageSize, selectTotalCount } from './workspaceListSelectors';
import type { WorkspaceListRef } from './useWorkspaceListActor';

/** "Showing 1 to 24 of 121 workspaces" and the page links, under the cards, when there is more than one page. */
export function WorkspacePaginator({ listRef }: { listRef: WorkspaceListRef }) {
  const { t } = useTranslation('portfolio');
  const total = useSelector(listRef, selectTotalCount);
  const page = useSelector(listRef, selectPage);
  const pageSize = useSelector(listRef, selectPageSize);
  const body = useSelector(listRef, selectListBody);
  if (!total || total <= pageSize || body === 'failure') return null;
  return (
    <CardPaginator
      className="workspace-paginator"
      page={page}
      pageSize={pageSize}
      total={total}
      report={t('workspaces.pageReport')}
      onPageChange={(chosen) => listRef.send({ type: 'page.change', page: chosen })}
    />
  );
}
