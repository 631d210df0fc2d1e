import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { createWorkspaceActor } from '../../../api/actors/workspaces/createWorkspace.actor';
import { createWorkspaceMachine } from '../../../machines/createWorkspace.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { useNotify } from '../../notifications/notify';
import { routes } from '../../routes';

/**
 * The one wiring point of the Create Workspace dialog: it creates through the API, confirms with a
 * toast (SPEC 8 "workspace created"), lets the caller refresh what the new workspace changes, and
 * opens the workspace.
 */
export function useCreateWorkspaceActor(portfolioId: string, onCreated: () => void) {
  const { api } = useSession();
  const { i18n } = useTranslation('portfolio');
  const notify = useNotify();
  const [machine] = useState(() =>
    createWorkspaceMachine.provide({
      actors: { createWorkspace: createWorkspaceActor(api) },
      actions: {
        notifyCreated: () => notify('success', i18n.t('portfolio:workspaces.create.created')),
        reportCreated: onCreated,
        openWorkspace: (_, workspace) => navigate(routes.workspaceOverview(workspace.id)),
      },
    }),
  );
  return usePageActor('createWorkspace', machine, { portfolioId });
}

export type CreateWorkspaceRef = ReturnType<typeof useCreateWorkspaceActor>;
