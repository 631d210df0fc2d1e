import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { selectRecentsRef, selectSelectedKind, type SideNavRef } from '../sideNav/sideNavSelectors';
import { RECENT_PANEL_ID } from './recentKinds';
import { RecentPanelBody } from './RecentPanelBody';
import './RecentPanel.css';

/** The secondary panel of the selected recent kind (SPEC 2), 358 px beside the bar; nothing when none is selected. */
export function RecentPanel({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const kind = useSelector(navRef, selectSelectedKind);
  const recentsRef = useSelector(navRef, selectRecentsRef);
  if (!kind || !recentsRef) return null;
  const title = t(`sideNav.recent.${kind}`);
  return (
    <section id={RECENT_PANEL_ID} className="recent-panel" aria-labelledby="recent-panel-title">
      <header className="recent-panel__header">
        <div className="recent-panel__heading">
          <h2 id="recent-panel-title" className="recent-panel__title">
            {title}
          </h2>
          <p className="recent-panel__subtitle">{t('recents.subtitle')}</p>
        </div>
        <Button
          icon="pi pi-times"
          rounded
          text
          severity="secondary"
          className="recent-panel__close"
          aria-label={t('recents.close', { title })}
          onClick={() => navRef.send({ type: 'recent.close' })}
        />
      </header>
      <RecentPanelBody recentsRef={recentsRef} kind={kind} onFollow={() => navRef.send({ type: 'nav.dismiss' })} />
    </section>
  );
}
