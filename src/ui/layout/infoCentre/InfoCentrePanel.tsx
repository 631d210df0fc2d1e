import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/lazyComponent';
import type { SideNavRef } from '../sideNav/sideNavSelectors';
import { INFO_CENTRE_PANEL_ID, selectInfoCentreRef } from './infoCentreSelectors';
import './InfoCentre.css';

/** Loaded the first time the panel opens: the first page a user sees need not carry it. */
const InfoCentreBody = lazyComponent(() => import('./InfoCentreBody'), 'InfoCentreBody');

/** The Info Centre (SPEC 2 "Info Center"), a secondary panel beside the bar; nothing while it is closed. */
export function InfoCentrePanel({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const infoRef = useSelector(navRef, selectInfoCentreRef);
  if (!infoRef) return null;
  const title = t('sideNav.infoCenter');
  return (
    <section id={INFO_CENTRE_PANEL_ID} className="info-centre" aria-labelledby="info-centre-title" data-testid="info-centre">
      <header className="info-centre__header">
        <h2 id="info-centre-title" className="info-centre__title">
          {title}
        </h2>
        <Button
          icon="pi pi-times"
          rounded
          text
          severity="secondary"
          className="info-centre__close"
          aria-label={t('recents.close', { title })}
          onClick={() => navRef.send({ type: 'info.close' })}
        />
      </header>
      {/* The panel's code and texts (a namespace of their own) are fetched the first time it opens. */}
      <Suspense fallback={<Skeleton className="info-centre__loading" height="8rem" />}>
        <InfoCentreBody infoRef={infoRef} onFollow={() => navRef.send({ type: 'nav.dismiss' })} />
      </Suspense>
    </section>
  );
}
