import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { selectAuthFailure } from '../../app/session/authSelectors';
import { useSession } from '../../app/session/SessionContext';
import { FullPageMessage } from '../../components/FullPageMessage';
import { routes } from '../../routes';
import './SignInErrorPage.css';

/** The sign-in error (SPEC 8): what went wrong, its technical details on demand, and a way back in. */
export function SignInErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.errorTitle'));
  const { authRef } = useSession();
  const failure = useSelector(authRef, selectAuthFailure);
  return (
    <FullPageMessage icon="pi-exclamation-triangle" tone="danger" title={t('auth.errorTitle')} message={t('auth.error')}>
      {failure ? (
        <details className="sign-in-error__details">
          <summary>{t('auth.showTechnicalDetails')}</summary>
          <p className="sign-in-error__message">{failure.message}</p>
          <pre className="sign-in-error__trace">{failure.details}</pre>
        </details>
      ) : null}
      <Button
        label={t('common.login')}
        icon="pi pi-sign-in"
        onClick={() => authRef.send({ type: 'auth.login', returnTo: routes.home })}
      />
    </FullPageMessage>
  );
}
