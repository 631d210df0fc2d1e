import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkspaceDetail } from '../../../src/api/schemas/workspace.schema';
import { workspaceDetailMachine, type WorkspaceDetailInput } from '../../../src/machines/workspaceDetail.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';
import { workspaceDetail } from '../support/workspaceFixtures';

export function startWorkspaceDetail(input: WorkspaceDetailInput = { workspaceId: workspaceDetail.id }) {
  const fetchWorkspace = controllablePromise<WorkspaceDetail, { workspaceId: string }>();
  const reportMissing = vi.fn();
  const actor = createActor(workspaceDetailMachine.provide({ actors: { fetchWorkspace: fetchWorkspace.logic }, actions: { reportMissing } }), {
    input,
  }).start();
  return { actor, fetchWorkspace, reportMissing, driver: createPathDriver(actor, { fetchWorkspace, refreshWorkspace: fetchWorkspace }, {}, { reportMissing }) };
}
