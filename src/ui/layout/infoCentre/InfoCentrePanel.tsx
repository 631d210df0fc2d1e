import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/lazyComponent';
import { SidePanel } from '../SidePanel';
import type { SideNavRef } from '../sideNav/sideNavSelectors';
import { INFO_CENTRE_PANEL_ID, selectInfoCentreRef } from './infoCentreSelectors';
import './InfoCentre.css';

/** Loaded the first time the panel opens: the first page a user sees need not carry it. */
const InfoCentreBody = lazyComponent(() => import('./InfoCentreBody'), 'InfoCentreBody');

/** The Info Centre (SPEC 2 "Info Center"), a secondary panel beside the bar where the recent panels stand; nothing while it is closed. */
export function InfoCentrePanel({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const infoRef = useSelector(navRef, selectInfoCentreRef);
  if (!infoRef) return null;
  return (
    <SidePanel
      id={INFO_CENTRE_PANEL_ID}
      title={t('sideNav.infoCenter')}
      testId="info-centre"
      onClose={() => navRef.send({ type: 'info.close' })}
      // The panel's code and texts (a namespace of their own) are fetched the first time it opens.
      fallback={<Skeleton className="info-centre__loading" height="8rem" />}
    >
      <InfoCentreBody infoRef={infoRef} onFollow={() => navRef.send({ type: 'nav.dismiss' })} />
    </SidePanel>
  );
}
