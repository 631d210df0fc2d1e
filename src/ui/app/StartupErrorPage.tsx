import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../components/FullPageMessage';

/** Shown when GET /api/config fails: without it the app cannot reach the identity provider. */
export function StartupErrorPage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="pi-exclamation-triangle" tone="danger" title={t('errors.unexpected')} message={t('errors.configUnavailable')}>
      <Button label={t('common.retry')} icon="pi pi-refresh" onClick={() => window.location.reload()} />
    </FullPageMessage>
  );
}
