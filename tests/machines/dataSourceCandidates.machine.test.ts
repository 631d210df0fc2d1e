import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_IMPORT_MAX } from '../../src/api/schemas/dataSource.schema';
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

  it(`chooses at most ${DATA_SOURCE_IMPORT_MAX} runs, one by one or by workspace, and still lets one be unchosen`, async () => {
    const { actor, loadCandidates } = startDataSourceCandidates();
    const runs = many(DATA_SOURCE_IMPORT_MAX + 2);
    loadCandidates.resolve(runs);
    await settle();
    actor.send({ type: 'candidate.toggle', taskId: runs[0]!.task_id });
    actor.send({ type: 'workspace.toggle', workspaceId: NORTHERN_WORKSPACE });
    expect(actor.getSnapshot().context.selected).toEqual(runs.slice(0, DATA_SOURCE_IMPORT_MAX).map(({ task_id: id }) => id));
    actor.send({ type: 'candidate.toggle', taskId: runs[DATA_SOURCE_IMPORT_MAX]!.task_id });
    expect(actor.getSnapshot().context.selected).toHaveLength(DATA_SOURCE_IMPORT_MAX);
    actor.send({ type: 'candidate.toggle', taskId: runs[3]!.task_id });
    expect(actor.getSnapshot().context.selected).toHaveLength(DATA_SOURCE_IMPORT_MAX - 1);
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
