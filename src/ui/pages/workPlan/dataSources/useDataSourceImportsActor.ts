import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { deleteDataSourceActor } from '../../../../api/actors/workPlans/deleteDataSource.actor';
import { fetchDataSourcesActor } from '../../../../api/actors/workPlans/fetchDataSources.actor';
import { importDataSourcesActor } from '../../../../api/actors/workPlans/importDataSources.actor';
import { reorderDataSourcesActor } from '../../../../api/actors/workPlans/reorderDataSources.actor';
import { dataSourceImportsMachine, type DataSourceToast } from '../../../../machines/dataSourceImports.machine';
import { useApp } from '../../../app/root/AppContext';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import { routes } from '../../../routes';

/**
 * The one wiring point of a work plan's data sources, on the list and on the create page: the
 * /v5/datasource routes, the machine's toasts in the user's language (a failed import's reason
 * worded from its key, the server's text as the fallback), and the way back to the list after an
 * import was submitted.
 */
export function useDataSourceImportsActor(workPlanId: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const [machine] = useState(() =>
    dataSourceImportsMachine.provide({
      actors: {
        loadDataSources: fetchDataSourcesActor(api),
        deleteDataSource: deleteDataSourceActor(api),
        reorderDataSources: reorderDataSourcesActor(api),
        importDataSources: importDataSourcesActor(api),
      },
      actions: {
        toast: (_, { kind, key, params = {} }: DataSourceToast) => {
          const { messageKey, ...values } = params;
          const message = typeof messageKey === 'string' ? i18n.t(messageKey, { defaultValue: String(values.message ?? '') }) : values.message;
          notify(kind, i18n.t(key, { ...values, ...(message === undefined ? {} : { message }) }));
        },
        reportFailure: (_, error) => reportApiError(error, { notFound: 'dataSources' }),
        showList: () => navigate(routes.workPlan(workPlanId, 'data-sources')),
      },
    }),
  );
  return usePageActor('dataSourceImports', machine, { workPlanId });
}

export type DataSourceImportsRef = ReturnType<typeof useDataSourceImportsActor>;
