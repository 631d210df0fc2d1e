import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FullPageMessage } from '../components/FullPageMessage';
import { useNotify } from '../notifications/notify';
import { routes } from '../routes';

type ErrorPageProps = {
  title: string;
  message: string;
  /** What Home does; by default it goes to the root of the app. */
  onHome?: () => void;
};

/** The full-screen error page (SPEC 2): the caller's title and message, Home and Report Error. */
export function ErrorPage({ title, message, onHome }: ErrorPageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const notify = useNotify();
  return (
    <FullPageMessage icon="pi-exclamation-triangle" tone="danger" title={title} message={message}>
      <div className="full-page-message__actions">
        <Button label={t('errorPage.home')} icon="pi pi-home" onClick={onHome ?? (() => navigate(routes.home))} />
        {/* Error reports are not collected yet (SPEC 2): the button only says so. */}
        <Button label={t('errorPage.report')} icon="pi pi-flag" outlined onClick={() => notify('info', t('errorPage.comingSoon'))} />
      </div>
    </FullPageMessage>
  );
}
