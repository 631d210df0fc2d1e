import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ShellActors } from '../app/root/useShellActors';
import { Banner } from './Banner';
import { selectUpdateBusy, selectUpdateReady } from './bannerSelectors';

/** SPEC 8: a new version waits; Update lets it take over and reloads. */
export function UpdateBanner({ updateRef }: Pick<ShellActors, 'updateRef'>) {
  const { t } = useTranslation();
  const ready = useSelector(updateRef, selectUpdateReady);
  const busy = useSelector(updateRef, selectUpdateBusy);
  if (!ready) return null;
  return (
    <Banner tone="update" icon="pi-sparkles" message={t('shell.update.message')}>
      <Button
        label={t('shell.update.action')}
        icon="pi pi-refresh"
        size="small"
        loading={busy}
        onClick={() => updateRef.send({ type: 'update.apply' })}
      />
    </Banner>
  );
}
