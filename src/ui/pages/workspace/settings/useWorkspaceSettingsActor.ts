import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWorkspaceSettingsActor } from '../../../../api/actors/workspaces/saveWorkspaceSettings.actor';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { workspaceSettingsMachine } from '../../../../machines/workspaceSettings.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../notifications/notify';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';

/**
 * The one wiring point of the four lists: PUT /api/workspaces/{id}/settings; the saved settings go
 * to the page's workspace, so that the tab opened again starts from them.
 */
export function useWorkspaceSettingsActor(detailRef: WorkspaceDetailRef, workspace: WorkspaceDetail) {
  const { api } = useSession();
  const { i18n } = useTranslation('workspace');
  const notify = useNotify();
  const [machine] = useState(() =>
    workspaceSettingsMachine.provide({
      actors: { saveSettings: saveWorkspaceSettingsActor(api) },
      actions: {
        notifySaved: () => notify('success', i18n.t('workspace:workspace.lists.saved')),
        publishSettings: (_, settings) => detailRef.send({ type: 'settings.changed', settings }),
      },
    }),
  );
  return usePageActor('workspaceSettings', machine, { workspaceId: workspace.id, saved: workspace.settings });
}

export type WorkspaceSettingsRef = ReturnType<typeof useWorkspaceSettingsActor>;
