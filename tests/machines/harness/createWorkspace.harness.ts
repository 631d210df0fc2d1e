import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceDetail, WorkspaceInput } from '../../../src/api/schemas/workspace.schema';
import { createWorkspaceMachine } from '../../../src/machines/createWorkspace.machine';
import { portfolio } from '../support/fixtures';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startCreateWorkspace(input: { portfolioId: string } = { portfolioId: portfolio.id }) {
  const createWorkspace = controllablePromise<WorkspaceDetail, { portfolioId: string; workspace: WorkspaceInput }>();
  const effects = { notifyCreated: vi.fn(), reportCreated: vi.fn(), openWorkspace: vi.fn() };
  const actor = createActor(createWorkspaceMachine.provide({ actors: { createWorkspace: createWorkspace.logic }, actions: effects }), { input }).start();
  return { actor, createWorkspace, ...effects, driver: createPathDriver(actor, { createWorkspace }, {}, effects) };
}
