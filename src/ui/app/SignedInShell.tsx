import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../components/FullPageMessage';
import { LoadingScreen } from '../components/LoadingScreen';
import { AppLayout } from '../layout/AppLayout';
import { selectProfileView } from './session/profileSelectors';
import { useProfileRef } from './session/useSessionChildren';

type SignedInShellProps = {
  children: ReactNode;
};

/** Signed-in pages wait for the profile, which names the user and picks the language. */
export function SignedInShell({ children }: SignedInShellProps) {
  const { t } = useTranslation();
  const profileRef = useProfileRef();
  const view = useSelector(profileRef, selectProfileView);

  if (view === 'busy') return <LoadingScreen />;
  if (view === 'failed') {
    return (
      <FullPageMessage icon="pi-user" tone="warning" title={t('profile.loadFailed')} message={t('profile.loadFailedHint')}>
        <Button label={t('common.retry')} icon="pi pi-refresh" onClick={() => profileRef?.send({ type: 'profile.retry' })} />
      </FullPageMessage>
    );
  }
  return <AppLayout>{children}</AppLayout>;
}
