import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSimulationList } from './harness/simulationList.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { simulationPage, simulationSummary, workspaceOptions } from './support/simulationFixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const WORKSPACE = workspaceOptions[0]!.id;
const ELSEWHERE = '0f0e0d0c-0b0a-4909-8807-060504030201';
const runChanged = (simulationId: string) =>
  ({ type: 'realtime.task_status_updated', simulation_id: simulationId, task_id: simulationId, workspace_id: WORKSPACE, timestamp: '2026-11-03T00:00:00.000Z' }) as const;
const published = (workspaceId: string) =>
  ({ type: 'realtime.new_simulation_created', workspace_id: workspaceId, simulation_id: ELSEWHERE, timestamp: '2026-11-03T00:00:00.000Z' }) as const;

describe('simulation list machine', () => {
  it('asks GET /simulations for page 1 of 24 without filters, and the workspaces for its filter', async () => {
    const { actor, fetchSimulations, fetchWorkspaceOptions, syncQuery } = startSimulationList();
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchSimulations.lastInput).toEqual({ page: 1, page_size: 24 });
    expect(fetchWorkspaceOptions.calls).toHaveLength(1);
    expect(syncQuery).toHaveBeenCalledWith(expect.anything(), { page: 1, page_size: 24, q: '', workspace_id: '', status: '' });
  });

  it('opens on the query of the address', async () => {
    const { fetchSimulations } = startSimulationList({ page: 3, q: 'Roads', workspace_id: WORKSPACE, status: 'failed' });
    await settle();
    expect(fetchSimulations.lastInput).toEqual({ page: 3, page_size: 24, q: 'Roads', workspace_id: WORKSPACE, status: 'failed' });
  });

  it('stores the page and the filter options', async () => {
    const { actor, fetchSimulations, fetchWorkspaceOptions } = startSimulationList();
    fetchSimulations.resolve(simulationPage);
    fetchWorkspaceOptions.resolve(workspaceOptions);
    await settle();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.result).toEqual(simulationPage);
    expect(actor.getSnapshot().context.workspaces).toEqual(workspaceOptions);
  });

  it('works without the filter options when they cannot load', async () => {
    const { actor, fetchSimulations, fetchWorkspaceOptions, reportFailure } = startSimulationList();
    fetchWorkspaceOptions.reject(apiError(500, 'Unexpected error happened.'));
    fetchSimulations.resolve(simulationPage);
    await settle();
    expect(actor.getSnapshot().context.workspaces).toEqual([]);
    expect(actor.getSnapshot().context.result).toEqual(simulationPage);
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('reports a failed load and retries', async () => {
    const { actor, fetchSimulations, reportFailure } = startSimulationList();
    const failure = apiError(500, 'Unexpected error happened.');
    fetchSimulations.reject(failure);
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(expect.anything(), failure);
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it.each([
    [{ type: 'workspace.filter', workspaceId: WORKSPACE } as const, { page: 1, page_size: 24, q: 'x', workspace_id: WORKSPACE }],
    [{ type: 'status.filter', status: 'running' } as const, { page: 1, page_size: 24, q: 'x', status: 'running' }],
    [{ type: 'page.change', page: 2 } as const, { page: 2, page_size: 24, q: 'x' }],
    [{ type: 'filters.clear' } as const, { page: 1, page_size: 24 }],
  ])('reloads at once on %o', async (event, expected) => {
    const { actor, fetchSimulations } = startSimulationList({ page: 4, q: 'x' });
    fetchSimulations.resolve(simulationPage);
    await settle();
    actor.send(event);
    await settle();
    expect(fetchSimulations.lastInput).toEqual(expected);
  });

  it('searches from page 1 with the trimmed text once typing pauses', async () => {
    const { actor, fetchSimulations } = startSimulationList({ page: 2 });
    fetchSimulations.resolve(simulationPage);
    await settle();
    actor.send({ type: 'search.change', text: ' roa' });
    vi.advanceTimersByTime(299);
    actor.send({ type: 'search.change', text: ' roads ' });
    vi.advanceTimersByTime(299);
    await settle();
    expect(fetchSimulations.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(fetchSimulations.lastInput).toEqual({ page: 1, page_size: 24, q: 'roads' });
  });

  describe('real-time updates (SPEC 4)', () => {
    async function shown(input = {}) {
      const list = startSimulationList(input);
      list.fetchSimulations.resolve(simulationPage);
      await settle();
      return list;
    }

    it("refreshes the page in place when a listed simulation's run changes", async () => {
      const { actor, fetchSimulations } = await shown();
      actor.send(runChanged(simulationSummary.id));
      await settle();
      expect(fetchSimulations.calls).toHaveLength(2);
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(actor.getSnapshot().context.result).toEqual(simulationPage);
    });

    it('ignores the runs of simulations it does not show', async () => {
      const { actor, fetchSimulations } = await shown();
      actor.send(runChanged(ELSEWHERE));
      await settle();
      expect(fetchSimulations.calls).toHaveLength(1);
    });

    it('refreshes for a new simulation unless a workspace filter keeps it out', async () => {
      const unfiltered = await shown();
      unfiltered.actor.send(published(ELSEWHERE));
      await settle();
      expect(unfiltered.fetchSimulations.calls).toHaveLength(2);

      const filtered = await shown({ workspace_id: WORKSPACE });
      filtered.actor.send(published(ELSEWHERE));
      await settle();
      expect(filtered.fetchSimulations.calls).toHaveLength(1);
      filtered.actor.send(published(WORKSPACE));
      await settle();
      expect(filtered.fetchSimulations.calls).toHaveLength(2);
    });
  });
});
