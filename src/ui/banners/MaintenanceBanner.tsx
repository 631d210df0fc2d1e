import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ShellActors } from '../app/root/useShellActors';
import { Banner } from './Banner';
import { selectMaintenanceActive, selectMaintenanceMessage, selectStatusPageUrl } from './bannerSelectors';

/** SPEC 8: the service is down for maintenance, with the operator's message and the status page. */
export function MaintenanceBanner({ maintenanceRef }: Pick<ShellActors, 'maintenanceRef'>) {
  const { t } = useTranslation();
  const active = useSelector(maintenanceRef, selectMaintenanceActive);
  const message = useSelector(maintenanceRef, selectMaintenanceMessage);
  const statusPageUrl = useSelector(maintenanceRef, selectStatusPageUrl);
  if (!active) return null;
  return (
    <Banner tone="maintenance" icon="pi-wrench" message={message ?? t('errors.maintenance')} urgent>
      {statusPageUrl ? (
        <a className="app-banner__link" href={statusPageUrl} target="_blank" rel="noopener noreferrer">
          {t('shell.maintenance.statusPage')}
          <i className="pi pi-external-link" aria-hidden="true" />
        </a>
      ) : null}
    </Banner>
  );
}
