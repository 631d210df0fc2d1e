import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceListQuery, WorkspacePage } from '../../../src/api/schemas/workspace.schema';
import { SEARCH_DEBOUNCE_MS } from '../../../src/machines/searchDebounce';
import { workspaceListMachine, type WorkspaceListInput } from '../../../src/machines/workspaceList.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

/** The workspace list machine with fetches that wait for the test; needs fake timers for the debounce. */
export function startWorkspaceList(input: WorkspaceListInput = { collection: { kind: 'all' } }) {
  const fetchWorkspaces = controllablePromise<WorkspacePage, WorkspaceListQuery>();
  const fetchPortfolioWorkspaces = controllablePromise<WorkspacePage, { portfolioId: string } & WorkspaceListQuery>();
  const syncQuery = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    workspaceListMachine.provide({
      actors: { fetchWorkspaces: fetchWorkspaces.logic, fetchPortfolioWorkspaces: fetchPortfolioWorkspaces.logic },
      actions: { syncQuery, reportFailure },
    }),
    { input },
  ).start();
  const driver = createPathDriver(
    actor,
    { fetchWorkspaces, fetchPortfolioWorkspaces },
    { searchDebounce: SEARCH_DEBOUNCE_MS },
    { syncQuery, reportFailure },
  );
  return { actor, fetchWorkspaces, fetchPortfolioWorkspaces, syncQuery, reportFailure, driver };
}
