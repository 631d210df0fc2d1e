import { describe, expect, it } from 'vitest';
import { startAdvancedComparison } from './harness/advancedComparison.harness';
import { comparedSimulations, COMPARISON_WORKSPACE_ID, CURRENT_SIMULATION_ID, twoCompared, workspaceSimulations } from './support/analysisFixtures';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';

const ids = (count: number) => comparedSimulations.slice(0, count).map((simulation) => simulation.id);

async function listed(filters = {}) {
  const harness = startAdvancedComparison({ workspaceId: COMPARISON_WORKSPACE_ID, simulationId: CURRENT_SIMULATION_ID, filters });
  harness.fetchSimulations.resolve(workspaceSimulations);
  await settle();
  return harness;
}

describe('advanced comparison machine', () => {
  it("lists the workspace's simulations, then compares the open report's one under the analysis' filter", async () => {
    const { fetchSimulations, fetchComparison } = await listed({ asset_class: ['Bridge'] });
    expect(fetchSimulations.lastInput).toEqual({ workspaceId: COMPARISON_WORKSPACE_ID, page: 1, page_size: 100 });
    expect(fetchComparison.lastInput).toEqual({ workspaceId: COMPARISON_WORKSPACE_ID, simulationIds: [CURRENT_SIMULATION_ID], filters: { asset_class: ['Bridge'] } });
  });

  it('compares up to eight; a ninth is refused and the eight stay chosen', async () => {
    const { actor, fetchComparison } = await listed();
    actor.send({ type: 'comparison.choose', simulationIds: ids(8) });
    expect(fetchComparison.lastInput?.simulationIds).toHaveLength(8);
    actor.send({ type: 'comparison.choose', simulationIds: ids(9) });
    expect(actor.getSnapshot().context).toMatchObject({ chosen: ids(8), tooMany: true });
    expect(fetchComparison.calls).toHaveLength(2);
    actor.send({ type: 'comparison.choose', simulationIds: ids(2) });
    expect(actor.getSnapshot().context.tooMany).toBe(false);
  });

  it('a new choice abandons the comparison in flight', async () => {
    const { actor, fetchComparison } = await listed();
    actor.send({ type: 'comparison.choose', simulationIds: ids(2) });
    expect(fetchComparison.calls.map((call) => call.aborted)).toEqual([true, false]);
    fetchComparison.resolve(twoCompared);
    await settle();
    expect(actor.getSnapshot().context.comparison?.simulations.map((simulation) => simulation.status)).toEqual(['success', 'failed-as-too-large']);
  });

  it('follows a new filter of the analysis, and with none chosen only remembers it', async () => {
    const { actor, fetchComparison } = await listed();
    actor.send({ type: 'comparison.filters', filters: { year: ['2027'] } });
    expect(fetchComparison.lastInput?.filters).toEqual({ year: ['2027'] });
    actor.send({ type: 'comparison.choose', simulationIds: [] });
    actor.send({ type: 'comparison.filters', filters: {} });
    expect(fetchComparison.calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ choosing: 'nothingChosen' })).toBe(true);
  });

  it('a portfolio not on Enterprise is refused', async () => {
    const { actor, fetchComparison } = await listed();
    fetchComparison.reject(apiError(403, 'Advanced reports need the Enterprise plan.'));
    await settle();
    expect(actor.getSnapshot().value).toBe('refused');
  });
});
