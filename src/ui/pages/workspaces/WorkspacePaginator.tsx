import { useSelector } from '@xstate/react';
import { Paginator } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
import { selectListBody, selectPage, selectPageSize, selectTotalCount } from './workspaceListSelectors';
import type { WorkspaceListRef } from './useWorkspaceListActor';

/** "Showing 1 to 24 of 121 workspaces" and the page links, under the cards, when there is more than one page. */
export function WorkspacePaginator({ listRef }: { listRef: WorkspaceListRef }) {
  const { t } = useTranslation();
  const total = useSelector(listRef, selectTotalCount);
  const page = useSelector(listRef, selectPage);
  const pageSize = useSelector(listRef, selectPageSize);
  const body = useSelector(listRef, selectListBody);
  if (!total || total <= pageSize || body === 'failure') return null;
  return (
    <Paginator
      className="card-paginator workspace-paginator"
      first={(page - 1) * pageSize}
      rows={pageSize}
      totalRecords={total}
      onPageChange={(event) => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        listRef.send({ type: 'page.change', page: event.page + 1 });
      }}
      template="CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink"
      currentPageReportTemplate={t('workspaces.pageReport')}
    />
  );
}
