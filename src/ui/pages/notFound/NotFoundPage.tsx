import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isNotFoundKind } from '../../../api/notFoundKinds';
import { usePageTitle } from '../../app/usePageTitle';
import { FullPageMessage } from '../../components/FullPageMessage';
import { routes } from '../../routes';

/**
 * Any path the app does not know, and the not-found route of SPEC 8: `?kind=` names the resource
 * a page could not load (a portfolio, a work plan's phase...) so that the message says which.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  const [, navigate] = useLocation();
  const kind = new URLSearchParams(useSearch()).get('kind');
  const texts = isNotFoundKind(kind)
    ? { title: t(`notFound.kinds.${kind}.title`), message: t(`notFound.kinds.${kind}.message`) }
    : { title: t('notFound.title'), message: t('notFound.message') };
  return (
    <FullPageMessage icon="pi-compass" title={texts.title} message={texts.message}>
      <Button label={t('notFound.action')} icon="pi pi-home" onClick={() => navigate(routes.home)} />
    </FullPageMessage>
  );
}
