import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { FullPageMessage } from '../../components/FullPageMessage';
import { routes } from '../../routes';

/** SPEC 2: the report routes' 404 fallback, 'Resource Not Found'. */
export function ReportNotFound() {
  const { t } = useTranslation('portfolioReports');
  const [, navigate] = useLocation();
  const title = t('errors.notFound', { ns: 'translation' });
  usePageTitle(title);
  return (
    <FullPageMessage icon="pi-compass" title={title} message={t('page.notFound')}>
      <Button label={t('page.home')} icon="pi pi-home" onClick={() => navigate(routes.home)} />
    </FullPageMessage>
  );
}
