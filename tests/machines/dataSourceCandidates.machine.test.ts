import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_SELECTION } from '../../src/machines/dataSourceCandidates.machine';
import { candidate, NORTHERN_WORKSPACE, ROADS, startDataSourceCandidates, WATER_MAINS, BUILDINGS } from './harness/dataSourceCandidates.harness';
import { settle } from './support/controllable';

const many = (count: number) => Array.from({ length: count }, (_, index) => candidate(`Scenario ${index + 1}`, NORTHERN_WORKSPACE));

describe('data source candidates machine', () => {
  it('loads the candidates of the plan it was opened for', async () => {
    const { actor, loadCandidates } = startDataSourceCandidates();
    expect(loadCandidates.lastInput).toEqual({ workPlanId: actor.getSnapshot().context.workPlanId });
    loadCandidates.resolve([ROADS, BUILDINGS]);
    await settle();
    expect(actor.getSnapshot().context.candidates).toEqual([ROADS, BUILDINGS]);
  });

  it(`chooses at most ${MAX_IMPORT_SELECTION} runs, one by one or by workspace, and still lets one be unchosen`, async () => {
    const { actor, loadCandidates } = startDataSourceCandidates();
    const runs = many(MAX_IMPORT_SELECTION + 2);
    loadCandidates.resolve(runs);
    await settle();
    actor.send({ type: 'candidate.toggle', taskId: runs[0]!.task_id });
    actor.send({ type: 'workspace.toggle', workspaceId: NORTHERN_WORKSPACE });
    expect(actor.getSnapshot().context.selected).toEqual(runs.slice(0, MAX_IMPORT_SELECTION).map(({ task_id: id }) => id));
    actor.send({ type: 'candidate.toggle', taskId: runs[MAX_IMPORT_SELECTION]!.task_id });
    expect(actor.getSnapshot().context.selected).toHaveLength(MAX_IMPORT_SELECTION);
    actor.send({ type: 'candidate.toggle', taskId: runs[3]!.task_id });
    expect(actor.getSnapshot().context.selected).toHaveLength(MAX_IMPORT_SELECTION - 1);
    expect(actor.getSnapshot().context.selected).not.toContain(runs[3]!.task_id);
  });

  it('reads the candidates again after a failure, on Retry', async () => {
    const { actor, loadCandidates } = startDataSourceCandidates();
    loadCandidates.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'retry' });
    loadCandidates.resolve([ROADS, WATER_MAINS]);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ candidates: [ROADS, WATER_MAINS], failure: null });
  });
});
