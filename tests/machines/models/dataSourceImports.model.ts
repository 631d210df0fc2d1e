import type { ApiFailure } from '../../../src/api/apiError';
import type { DataSource } from '../../../src/api/schemas/dataSource.schema';
import { dataSourceImportsMachine } from '../../../src/machines/dataSourceImports.machine';
import { BUILDING, DATA_SOURCES_WORK_PLAN_ID as WP, PARK, ROAD, WATER } from '../harness/dataSourceImports.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelEvent, type ModelStep } from '../support/modelPaths';

type Batch = { ids: string[]; ended: string[]; failed: string[] };
type Expected = {
  workPlanId: string;
  dataSources: DataSource[];
  previousOrder: string[] | null;
  submitting: string[];
  deleteTarget: DataSource | null;
  failure: ApiFailure | null;
  applied: Record<string, string>;
  unlisted: Record<string, Update>;
  batches: Batch[];
  refreshDue: boolean;
};
type Update = ModelEvent & { data_source_id: string; work_plan_id: string; status: string; message: string; timestamp: string };

const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const FORBIDDEN = apiError(403, 'You have reached an area that requires special permission.');
const OTHER_PLAN = '7d2f9a4c-3e1b-4c85-a6d0-8b2e5f1c9a43';

const update = (dataSource: DataSource, status: string, message: string, timestamp: string, workPlanId = WP): Update => ({
  type: 'realtime.data_source_import_task_status_updated',
  task_id: dataSource.task_id!,
  data_source_id: dataSource.id,
  message,
  work_plan_id: workPlanId,
  status,
  status_label: status[0]!.toUpperCase() + status.slice(1),
  timestamp,
});

const BUILDING_RUNNING = 'Building renewal plan starts importing';
const BUILDING_DONE = 'Building renewal plan is imported';
const BUILDING_LATE = 'a late "running" of Building renewal plan, sent before it was imported';
const PARK_FAILED = 'Park lighting upgrade fails to import';
const OTHER_PLANS = 'another work plan reports an import';
const PARK_REASON = 'The simulation task has no treatments to import.';

const toast = (kind: string, key: string, params?: Record<string, string | number>) => ({ kind, key: `workPlanDataSources:${key}`, ...(params ? { params } : {}) });
/** SPEC 8's toasts (the texts are the namespace's, checked by the locales test). */
const TOASTS = {
  submitted: (name: string) => toast('info', 'toast.importSubmitted', { name }),
  submittedAll: (count: number) => toast('success', 'toast.importSubmittedAll', { count }),
  imported: (name: string) => toast('success', 'toast.imported', { name }),
  importFailed: (name: string, message: string) => toast('error', 'toast.importFailed', { name, message }),
  allImported: (count: number) => toast('success', 'toast.batchImported', { count }),
  someFailed: (count: number, failed: number) => toast('error', 'toast.batchFailed', { count, failed }),
  deleted: (name: string) => toast('success', 'toast.deleted', { name }),
  reorderFailed: toast('error', 'toast.reorderFailed'),
};

const numbered = (dataSources: DataSource[]) => dataSources.map((dataSource, order) => ({ ...dataSource, order }));
const withStatus = (dataSource: DataSource, { status, message }: Update): DataSource => ({
  ...dataSource,
  import_status: status as DataSource['import_status'],
  error_message: status === 'failed' ? message : null,
});
const ends = (status: string) => status === 'completed' || status === 'failed';
/** SPEC 8: a data source's outcome, by name, when its import ends. */
const outcomeToasts = (dataSource: DataSource, { status, message }: Update): unknown[] => {
  if (dataSource.import_status === status) return [];
  if (status === 'completed') return [TOASTS.imported(dataSource.simulation_name)];
  if (status === 'failed') return [TOASTS.importFailed(dataSource.simulation_name, message)];
  return [];
};
const batchToast = (batch: Batch) => (batch.failed.length === 0 ? TOASTS.allImported(batch.ids.length) : TOASTS.someFailed(batch.ids.length, batch.failed.length));
const stay: ModelStep<Expected> = {};

