import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { FullPageMessage } from '../../components/FullPageMessage';
import { routes } from '../../routes';

/** /unauthorised, the restricted area (SPEC 2): home, which asks to sign in when signed out. */
export function UnauthorisedPage() {
  const { t } = useTranslation();
  usePageTitle(t('unauthorised.pageTitle'));
  const [, navigate] = useLocation();
  return (
    <FullPageMessage icon="pi-lock" tone="warning" title={t('unauthorised.title')} message={t('unauthorised.message')}>
      <Button label={t('unauthorised.action')} icon="pi pi-home" onClick={() => navigate(routes.home)} />
    </FullPageMessage>
  );
}
