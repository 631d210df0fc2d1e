import { describe, expect, it } from 'vitest';
import type { DataSource } from '../../src/api/schemas/dataSource.schema';
import { BUILDING, DATA_SOURCES_WORK_PLAN_ID as WP, PARK, ROAD, WATER, startDataSourceImports } from './harness/dataSourceImports.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';

const OTHER_PLAN = '7d2f9a4c-3e1b-4c85-a6d0-8b2e5f1c9a43';

const statusUpdate = (dataSource: DataSource, status: string, timestamp: string, message = '', workPlanId = WP) => ({
  type: 'realtime.data_source_import_task_status_updated' as const,
  task_id: dataSource.task_id!,
  data_source_id: dataSource.id,
  message,
  work_plan_id: workPlanId,
  status,
  status_label: status,
  timestamp,
});

/** The page with ROAD and WATER listed, and nothing under way. */
async function listed() {
  const harness = startDataSourceImports();
  harness.loadDataSources.resolve([ROAD, WATER]);
  await settle();
  return harness;
}

/** The page after BUILDING and PARK were submitted for import. */
async function importing() {
  const harness = await listed();
  harness.actor.send({ type: 'import.submit', taskIds: [BUILDING.task_id!, PARK.task_id!] });
  await settle();
  harness.importDataSources.resolve([BUILDING, PARK]);
  await settle();
  harness.toast.mockClear();
  return harness;
}

const toasts = (toast: { mock: { calls: unknown[][] } }) => toast.mock.calls.map(([, shown]) => shown);
const names = (dataSources: DataSource[]) => dataSources.map(({ simulation_name: name }) => name);