/** Back to the list: read again at once if a status update came meanwhile. */
const settled = (context: Expected, change: Partial<Expected> = {}, calls?: Record<string, unknown[]>): ModelStep<Expected> =>
  context.refreshDue ? { to: 'ready.refreshing', context: { ...change, refreshDue: false }, calls } : { to: 'ready.idle', context: change, calls };

/**
 * SPEC 4 "Real-time events": only this plan's updates, and none older than (or as old as) the last
 * applied for its data source. The data source shows its new status at once; its outcome is
 * toasted (SPEC 8: per data source) and, once every import of its submission ended, the
 * submission's (overall); the list is read again once nothing else is under way.
 */
const statusUpdate = (inList: boolean) => (context: Expected, event: ModelEvent): ModelStep<Expected> => {
  const { data_source_id: id, status, timestamp, work_plan_id: plan } = event as Update;
  const last = context.applied[id];
  if (plan !== WP || (last !== undefined && Date.parse(timestamp) <= Date.parse(last))) return stay;
  const listed = context.dataSources.find((dataSource) => dataSource.id === id);
  const toasts: unknown[] = listed ? outcomeToasts(listed, event as Update) : [];
  const batches: Batch[] = [];
  for (const batch of context.batches) {
    const counted = ends(status) && batch.ids.includes(id) && !batch.ended.includes(id) ? { ...batch, ended: [...batch.ended, id], failed: status === 'failed' ? [...batch.failed, id] : batch.failed } : batch;
    if (counted.ended.length < counted.ids.length) batches.push(counted);
    else toasts.push(batchToast(counted));
  }
  const change: Partial<Expected> = {
    dataSources: context.dataSources.map((dataSource) => (dataSource.id === id ? withStatus(dataSource, event as Update) : dataSource)),
    // A status of an import whose submission is not answered yet waits for the answer.
    unlisted: listed ? context.unlisted : { ...context.unlisted, [id]: event as Update },
    applied: { ...context.applied, [id]: timestamp },
    batches,
    refreshDue: !inList,
  };
  return { to: inList ? 'ready.refreshing' : undefined, context: change, calls: toasts.length > 0 ? { toast: toasts } : undefined };
};

const REALTIME = [BUILDING_RUNNING, BUILDING_DONE, BUILDING_LATE, PARK_FAILED, OTHER_PLANS];
const realtimeIn = (idle: boolean) => Object.fromEntries(REALTIME.map((label) => [label, statusUpdate(idle)]));

const DELETE_ROAD = 'the user asks to delete Road resurfacing';
const DRAG_TO_TOP = 'the user drags the second data source to the top';
const DROP_IN_PLACE = 'the user drops a data source where it was';
const IMPORT_TWO = 'the user imports Building renewal plan and Park lighting upgrade';
const IMPORT_ROAD_AGAIN = 'the user imports Road resurfacing again';
const IMPORTS_SUBMITTED = 'the imports are submitted';

const START: Expected = { workPlanId: WP, dataSources: [], previousOrder: null, submitting: [], deleteTarget: null, failure: null, applied: {}, unlisted: {}, batches: [], refreshDue: false };

/**
 * The submission's answer: its data sources listed after the others, each with the last status
 * that came before the answer (the server announces 'queued', starts the import, then answers),
 * toasted and counted as if it came after: SPEC 8's submitted toasts, then the outcomes, then the
 * submission's once all of them ended.
 */
function submissionAnswered(context: Expected): ModelStep<Expected> {
  const created = [BUILDING, PARK];
  const batch: Batch = { ids: created.map(({ id }) => id), ended: [], failed: [] };
  const toasts: unknown[] = [TOASTS.submitted(BUILDING.simulation_name), TOASTS.submitted(PARK.simulation_name), TOASTS.submittedAll(2)];
  const rows = created.map((dataSource) => {
    const early = context.unlisted[dataSource.id];
    if (!early) return dataSource;
    toasts.push(...outcomeToasts(dataSource, early));
    if (ends(early.status)) batch.ended.push(dataSource.id);
    if (early.status === 'failed') batch.failed.push(dataSource.id);
    return withStatus(dataSource, early);
  });
  const allEnded = batch.ended.length === batch.ids.length;
  if (allEnded) toasts.push(batchToast(batch));
  const unlisted = Object.fromEntries(Object.entries(context.unlisted).filter(([id]) => !batch.ids.includes(id)));
  return settled(
    context,
    { submitting: [], dataSources: numbered([...context.dataSources, ...rows]), batches: allEnded ? context.batches : [...context.batches, batch], unlisted },
    { toast: toasts, showList: [undefined] },
  );
}

