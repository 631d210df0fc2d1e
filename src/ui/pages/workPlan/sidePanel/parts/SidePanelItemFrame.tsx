import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotFoundKind } from '../../../../../api/notFoundKinds';
import { LoadFailure } from '../../../../components/LoadFailure';
import type { SidePanelItemRef } from '../useSidePanelItemActor';

type SidePanelItemFrameProps<TItem> = {
  itemRef: SidePanelItemRef;
  /** Whose not-found text a 404 shows (SPEC 2 "Not-found pages"). */
  notFound: NotFoundKind;
  loadFailed: string;
  children: (item: TItem) => ReactNode;
};

/** A view's loading skeleton, its load failure with Retry, its not-found text, or the view itself. */
export function SidePanelItemFrame<TItem>({ itemRef, notFound, loadFailed, children }: SidePanelItemFrameProps<TItem>) {
  const { t } = useTranslation();
  const loading = useSelector(itemRef, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(itemRef, (snapshot) => snapshot.matches('failed'));
  const missing = useSelector(itemRef, (snapshot) => snapshot.matches('missing'));
  const failure = useSelector(itemRef, (snapshot) => snapshot.context.failure);
  const item = useSelector(itemRef, (snapshot) => snapshot.context.item) as TItem | null;
  if (loading) {
    return (
      <div className="side-panel__skeleton" aria-busy="true" data-testid="side-panel-loading">
        <Skeleton height="1.6rem" width="60%" />
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </div>
    );
  }
  if (failed) return <LoadFailure message={loadFailed} failure={failure} onRetry={() => itemRef.send({ type: 'item.retry' })} />;
  if (missing || item === null) {
    return (
      <div className="side-panel__notice" role="status" data-testid="side-panel-not-found">
        <i className="pi pi-search" aria-hidden="true" />
        <strong>{t(`notFound.kinds.${notFound}.title`)}</strong>
        <p>{t(`notFound.kinds.${notFound}.message`)}</p>
      </div>
    );
  }
  return <>{children(item)}</>;
}
