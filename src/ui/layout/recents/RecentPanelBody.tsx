import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { RecentKind, recentsMachine } from '../../../machines/recents.machine';
import { describeFailure } from '../../components/describeFailure';
import { RECENT_ICONS } from './recentKinds';
import { RecentCardList } from './RecentCardList';
import { RecentCardSkeleton } from './RecentCardSkeleton';
import { selectRecentList, selectRecentsFailure, selectRecentsView } from './recentsSelectors';

const SKELETON_CARDS = 4;

type RecentPanelBodyProps = {
  recentsRef: ActorRefFrom<typeof recentsMachine>;
  kind: RecentKind;
  onFollow: () => void;
};

/** The cards, or what stands in for them: skeletons, the empty state, or the failure with Retry. */
export function RecentPanelBody({ recentsRef, kind, onFollow }: RecentPanelBodyProps) {
  const { t } = useTranslation();
  const view = useSelector(recentsRef, selectRecentsView);
  const list = useSelector(recentsRef, selectRecentList);
  const failure = useSelector(recentsRef, selectRecentsFailure);

  if (view === 'failed') {
    return (
      <div className="recent-panel__state" role="alert">
        <span className="recent-panel__state-icon recent-panel__state-icon--danger" aria-hidden="true">
          <i className="pi pi-exclamation-triangle" />
        </span>
        <p className="recent-panel__state-title">{t('recents.loadFailed')}</p>
        {failure ? <p className="recent-panel__state-text">{describeFailure(t, failure)}</p> : null}
        <Button label={t('common.retry')} icon="pi pi-refresh" outlined size="small" onClick={() => recentsRef.send({ type: 'recents.retry' })} />
      </div>
    );
  }
  if (view === 'empty') {
    return (
      <div className="recent-panel__state">
        <span className="recent-panel__state-icon" aria-hidden="true">
          <i className={`pi ${RECENT_ICONS[kind]}`} />
        </span>
        <p className="recent-panel__state-title">{t(`recents.empty.${kind}.title`)}</p>
        <p className="recent-panel__state-text">{t(`recents.empty.${kind}.hint`)}</p>
      </div>
    );
  }
  if (view === 'loading' || !list) {
    return (
      <div className="recent-panel__list" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <RecentCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return <RecentCardList list={list} onFollow={onFollow} />;
}
