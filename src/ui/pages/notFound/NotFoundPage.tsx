import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { FullPageMessage } from '../../components/FullPageMessage';
import { routes } from '../../routes';

/** Any path the app does not know (SPEC 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  const [, navigate] = useLocation();
  return (
    <FullPageMessage icon="pi-compass" title={t('notFound.title')} message={t('notFound.message')}>
      <Button label={t('notFound.action')} icon="pi pi-home" onClick={() => navigate(routes.home)} />
    </FullPageMessage>
  );
}