/**
 * SPEC 4 "Data source page": load, open and close the delete dialog, delete (requested, succeeded,
 * failed), reorder (requested, succeeded, failed), task status update; and the create page's
 * import (SPEC 3: wp_id and the ds_ids; SPEC 6: a task already imported cannot be imported again).
 * A reorder shows at once and comes back with 'Failed to update Data Source order.' if the server
 * refuses it. SPEC 8's toasts: data source import submitted (per name and overall), data source
 * imported or failed, data source deleted.
 */
export const dataSourceImportsModel = machineModel({
  name: 'dataSourceImports',
  machine: dataSourceImportsMachine,
  starts: [{ label: "a work plan's Data Sources page opens", input: { workPlanId: WP }, state: 'loading', context: START }],
  events: {
    'the list arrives': { type: 'xstate.done.actor.loadDataSources', output: [WATER, ROAD] },
    'loading fails': { type: 'xstate.error.actor.loadDataSources', error: SERVER_DOWN },
    Retry: { type: 'retry' },
    'the list is read again': { type: 'xstate.done.actor.reloadDataSources', output: [ROAD, WATER] },
    'reading it again fails': { type: 'xstate.error.actor.reloadDataSources', error: SERVER_DOWN },
    [DELETE_ROAD]: { type: 'delete.open', dataSourceId: ROAD.id },
    Cancel: { type: 'delete.cancel' },
    Delete: { type: 'delete.confirm' },
    'the data source is deleted': { type: 'xstate.done.actor.deleteDataSource', output: undefined },
    'deleting is refused': { type: 'xstate.error.actor.deleteDataSource', error: FORBIDDEN },
    [DRAG_TO_TOP]: { type: 'reorder', from: 1, to: 0 },
    [DROP_IN_PLACE]: { type: 'reorder', from: 0, to: 0 },
    'the order is saved': { type: 'xstate.done.actor.reorderDataSources', output: undefined },
    'saving the order fails': { type: 'xstate.error.actor.reorderDataSources', error: SERVER_DOWN },
    [IMPORT_TWO]: { type: 'import.submit', taskIds: [BUILDING.task_id, PARK.task_id] },
    [IMPORT_ROAD_AGAIN]: { type: 'import.submit', taskIds: [ROAD.task_id] },
    [IMPORTS_SUBMITTED]: { type: 'xstate.done.actor.importDataSources', output: [BUILDING, PARK] },
    'submitting is refused': { type: 'xstate.error.actor.importDataSources', error: FORBIDDEN },
    [BUILDING_RUNNING]: update(BUILDING, 'running', 'Importing', '2026-11-25T10:00:00.000Z'),
    [BUILDING_DONE]: update(BUILDING, 'completed', 'Imported', '2026-11-25T10:05:00.000Z'),
    [BUILDING_LATE]: update(BUILDING, 'running', 'Importing', '2026-11-25T10:04:00.000Z'),
    [PARK_FAILED]: update(PARK, 'failed', PARK_REASON, '2026-11-25T10:06:00.000Z'),
    [OTHER_PLANS]: update(ROAD, 'failed', 'Another plan', '2026-11-25T10:07:00.000Z', OTHER_PLAN),
  },
  // Bounded, as an import after a deletion can grow the list without end.
  traversalKey: (context: Expected) =>
    `${context.dataSources.length >= 3 ? 'three or more' : context.dataSources.length} listed, ${context.batches.length > 0 ? 'imports awaited' : 'no import awaited'}, ` +
    `statuses before the answer: ${Object.values(context.unlisted).map(({ status }) => status).sort().join(' and ') || 'none'}`,
  states: {
    loading: { says: "the plan's data sources are loading", tags: ['busy'], invoked: { loadDataSources: { workPlanId: WP } } },
    loadFailed: { says: ({ failure }) => `"The data sources of this work plan could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    ready: { says: ({ dataSources }) => `the data sources in order: ${dataSources.map(({ simulation_name: name, import_status: status }) => `${name} (${status})`).join(', ') || 'none'}` },
    'ready.idle': {},
    'ready.refreshing': { says: 'a status changed: the list is read again', invoked: { reloadDataSources: { workPlanId: WP } } },
    'ready.confirmingDelete': { says: ({ deleteTarget }) => `the delete dialog asks to delete ${deleteTarget?.simulation_name} permanently` },
    'ready.deleting': { says: 'deleting', tags: ['working'], invoked: ({ deleteTarget }) => ({ deleteDataSource: { workPlanId: WP, dataSourceId: deleteTarget?.id } }) },
    'ready.reordering': { says: 'the new order shows while it is saved', tags: ['working'], invoked: ({ dataSources }) => ({ reorderDataSources: { workPlanId: WP, ids: dataSources.map(({ id }) => id) } }) },
    'ready.importing': { says: 'the import is being submitted', tags: ['working'], invoked: ({ submitting }) => ({ importDataSources: { workPlanId: WP, taskIds: submitting } }) },
  },
  transitions: {
    '*': realtimeIn(false),
    loading: {
      'the list arrives': (context) => settled(context, { dataSources: [ROAD, WATER], failure: null }),
      'loading fails': { to: 'loadFailed', context: { failure: { status: 503, message: 'The service is currently down for maintenance.' } } },
    },
    loadFailed: { Retry: { to: 'loading', context: { refreshDue: false } } },
    'ready.refreshing': {
      'the list is read again': (context) => settled(context, { dataSources: [ROAD, WATER] }),
      'reading it again fails': (context) => settled(context),
    },
    'ready.idle': {
      ...realtimeIn(true),
      [DELETE_ROAD]: ({ dataSources }) => (dataSources.some(({ id }) => id === ROAD.id) ? { to: 'ready.confirmingDelete', context: { deleteTarget: dataSources.find(({ id }) => id === ROAD.id)! } } : stay),
      [DRAG_TO_TOP]: ({ dataSources }) =>
        dataSources.length < 2
          ? stay
          : { to: 'ready.reordering', context: { previousOrder: dataSources.map(({ id }) => id), dataSources: numbered([dataSources[1]!, dataSources[0]!, ...dataSources.slice(2)]) } },
      [IMPORT_TWO]: ({ dataSources }) =>
        dataSources.some(({ task_id: task }) => task === BUILDING.task_id || task === PARK.task_id) ? stay : { to: 'ready.importing', context: { submitting: [BUILDING.task_id!, PARK.task_id!] } },
      [IMPORT_ROAD_AGAIN]: ({ dataSources }) => (dataSources.some(({ task_id: task }) => task === ROAD.task_id) ? stay : { to: 'ready.importing', context: { submitting: [ROAD.task_id!] } }),
    },
    'ready.confirmingDelete': {
      Cancel: (context) => settled(context, { deleteTarget: null }),
      Delete: 'ready.deleting',
    },
    'ready.deleting': {
      'the data source is deleted': (context) =>
        settled(
          context,
          { dataSources: numbered(context.dataSources.filter(({ id }) => id !== context.deleteTarget?.id)), deleteTarget: null },
          { toast: [TOASTS.deleted(context.deleteTarget!.simulation_name)] },
        ),
      'deleting is refused': (context) => settled(context, { deleteTarget: null }, { reportFailure: [FORBIDDEN] }),
    },
    'ready.reordering': {
      'the order is saved': (context) => settled(context, { previousOrder: null }),
      'saving the order fails': (context) =>
        settled(
          context,
          { previousOrder: null, dataSources: numbered(context.previousOrder!.map((id) => context.dataSources.find((dataSource) => dataSource.id === id)!)) },
          { toast: [TOASTS.reorderFailed] },
        ),
    },
    'ready.importing': {
      [IMPORTS_SUBMITTED]: submissionAnswered,
      'submitting is refused': (context) => settled(context, { submitting: [] }, { reportFailure: [FORBIDDEN] }),
    },
  },
});
