import { describe, expect, it } from 'vitest';
import { startWorkspaceSimulations } from './harness/workspaceSimulations.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { otherWorkspace, refreshedPage, simulationPage, simulationSummary } from './support/publishingFixtures';
import { workspaceDetail, workspaceSettings } from './support/workspaceFixtures';

const taskUpdate = (workspaceId: string) => ({
  type: 'realtime.task_status_updated' as const,
  simulation_id: simulationSummary.id,
  task_id: simulationSummary.current_task!.id,
  workspace_id: workspaceId,
  timestamp: '2026-04-01T10:00:00.000Z',
});
const created = (workspaceId: string) => ({
  type: 'realtime.new_simulation_created' as const,
  simulation_id: simulationSummary.id,
  workspace_id: workspaceId,
  timestamp: '2026-04-01T10:00:00.000Z',
});

describe('workspace simulations machine', () => {
  it("loads the workspace's first 100 simulations", async () => {
    const { actor, fetchSimulations } = startWorkspaceSimulations();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchSimulations.lastInput).toEqual({ workspaceId: workspaceDetail.id, page: 1, page_size: 100 });
    fetchSimulations.resolve(simulationPage);
    await settle();
    expect(actor.getSnapshot().context.result).toEqual(simulationPage);
  });

  it('asks for the chosen status and priority items', async () => {
    const { actor, fetchSimulations } = startWorkspaceSimulations();
    fetchSimulations.resolve(simulationPage);
    await settle();
    const approved = workspaceSettings.status_items[1]!.id;
    const high = workspaceSettings.priority_items[0]!.id;
    actor.send({ type: 'filter.status', id: approved });
    actor.send({ type: 'filter.priority', id: high });
    expect(fetchSimulations.lastInput).toEqual({ workspaceId: workspaceDetail.id, page: 1, page_size: 100, status_item_id: approved, priority_item_id: high });
    actor.send({ type: 'filter.status', id: null });
    expect(fetchSimulations.lastInput).toEqual({ workspaceId: workspaceDetail.id, page: 1, page_size: 100, priority_item_id: high });
  });

  it.each([
    ['a task status update', taskUpdate],
    ['a new simulation', created],
  ])('refreshes in place on %s of this workspace, and ignores other workspaces', async (_, update) => {
    const { actor, fetchSimulations } = startWorkspaceSimulations();
    fetchSimulations.resolve(simulationPage);
    await settle();
    actor.send(update(otherWorkspace.id));
    expect(fetchSimulations.calls).toHaveLength(1);
    actor.send(update(workspaceDetail.id));
    expect(fetchSimulations.calls).toHaveLength(2);
    // The list stays on screen while it refreshes.
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.result).toEqual(simulationPage);
    fetchSimulations.resolve(refreshedPage);
    await settle();
    expect(actor.getSnapshot().context.result).toEqual(refreshedPage);
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('loads once more after a refresh during which updates came, not once per update', async () => {
    const { actor, fetchSimulations } = startWorkspaceSimulations();
    fetchSimulations.resolve(simulationPage);
    await settle();
    actor.send(taskUpdate(workspaceDetail.id));
    actor.send(taskUpdate(workspaceDetail.id));
    actor.send(created(workspaceDetail.id));
    expect(fetchSimulations.calls).toHaveLength(2);
    fetchSimulations.resolve(simulationPage);
    await settle();
    expect(fetchSimulations.calls).toHaveLength(3);
    fetchSimulations.resolve(refreshedPage);
    await settle();
    expect(fetchSimulations.calls).toHaveLength(3);
    expect(actor.getSnapshot().context.result).toEqual(refreshedPage);
  });

  it('keeps the list when a refresh fails, and offers Retry when the first load fails', async () => {
    const { actor, fetchSimulations } = startWorkspaceSimulations();
    fetchSimulations.reject(apiError(500, 'Unexpected error happened.'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'load.retry' });
    fetchSimulations.resolve(simulationPage);
    await settle();
    actor.send({ type: 'list.refresh' });
    fetchSimulations.reject(apiError(500, 'Unexpected error happened.'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.result).toEqual(simulationPage);
  });
});
