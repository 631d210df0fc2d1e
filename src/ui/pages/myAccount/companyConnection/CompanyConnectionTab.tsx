import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../components/describeFailure';
import { CompanyConnectionForm } from './CompanyConnectionForm';
import { selectConnectionView, selectFailure } from './companyConnectionSelectors';
import { useCompanyConnectionActor } from './useCompanyConnectionActor';

/** SPEC 2 "Company connection form", for organisation admins. */
export function CompanyConnectionTab() {
  const { t } = useTranslation();
  const connectionRef = useCompanyConnectionActor();
  const view = useSelector(connectionRef, selectConnectionView);
  const failure = useSelector(connectionRef, selectFailure);
  if (view === 'loading') return <Skeleton height="24rem" borderRadius="14px" />;
  if (view === 'unavailable') {
    return (
      <div className="failure-alert failure-alert--in-tab failure-alert--flat-message">
        <Message severity="error" text={`${t('myAccount.company.loadFailed')} ${failure ? describeFailure(t, failure) : ''}`} />
        <Button label={t('common.retry')} icon="pi pi-refresh" outlined onClick={() => connectionRef.send({ type: 'connection.retry' })} />
      </div>
    );
  }
  return <CompanyConnectionForm connectionRef={connectionRef} />;
}
