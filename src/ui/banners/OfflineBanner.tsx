import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ShellActors } from '../app/root/useShellActors';
import { Banner } from './Banner';
import { selectIsOffline } from './bannerSelectors';

/** SPEC 8: shown while the service cannot be reached. */
export function OfflineBanner({ connectivityRef }: Pick<ShellActors, 'connectivityRef'>) {
  const { t } = useTranslation();
  const offline = useSelector(connectivityRef, selectIsOffline);
  if (!offline) return null;
  return <Banner tone="offline" icon="pi-wifi" message={t('shell.offline')} />;
}
