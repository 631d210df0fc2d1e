import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ShellActors } from '../app/root/useShellActors';
import { Banner } from './Banner';
import { selectMobileWarningShown } from './bannerSelectors';

/** SPEC 8: on a phone-sized screen, a hint that a desktop or tablet works better; dismissible. */
export function MobileWarning({ mobileWarningRef }: Pick<ShellActors, 'mobileWarningRef'>) {
  const { t } = useTranslation();
  const shown = useSelector(mobileWarningRef, selectMobileWarningShown);
  if (!shown) return null;
  return (
    <Banner tone="mobile" icon="pi-mobile" message={t('shell.mobile.message')}>
      <Button
        icon="pi pi-times"
        rounded
        text
        size="small"
        aria-label={t('shell.mobile.dismiss')}
        title={t('shell.mobile.dismiss')}
        onClick={() => mobileWarningRef.send({ type: 'warning.dismiss' })}
      />
    </Banner>
  );
}
