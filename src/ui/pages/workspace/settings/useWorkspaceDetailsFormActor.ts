import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateWorkspaceActor } from '../../../../api/actors/workspaces/updateWorkspace.actor';
import { workspaceDetailSchema, workspaceUpdateSchema, type WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { detailsFormMachine } from '../../../../machines/detailsForm.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';

/**
 * The one wiring point of the workspace's details form: PUT /api/workspaces/{id}, checked first
 * against the request's schema; the answer, a whole workspace, goes to the page header.
 */
export function useWorkspaceDetailsFormActor(detailRef: WorkspaceDetailRef, workspace: WorkspaceDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation('workspace');
  const notify = useNotify();
  const [machine] = useState(() =>
    detailsFormMachine.provide({
      actors: { saveDetails: updateWorkspaceActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('workspace:workspace.settings.saved')),
        publishSaved: (_, saved) => detailRef.send({ type: 'workspace.changed', workspace: workspaceDetailSchema.parse(saved) }),
      },
      guards: { isDraftValid: ({ context }) => workspaceUpdateSchema.safeParse(context.draft).success },
    }),
  );
  return usePageActor('workspaceDetailsForm', machine, {
    id: workspace.id,
    saved: { name: workspace.name, description: workspace.description },
  });
}

export type WorkspaceDetailsFormRef = ReturnType<typeof useWorkspaceDetailsFormActor>;
