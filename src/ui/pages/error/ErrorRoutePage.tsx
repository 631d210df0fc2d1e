import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { errorPages } from '../../../api/errorPages';
import { usePageTitle } from '../../app/usePageTitle';
import { FullPageMessage } from '../../components/FullPageMessage';
import { routes } from '../../routes';
import './ErrorRoutePage.css';

/** A reference as the server makes them (request ids), never markup or a long text someone crafted. */
const REFERENCE = /^[\w.:-]{1,100}$/;

/**
 * SPEC 2 "error: a public error route": where the app and the server send a user after an
 * unrecoverable error, readable signed out. With the error's reference (`?id=`), the technical
 * details show it for the user to quote to support. Home goes to the root, which asks to sign in
 * when signed out; Help opens the public help centre.
 */
export function ErrorRoutePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('errorRoute.pageTitle'));
  const [, navigate] = useLocation();
  const reference = new URLSearchParams(useSearch()).get(errorPages.referenceParam);
  return (
    <FullPageMessage icon="pi-exclamation-triangle" tone="danger" title={t('errorRoute.title')} message={t('errorRoute.message')}>
      {reference && REFERENCE.test(reference) ? (
        <details className="error-route__details">
          <summary>{t('errorRoute.showTechnicalDetails')}</summary>
          <dl className="error-route__reference">
            <dt>{t('errorRoute.reference')}</dt>
            <dd>
              <code data-testid="error-reference">{reference}</code>
            </dd>
          </dl>
          <p className="error-route__hint">{t('errorRoute.referenceHint')}</p>
        </details>
      ) : null}
      <div className="full-page-message__actions">
        <Button label={t('errorRoute.home')} icon="pi pi-home" onClick={() => navigate(routes.home)} />
        <Button label={t('errorRoute.help')} icon="pi pi-question-circle" outlined onClick={() => navigate(routes.help)} />
      </div>
    </FullPageMessage>
  );
}
