import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { selectAuthView } from '../../app/session/authSelectors';
import { useSession } from '../../app/session/SessionContext';
import { LoadingScreen } from '../../components/LoadingScreen';
import { routes } from '../../routes';
import { SignInErrorPage } from './SignInErrorPage';

/** /callback: the provider sent the user back; the auth machine finishes the sign-in and moves on. */
export function CallbackPage() {
  const { t } = useTranslation();
  const view = useSelector(useSession().authRef, selectAuthView);
  if (view === 'error') return <SignInErrorPage />;
  if (view === 'signedOut') return <Redirect to={routes.login} replace />;
  return <LoadingScreen message={t('auth.signingIn')} />;
}
