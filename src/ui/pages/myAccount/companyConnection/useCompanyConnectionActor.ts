import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCompanyConnectionActor } from '../../../../api/actors/profile/fetchCompanyConnection.actor';
import { saveCompanyConnectionActor } from '../../../../api/actors/profile/saveCompanyConnection.actor';
import { companyConnectionMachine } from '../../../../machines/companyConnection.machine';
import { useSession } from '../../../app/session/SessionContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';

/**
 * The one wiring point of the company connection form: GET and PUT /api/profile/company-connection;
 * a refused load ends the session through the auth actor, which shows the restricted-area page.
 */
export function useCompanyConnectionActor() {
  const { api, authRef } = useSession();
  const { i18n } = useTranslation('myAccount');
  const notify = useNotify();
  const [machine] = useState(() =>
    companyConnectionMachine.provide({
      actors: { fetchConnection: fetchCompanyConnectionActor(api), saveConnection: saveCompanyConnectionActor(api) },
      actions: {
        endRefusedSession: () => authRef.send({ type: 'session.refused' }),
        notifySaved: () => notify('success', i18n.t('myAccount:myAccount.company.saved')),
      },
    }),
  );
  return usePageActor('companyConnection', machine, { today: new Date() });
}

export type CompanyConnectionRef = ReturnType<typeof useCompanyConnectionActor>;
