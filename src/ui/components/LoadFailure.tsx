import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../api/apiError';
import { describeFailure } from './describeFailure';
import './LoadFailure.css';

type LoadFailureProps = {
  /** What could not be loaded, in the user's language; the failure's own description follows it. */
  message: string;
  failure: ApiFailure | null;
  onRetry: () => void;
  /** Inside a tab it is tighter and keeps a gap to the tab's content below. */
  inTab?: boolean;
  /** The message keeps its tinted box: the portfolio page's failure, which is all the page shows. */
  boxedMessage?: boolean;
};

/** Content that failed to load: what failed and why, and a Retry button, on one bordered row. */
export function LoadFailure({ message, failure, onRetry, inTab = false, boxedMessage = false }: LoadFailureProps) {
  const { t } = useTranslation();
  const className = ['load-failure', inTab && 'load-failure--in-tab', !boxedMessage && 'load-failure--flat-message'].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Message severity="error" text={failure ? `${message} ${describeFailure(t, failure)}` : message} />
      <Button label={t('common.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
