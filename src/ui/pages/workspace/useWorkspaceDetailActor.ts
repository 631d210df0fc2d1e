import { useState } from 'react';
import { fetchWorkspaceActor } from '../../../api/actors/workspaces/fetchWorkspace.actor';
import { workspaceDetailMachine } from '../../../machines/workspaceDetail.machine';
import { useApp } from '../../app/root/AppContext';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';

/**
 * The one wiring point of the workspace page's workspace: GET /api/workspaces/{id}, and a 404
 * handed to the app's error handler, which opens the workspace's not-found page.
 */
export function useWorkspaceDetailActor(workspaceId: string) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [machine] = useState(() =>
    workspaceDetailMachine.provide({
      actors: { fetchWorkspace: fetchWorkspaceActor(api) },
      actions: { reportMissing: (_, error) => reportApiError(error, { notFound: 'workspace' }) },
    }),
  );
  return usePageActor('workspaceDetail', machine, { workspaceId });
}

export type WorkspaceDetailRef = ReturnType<typeof useWorkspaceDetailActor>;
