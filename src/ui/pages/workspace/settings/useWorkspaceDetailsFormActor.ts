import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateWorkspaceActor } from '../../../../api/actors/workspaces/updateWorkspace.actor';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { workspaceDetailsFormMachine } from '../../../../machines/workspaceDetailsForm.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';

/** The one wiring point of the details form: PUT /api/workspaces/{id}; the answer goes to the page header. */
export function useWorkspaceDetailsFormActor(detailRef: WorkspaceDetailRef, workspace: WorkspaceDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [machine] = useState(() =>
    workspaceDetailsFormMachine.provide({
      actors: { updateWorkspace: updateWorkspaceActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('workspace.settings.saved')),
        publishWorkspace: (_, changed) => detailRef.send({ type: 'workspace.changed', workspace: changed }),
      },
    }),
  );
  return usePageActor('workspaceDetailsForm', machine, {
    workspaceId: workspace.id,
    saved: { name: workspace.name, description: workspace.description },
  });
}

export type WorkspaceDetailsFormRef = ReturnType<typeof useWorkspaceDetailsFormActor>;
