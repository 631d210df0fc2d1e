import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceDetail, WorkspaceUpdate } from '../../../src/api/schemas/workspace.schema';
import { workspaceDetailsFormMachine, type WorkspaceDetailsFormInput } from '../../../src/machines/workspaceDetailsForm.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workspaceDetail } from '../support/workspaceFixtures';

export const detailsFormInput: WorkspaceDetailsFormInput = {
  workspaceId: workspaceDetail.id,
  saved: { name: workspaceDetail.name, description: workspaceDetail.description },
};

export function startWorkspaceDetailsForm(input: WorkspaceDetailsFormInput = detailsFormInput) {
  const updateWorkspace = controllablePromise<WorkspaceDetail, { workspaceId: string; changes: WorkspaceUpdate }>();
  const effects = { notifySaved: vi.fn(), publishWorkspace: vi.fn(), reportDirty: vi.fn() };
  const actor = createActor(workspaceDetailsFormMachine.provide({ actors: { updateWorkspace: updateWorkspace.logic }, actions: effects }), {
    input,
  }).start();
  return { actor, updateWorkspace, ...effects, driver: createPathDriver(actor, { updateWorkspace }, {}, effects) };
}