describe('data source imports machine', () => {
  it('loads the plan’s data sources in their order', async () => {
    const { actor, loadDataSources } = startDataSourceImports();
    expect(loadDataSources.lastInput).toEqual({ workPlanId: WP });
    loadDataSources.resolve([WATER, ROAD]);
    await settle();
    expect(names(actor.getSnapshot().context.dataSources)).toEqual(['Road resurfacing 2027-2036', 'Water main renewals']);
  });

  it('shows a new order at once and restores the previous one with SPEC 8’s toast when saving it fails, keeping a status that came meanwhile', async () => {
    const { actor, reorderDataSources, toast } = await importing();
    actor.send({ type: 'reorder', from: 3, to: 0 });
    expect(names(actor.getSnapshot().context.dataSources)).toEqual(['Park lighting upgrade', 'Road resurfacing 2027-2036', 'Water main renewals', 'Building renewal plan']);
    expect(actor.getSnapshot().context.dataSources.map(({ order }) => order)).toEqual([0, 1, 2, 3]);
    await settle();
    expect(reorderDataSources.lastInput).toEqual({ workPlanId: WP, ids: [PARK.id, ROAD.id, WATER.id, BUILDING.id] });
    actor.send(statusUpdate(BUILDING, 'running', '2026-11-25T10:00:00.000Z'));
    reorderDataSources.reject(apiError(503));
    await settle();
    const { dataSources } = actor.getSnapshot().context;
    expect(names(dataSources)).toEqual(['Road resurfacing 2027-2036', 'Water main renewals', 'Building renewal plan', 'Park lighting upgrade']);
    expect(dataSources.map(({ import_status: status }) => status)).toEqual(['completed', 'completed', 'running', 'queued']);
    expect(toasts(toast)).toEqual([{ kind: 'error', key: 'workPlanDataSources:toast.reorderFailed' }]);
  });

  it('ignores a status update of another work plan', async () => {
    const { actor, loadDataSources, toast } = await listed();
    const before = actor.getSnapshot().context;
    actor.send(statusUpdate(ROAD, 'failed', '2026-11-25T10:00:00.000Z', 'Another plan', OTHER_PLAN));
    await settle();
    expect(actor.getSnapshot().context).toEqual(before);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(loadDataSources.calls).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('applies an update in place and reads the list again, and ignores one older than it', async () => {
    const { actor, loadDataSources, toast } = await importing();
    actor.send(statusUpdate(BUILDING, 'completed', '2026-11-25T10:05:00.000Z', 'Imported'));
    await settle();
    expect(actor.getSnapshot().context.dataSources.find(({ id }) => id === BUILDING.id)?.import_status).toBe('completed');
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    expect(loadDataSources.lastInput).toEqual({ workPlanId: WP });
    loadDataSources.resolve([ROAD, WATER, { ...BUILDING, import_status: 'completed' }, PARK]);
    await settle();
    toast.mockClear();
    actor.send(statusUpdate(BUILDING, 'running', '2026-11-25T10:04:00.000Z'));
    await settle();
    expect(actor.getSnapshot().context.dataSources.find(({ id }) => id === BUILDING.id)?.import_status).toBe('completed');
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(loadDataSources.calls).toHaveLength(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('opens the delete dialog for one data source, closes it on Cancel, and deletes it on confirmation', async () => {
    const { actor, deleteDataSource, toast } = await listed();
    actor.send({ type: 'delete.open', dataSourceId: ROAD.id });
    expect(actor.getSnapshot().context.deleteTarget?.id).toBe(ROAD.id);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.deleteTarget).toBeNull();
    actor.send({ type: 'delete.open', dataSourceId: ROAD.id });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(deleteDataSource.lastInput).toEqual({ workPlanId: WP, dataSourceId: ROAD.id });
    deleteDataSource.resolve();
    await settle();
    expect(actor.getSnapshot().context.dataSources.map(({ id, order }) => [id, order])).toEqual([[WATER.id, 0]]);
    expect(toasts(toast)).toEqual([{ kind: 'success', key: 'workPlanDataSources:toast.deleted', params: { name: 'Road resurfacing 2027-2036' } }]);
  });

  it('keeps the data source when deleting fails, with the generic failure toast', async () => {
    const { actor, deleteDataSource, reportFailure, toast } = await listed();
    const refused = apiError(403);
    actor.send({ type: 'delete.open', dataSourceId: WATER.id });
    actor.send({ type: 'delete.confirm' });
    await settle();
    deleteDataSource.reject(refused);
    await settle();
    expect(names(actor.getSnapshot().context.dataSources)).toEqual(['Road resurfacing 2027-2036', 'Water main renewals']);
    expect(reportFailure.mock.calls.map(([, error]) => error)).toEqual([refused]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses to import a simulation task the plan already has', async () => {
    const { actor, importDataSources } = await listed();
    actor.send({ type: 'import.submit', taskIds: [WATER.task_id!] });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(importDataSources.calls).toHaveLength(0);
  });

  it('toasts each submitted data source by name and the submission, then shows the list', async () => {
    const { actor, importDataSources, toast, showList } = await listed();
    actor.send({ type: 'import.submit', taskIds: [BUILDING.task_id!, PARK.task_id!] });
    await settle();
    expect(importDataSources.lastInput).toEqual({ workPlanId: WP, taskIds: [BUILDING.task_id, PARK.task_id] });
    importDataSources.resolve([BUILDING, PARK]);
    await settle();
    expect(toasts(toast)).toEqual([
      { kind: 'info', key: 'workPlanDataSources:toast.importSubmitted', params: { name: 'Building renewal plan' } },
      { kind: 'info', key: 'workPlanDataSources:toast.importSubmitted', params: { name: 'Park lighting upgrade' } },
      { kind: 'success', key: 'workPlanDataSources:toast.importSubmittedAll', params: { count: 2 } },
    ]);
    expect(showList).toHaveBeenCalledTimes(1);
    expect(names(actor.getSnapshot().context.dataSources)).toEqual(['Road resurfacing 2027-2036', 'Water main renewals', 'Building renewal plan', 'Park lighting upgrade']);
  });

  it('toasts each import’s outcome, and the submission’s once its last import ended: all imported', async () => {
    const { actor, toast } = await importing();
    actor.send(statusUpdate(BUILDING, 'completed', '2026-11-25T10:05:00.000Z', 'Imported'));
    actor.send(statusUpdate(PARK, 'running', '2026-11-25T10:05:30.000Z', 'Importing'));
    actor.send(statusUpdate(PARK, 'completed', '2026-11-25T10:06:00.000Z', 'Imported'));
    await settle();
    expect(toasts(toast)).toEqual([
      { kind: 'success', key: 'workPlanDataSources:toast.imported', params: { name: 'Building renewal plan' } },
      { kind: 'success', key: 'workPlanDataSources:toast.imported', params: { name: 'Park lighting upgrade' } },
      { kind: 'success', key: 'workPlanDataSources:toast.batchImported', params: { count: 2 } },
    ]);
  });

  it('applies, toasts and counts the statuses that arrive before the submission is answered', async () => {
    const { actor, importDataSources, loadDataSources, toast } = await listed();
    actor.send({ type: 'import.submit', taskIds: [BUILDING.task_id!, PARK.task_id!] });
    await settle();
    // The server announces the imports and wakes its worker before it answers the submission.
    actor.send(statusUpdate(BUILDING, 'running', '2026-11-25T10:00:00.000Z', 'Importing'));
    actor.send(statusUpdate(BUILDING, 'completed', '2026-11-25T10:05:00.000Z', 'Imported'));
    actor.send(statusUpdate(PARK, 'running', '2026-11-25T10:05:30.000Z', 'Importing'));
    expect(toast).not.toHaveBeenCalled();
    importDataSources.resolve([BUILDING, PARK]);
    await settle();
    expect(actor.getSnapshot().context.dataSources.map(({ import_status: status }) => status)).toEqual(['completed', 'completed', 'completed', 'running']);
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    loadDataSources.resolve([ROAD, WATER, { ...BUILDING, import_status: 'completed' }, { ...PARK, import_status: 'running' }]);
    await settle();
    actor.send(statusUpdate(PARK, 'failed', '2026-11-25T10:06:00.000Z', 'The simulation task has no treatments to import.'));
    await settle();
    expect(toasts(toast)).toEqual([
      { kind: 'info', key: 'workPlanDataSources:toast.importSubmitted', params: { name: 'Building renewal plan' } },
      { kind: 'info', key: 'workPlanDataSources:toast.importSubmitted', params: { name: 'Park lighting upgrade' } },
      { kind: 'success', key: 'workPlanDataSources:toast.importSubmittedAll', params: { count: 2 } },
      { kind: 'success', key: 'workPlanDataSources:toast.imported', params: { name: 'Building renewal plan' } },
      { kind: 'error', key: 'workPlanDataSources:toast.importFailed', params: { name: 'Park lighting upgrade', message: 'The simulation task has no treatments to import.' } },
      { kind: 'error', key: 'workPlanDataSources:toast.batchFailed', params: { count: 2, failed: 1 } },
    ]);
    expect(actor.getSnapshot().context.batches).toEqual([]);
  });

  it('toasts the submission at its answer when every import of it ended before', async () => {
    const { actor, importDataSources, toast } = await listed();
    actor.send({ type: 'import.submit', taskIds: [BUILDING.task_id!, PARK.task_id!] });
    await settle();
    actor.send(statusUpdate(PARK, 'completed', '2026-11-25T10:05:00.000Z', 'Imported'));
    actor.send(statusUpdate(BUILDING, 'completed', '2026-11-25T10:06:00.000Z', 'Imported'));
    importDataSources.resolve([BUILDING, PARK]);
    await settle();
    expect(toasts(toast).slice(3)).toEqual([
      { kind: 'success', key: 'workPlanDataSources:toast.imported', params: { name: 'Building renewal plan' } },
      { kind: 'success', key: 'workPlanDataSources:toast.imported', params: { name: 'Park lighting upgrade' } },
      { kind: 'success', key: 'workPlanDataSources:toast.batchImported', params: { count: 2 } },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ batches: [], unlisted: {} });
  });

  it('toasts a failed import with its reason, and the submission as 1 of 2 failed', async () => {
    const { actor, toast } = await importing();
    actor.send(statusUpdate(PARK, 'failed', '2026-11-25T10:06:00.000Z', 'The simulation task has no treatments to import.'));
    expect(actor.getSnapshot().context.dataSources.find(({ id }) => id === PARK.id)).toMatchObject({ import_status: 'failed', error_message: 'The simulation task has no treatments to import.' });
    actor.send(statusUpdate(BUILDING, 'completed', '2026-11-25T10:07:00.000Z', 'Imported'));
    await settle();
    expect(toasts(toast)).toEqual([
      { kind: 'error', key: 'workPlanDataSources:toast.importFailed', params: { name: 'Park lighting upgrade', message: 'The simulation task has no treatments to import.' } },
      { kind: 'success', key: 'workPlanDataSources:toast.imported', params: { name: 'Building renewal plan' } },
      { kind: 'error', key: 'workPlanDataSources:toast.batchFailed', params: { count: 2, failed: 1 } },
    ]);
  });
});
