import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fetchPortfolioWorkspacesActor } from '../../../api/actors/workspaces/fetchPortfolioWorkspaces.actor';
import { fetchWorkspacesActor } from '../../../api/actors/workspaces/fetchWorkspaces.actor';
import { workspaceListMachine, type WorkspaceCollection } from '../../../machines/workspaceList.machine';
import { useApp } from '../../app/root/AppContext';
import { useSession } from '../../app/session/SessionContext';
import { usePageActor } from '../../app/root/usePageActor';
import { readWorkspaceListUrl, toWorkspaceListSearch } from './workspaceListUrl';

/**
 * The one wiring point of a workspace list: GET /portfolios/{id}/workspaces for a portfolio's tab,
 * GET /workspaces for the page of all of them. The address bar's ?q=&page= is read once as the
 * machine's input and every query the machine loads is written back to it. On a portfolio's tab a
 * 404 means the portfolio itself is gone, which its not-found page says.
 */
export function useWorkspaceListActor(collection: WorkspaceCollection) {
  const { api } = useSession();
  const { reportApiError } = useApp();
  const [wiring] = useState(() => ({
    input: { collection, ...readWorkspaceListUrl(window.location.search) },
    machine: workspaceListMachine.provide({
      actors: { fetchWorkspaces: fetchWorkspacesActor(api), fetchPortfolioWorkspaces: fetchPortfolioWorkspacesActor(api) },
      actions: {
        reportFailure: (_, error) => reportApiError(error, collection.kind === 'portfolio' ? { notFound: 'portfolio' } : {}),
        syncQuery: (_, query) => {
          const search = toWorkspaceListSearch(query, window.location.search);
          if (search !== window.location.search) navigate(`${window.location.pathname}${search}`, { replace: true });
        },
      },
    }),
  }));
  return usePageActor('workspaceList', wiring.machine, wiring.input);
}

export type WorkspaceListRef = ReturnType<typeof useWorkspaceListActor>;
