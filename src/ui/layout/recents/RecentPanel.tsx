import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/lazyComponent';
import { SidePanel } from '../SidePanel';
import { selectRecentsRef, selectSelectedKind, type SideNavRef } from '../sideNav/sideNavSelectors';
import { RECENT_PANEL_ID } from './recentKinds';
import { RecentCardSkeleton } from './RecentCardSkeleton';
import './RecentPanel.css';

/** Its cards and their menus load the first time a panel opens: the first page a user sees need not carry them. */
const RecentPanelBody = lazyComponent(() => import('./RecentPanelBody'), 'RecentPanelBody');

/** The secondary panel of the selected recent kind (SPEC 2), 358 px beside the bar; nothing when none is selected. */
export function RecentPanel({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const kind = useSelector(navRef, selectSelectedKind);
  const recentsRef = useSelector(navRef, selectRecentsRef);
  if (!kind || !recentsRef) return null;
  return (
    <SidePanel
      id={RECENT_PANEL_ID}
      title={t(`sideNav.recent.${kind}`)}
      subtitle={t('recents.subtitle')}
      onClose={() => navRef.send({ type: 'recent.close' })}
      fallback={
        <div className="recent-panel__list" aria-busy="true" aria-label={t('common.loading')}>
          <RecentCardSkeleton />
        </div>
      }
    >
      <RecentPanelBody recentsRef={recentsRef} kind={kind} onFollow={() => navRef.send({ type: 'nav.dismiss' })} />
    </SidePanel>
  );
}
