import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { selectAuthView, selectIsExpired } from '../../app/session/authSelectors';
import { useSession } from '../../app/session/SessionContext';
import { LoadingScreen } from '../../components/LoadingScreen';
import { safeReturnTo } from '../../routes';
import { SignInErrorPage } from '../callback/SignInErrorPage';
import { SignInPanel } from './SignInPanel';

/** /login: starts the provider's sign-in and comes back to `returnTo`; says so when the session expired. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.pageTitle'));
  const { authRef } = useSession();
  const view = useSelector(authRef, selectAuthView);
  const expired = useSelector(authRef, selectIsExpired);
  const returnTo = safeReturnTo(new URLSearchParams(useSearch()).get('returnTo'));

  if (view === 'busy') return <LoadingScreen />;
  if (view === 'signedIn') return <Redirect to={returnTo} replace />;
  if (view === 'error') return <SignInErrorPage />;
  return <SignInPanel expired={expired} onSignIn={() => authRef.send({ type: 'auth.login', returnTo })} />;
}
