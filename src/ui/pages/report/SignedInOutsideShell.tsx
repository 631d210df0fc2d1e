import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { selectAuthView, selectIsLoggingOut } from '../../app/session/authSelectors';
import { selectProfileView } from '../../app/session/profileSelectors';
import { useSession } from '../../app/session/SessionContext';
import { useProfileRef } from '../../app/session/useSessionChildren';
import { FullPageMessage } from '../../components/FullPageMessage';
import { LoadingScreen } from '../../components/LoadingScreen';
import { loginPath } from '../../routes';
import { SignInErrorPage } from '../callback/SignInErrorPage';

/**
 * SPEC 2: the report routes stand outside the shell (no side bar or top bar) yet need sign-in
 * like every other read: others go to /login carrying the address, and the page waits for the
 * profile, which picks the language and time zone, as a page in the shell does.
 */
export function SignedInOutsideShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { authRef } = useSession();
  const view = useSelector(authRef, selectAuthView);
  const loggingOut = useSelector(authRef, selectIsLoggingOut);
  const profileRef = useProfileRef();
  const profileView = useSelector(profileRef, selectProfileView);
  const [location] = useLocation();
  const search = useSearch();

  if (view === 'busy') return <LoadingScreen message={loggingOut ? t('auth.loggingOut') : undefined} />;
  if (view === 'error') return <SignInErrorPage />;
  if (view === 'signedOut') return <Redirect to={loginPath(search ? `${location}?${search}` : location)} replace />;
  if (profileView === 'busy') return <LoadingScreen />;
  if (profileView === 'failed') {
    return (
      <FullPageMessage icon="pi-user" tone="warning" title={t('profile.loadFailed')} message={t('profile.loadFailedHint')}>
        <Button label={t('common.retry')} icon="pi pi-refresh" onClick={() => profileRef?.send({ type: 'profile.retry' })} />
      </FullPageMessage>
    );
  }
  return <>{children}</>;
}
