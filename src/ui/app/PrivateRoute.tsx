import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen';
import { SignInErrorPage } from '../pages/callback/SignInErrorPage';
import { loginPath } from '../routes';
import { selectAuthView, selectIsLoggingOut } from './session/authSelectors';
import { useSession } from './session/SessionContext';
import { SignedInShell } from './SignedInShell';

type PrivateRouteProps = {
  children: ReactNode;
};

/**
 * Signed-in users only (SPEC 2): others go to /login carrying the address they asked for, and
 * everyone waits on the loading screen while the session is being worked out.
 */
export function PrivateRoute({ children }: PrivateRouteProps) {
  const { t } = useTranslation();
  const { authRef } = useSession();
  const view = useSelector(authRef, selectAuthView);
  const loggingOut = useSelector(authRef, selectIsLoggingOut);
  const [location] = useLocation();
  const search = useSearch();

  if (view === 'busy') return <LoadingScreen message={loggingOut ? t('auth.loggingOut') : undefined} />;
  if (view === 'error') return <SignInErrorPage />;
  if (view === 'signedOut') return <Redirect to={loginPath(search ? `${location}?${search}` : location)} replace />;
  return <SignedInShell>{children}</SignedInShell>;
}
