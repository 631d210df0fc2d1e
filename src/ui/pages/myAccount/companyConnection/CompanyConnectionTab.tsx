import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/LoadFailure';
import { CompanyConnectionForm } from './CompanyConnectionForm';
import { selectConnectionView, selectFailure } from './companyConnectionSelectors';
import { useCompanyConnectionActor } from './useCompanyConnectionActor';

/** SPEC 2 "Company connection form", for organisation admins. */
export function CompanyConnectionTab() {
  const { t } = useTranslation('myAccount');
  const connectionRef = useCompanyConnectionActor();
  const view = useSelector(connectionRef, selectConnectionView);
  const failure = useSelector(connectionRef, selectFailure);
  if (view === 'loading') return <Skeleton height="24rem" borderRadius="14px" />;
  if (view === 'unavailable') {
    return (
      <LoadFailure message={t('myAccount.company.loadFailed')} failure={failure} onRetry={() => connectionRef.send({ type: 'connection.retry' })} inTab />
    );
  }
  return <CompanyConnectionForm connectionRef={connectionRef} />;
}
