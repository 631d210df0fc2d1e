import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../app/ClientConfigContext';
import { useShellActors } from '../app/root/useShellActors';
import { selectIsOffline, selectMaintenanceActive, serviceStatus } from '../banners/bannerSelectors';

/**
 * The STATUS label at the foot of the bar (SPEC 2): whether the service is reachable, as the root's
 * connectivity and maintenance actors know it, and the version the user runs. The collapsed bar
 * keeps the coloured dot and the version number, with the full line as a tooltip.
 */
export function ServiceStatus({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { product_version: version } = useClientConfig();
  const { connectivityRef, maintenanceRef } = useShellActors();
  const status = serviceStatus(useSelector(connectivityRef, selectIsOffline), useSelector(maintenanceRef, selectMaintenanceActive));
  const line = t('sideNav.statusLine', { status: t(`sideNav.serviceStatus.${status}`), version });
  return (
    <div className="side-bar__status" data-testid="service-status" data-tooltip={collapsed ? line : undefined}>
      <p className="side-bar__label side-bar__status-caption">{t('sideNav.status')}</p>
      <p className="side-bar__status-line">
        <span className={`side-bar__status-dot side-bar__status-dot--${status}`} aria-hidden="true" />
        <span className="side-bar__label">{line}</span>
        <span className="side-bar__status-short" aria-hidden="true">
          {version}
        </span>
      </p>
    </div>
  );
}
