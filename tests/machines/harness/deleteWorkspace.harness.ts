import { vi } from 'vitest';
import { createActor } from 'xstate';
import { deleteWorkspaceMachine, type DeleteWorkspaceInput } from '../../../src/machines/deleteWorkspace.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workspaceDetail } from '../support/workspaceFixtures';

export const deleteWorkspaceInput: DeleteWorkspaceInput = { workspaceId: workspaceDetail.id, workspaceName: workspaceDetail.name };

export function startDeleteWorkspace(input: DeleteWorkspaceInput = deleteWorkspaceInput) {
  const deleteWorkspace = controllablePromise<void, { workspaceId: string; confirmName: string }>();
  const effects = { notifyDeleted: vi.fn(), leaveWorkspace: vi.fn() };
  const actor = createActor(deleteWorkspaceMachine.provide({ actors: { deleteWorkspace: deleteWorkspace.logic }, actions: effects }), {
    input,
  }).start();
  return { actor, deleteWorkspace, ...effects, driver: createPathDriver(actor, { deleteWorkspace }, {}, effects) };
}
