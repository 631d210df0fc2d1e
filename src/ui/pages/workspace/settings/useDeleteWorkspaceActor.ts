import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { deleteWorkspaceActor } from '../../../../api/actors/workspaces/deleteWorkspace.actor';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { deleteByNameMachine } from '../../../../machines/deleteByName.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import { routes } from '../../../routes';

/** The one wiring point of the workspace's delete dialog: DELETE /api/workspaces/{id}, then to the portfolio's Workspaces tab. */
export function useDeleteWorkspaceActor(workspace: WorkspaceDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation('workspace');
  const notify = useNotify();
  const [machine] = useState(() =>
    deleteByNameMachine.provide({
      actors: { deleteItem: deleteWorkspaceActor(api) },
      actions: {
        notifyDeleted: (_, { name }) => notify('success', i18n.t('workspace:workspace.delete.deleted', { name })),
        leave: () => navigate(routes.portfolio(workspace.portfolio_id, 'workspaces'), { replace: true }),
      },
    }),
  );
  return usePageActor('deleteWorkspace', machine, { id: workspace.id, name: workspace.name });
}
