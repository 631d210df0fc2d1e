import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { dataSourceImportStatusSchema, type DataSource, type DataSourceImportStatus } from '../api/schemas/dataSource.schema';
import { errorOf } from './eventParams';
import { moveInOrder } from './moveInOrder';
import { notProvided } from './notProvided';
import type { RealtimeUpdate } from './realtime.machine';

/** SPEC 8's toast kinds. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** A toast for the wiring to show: an i18next key of the workPlanDataSources namespace and its values. */
export type DataSourceToast = { kind: ToastKind; key: string; params?: Record<string, string | number> };

export type DataSourceImportsInput = { workPlanId: string };

type ImportStatusUpdated = Extract<RealtimeUpdate, { type: 'realtime.data_source_import_task_status_updated' }>;

/** The data sources of one import submission whose outcome is awaited, for the overall toast. */
export type ImportBatch = { ids: string[]; ended: string[]; failed: string[] };

export type DataSourceImportsContext = {
  workPlanId: string;
  /** The plan's data sources in their order. */
  dataSources: DataSource[];
  /** The ids in their order before a reorder under way, restored if the server refuses it. */
  previousOrder: string[] | null;
  /** The simulation tasks of the import under way. */
  submitting: string[];
  /** The data source the delete dialog is open for. */
  deleteTarget: DataSource | null;
  failure: ApiFailure | null;
  /** The timestamp of the last status update applied, by data source id. */
  applied: Record<string, string>;
  /**
   * The last status update of a data source not listed yet, by its id: the server announces an
   * import's first statuses before it answers the submission, and they apply once it answered.
   */
  unlisted: Record<string, ImportStatusUpdated>;
  batches: ImportBatch[];
  /** A status update arrived: the list is read again once nothing else is under way. */
  refreshDue: boolean;
};

export type DataSourceImportsEvent =
  | { type: 'retry' }
  | { type: 'delete.open'; dataSourceId: string }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  /** A drag and drop: the data source at `from` dropped at `to`, both 0-based. */
  | { type: 'reorder'; from: number; to: number }
  /** The create page's submission: the completed simulation tasks to import. */
  | { type: 'import.submit'; taskIds: string[] }
  | RealtimeUpdate;

const NAMESPACE = 'workPlanDataSources';
const toastOf = (kind: ToastKind, key: string, params?: DataSourceToast['params']): DataSourceToast => ({ kind, key: `${NAMESPACE}:${key}`, ...(params ? { params } : {}) });

const ENDED: readonly DataSourceImportStatus[] = ['completed', 'failed'];

const inOrder = (dataSources: DataSource[]) => dataSources.map((dataSource, order) => ({ ...dataSource, order }));
const byOrder = (dataSources: DataSource[]) => [...dataSources].sort((a, b) => a.order - b.order);

/** The update's status when it is one the schema knows (the event carries a free string). */
const statusOf = (update: ImportStatusUpdated): DataSourceImportStatus | null => {
  const parsed = dataSourceImportStatusSchema.safeParse(update.status);
  return parsed.success ? parsed.data : null;
};

/** The batches once the update is counted: an ending import marks its batch; a batch whose imports all ended is done. */
function countEnding(batches: ImportBatch[], update: ImportStatusUpdated): { batches: ImportBatch[]; finished: ImportBatch[] } {
  const status = statusOf(update);
  const id = update.data_source_id;
  const counted = batches.map((batch) =>
    status && ENDED.includes(status) && batch.ids.includes(id) && !batch.ended.includes(id)
      ? { ids: batch.ids, ended: [...batch.ended, id], failed: status === 'failed' ? [...batch.failed, id] : batch.failed }
      : batch,
  );
  return {
    batches: counted.filter((batch) => batch.ended.length < batch.ids.length),
    finished: counted.filter((batch, index) => batch.ended.length === batch.ids.length && batch !== batches[index]),
  };
}

/** The data source as the update leaves it. */
const withStatus = (dataSource: DataSource, update: ImportStatusUpdated, status: DataSourceImportStatus): DataSource => ({
  ...dataSource,
  import_status: status,
  error_message: status === 'failed' ? update.message : null,
  error_key: status === 'failed' ? (update.message_key ?? null) : null,
});

/** SPEC 8: a data source's import outcome, by name, when the update ends its import. */
function outcomeToasts(dataSource: DataSource, update: ImportStatusUpdated, status: DataSourceImportStatus | null): DataSourceToast[] {
  if (dataSource.import_status === status) return [];
  const name = dataSource.simulation_name;
  if (status === 'completed') return [toastOf('success', 'toast.imported', { name })];
  // The view words the reason from its key in the user's language; the server's en-AU text is the fallback.
  if (status === 'failed') return [toastOf('error', 'toast.importFailed', { name, message: update.message, ...(update.message_key ? { messageKey: update.message_key } : {}) })];
  return [];
}

/** SPEC 8: the submission's outcome once every import of it ended. */
const batchToast = ({ ids, failed }: ImportBatch): DataSourceToast =>
  failed.length === 0 ? toastOf('success', 'toast.batchImported', { count: ids.length }) : toastOf('error', 'toast.batchFailed', { count: ids.length, failed: failed.length });

/**
 * The submission's data sources as its answer lists them, with the statuses that arrived before
 * it applied: their outcome toasts, the submission's batch (null once every import of it ended,
 * when its toast is among them).
 */
function receiveImported(context: DataSourceImportsContext, created: DataSource[]): { rows: DataSource[]; batch: ImportBatch | null; toasts: DataSourceToast[] } {
  const batch: ImportBatch = { ids: created.map(({ id }) => id), ended: [], failed: [] };
  const toasts: DataSourceToast[] = [];
  const rows = byOrder(created).map((dataSource) => {
    const update = context.unlisted[dataSource.id];
    const status = update ? statusOf(update) : null;
    if (!update || !status) return dataSource;
    toasts.push(...outcomeToasts(dataSource, update, status));
    if (ENDED.includes(status)) {
      batch.ended.push(dataSource.id);
      if (status === 'failed') batch.failed.push(dataSource.id);
    }
    return withStatus(dataSource, update, status);
  });
  const ended = created.length > 0 && batch.ended.length === created.length;
  if (ended) toasts.push(batchToast(batch));
  return { rows, batch: created.length > 0 && !ended ? batch : null, toasts };
}

/** SPEC 8: a toast for each data source submitted, by name, and one for the submission. */
const submittedToasts = (created: DataSource[]): DataSourceToast[] => [
  ...created.map(({ simulation_name: name }) => toastOf('info', 'toast.importSubmitted', { name })),
  toastOf('success', 'toast.importSubmittedAll', { count: created.length }),
];

/** The toasts an update brings, read before it is applied: its data source's outcome, and its submission's once every import of it ended. */
function statusToasts(context: DataSourceImportsContext, update: ImportStatusUpdated): DataSourceToast[] {
  const dataSource = context.dataSources.find(({ id }) => id === update.data_source_id);
  return [...(dataSource ? outcomeToasts(dataSource, update, statusOf(update)) : []), ...countEnding(context.batches, update).finished.map(batchToast)];
}

/**
 * The data sources of one work plan (SPEC 4 "Data source page"): load, delete through a dialog,
 * reorder by drag and drop (applied at once; the previous order comes back with 'Failed to update
 * Data Source order.' if the server refuses it), and the create page's import submission. An
 * import runs as a task: its data_source_import_task_status_updated events (only this plan's, SPEC
 * 4 "Real-time events"; one older than or as old as the last applied for that data source is
 * dropped) update the data source in place, toast its outcome, toast the outcome of its submission
 * once every import of it ended, and read the list again once nothing else is under way. The
 * statuses of an import that arrive before its submission is answered apply, toast and count when
 * it is.
 */
export const dataSourceImportsMachine = setup({
  types: {
    context: {} as DataSourceImportsContext,
    events: {} as DataSourceImportsEvent,
    input: {} as DataSourceImportsInput,
    tags: {} as 'busy' | 'error' | 'working',
  },
  actors: {
    loadDataSources: fromPromise<DataSource[], { workPlanId: string }>(notProvided('loadDataSources')),
    deleteDataSource: fromPromise<void, { workPlanId: string; dataSourceId: string }>(notProvided('deleteDataSource')),
    reorderDataSources: fromPromise<void, { workPlanId: string; ids: string[] }>(notProvided('reorderDataSources')),
    importDataSources: fromPromise<DataSource[], { workPlanId: string; taskIds: string[] }>(notProvided('importDataSources')),
  },
  actions: {
    toast: notProvided<[unknown, DataSourceToast]>('toast'),
    /** SPEC 8's generic handling of a failed request (a toast with the server's message). */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    /** After a submission the create page gives way to the list. */
    showList: notProvided('showList'),
    storeList: assign({ dataSources: (_, dataSources: DataSource[]) => byOrder(dataSources), failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    openDelete: assign({ deleteTarget: ({ context }, dataSourceId: string) => context.dataSources.find(({ id }) => id === dataSourceId) ?? null }),
    closeDelete: assign({ deleteTarget: null }),
    removeDeleted: assign({ dataSources: ({ context }) => inOrder(context.dataSources.filter(({ id }) => id !== context.deleteTarget?.id)), deleteTarget: null }),
    applyOrder: assign(({ context }, move: { from: number; to: number }) => ({
      previousOrder: context.dataSources.map(({ id }) => id),
      dataSources: inOrder(moveInOrder(context.dataSources, move.from, move.to)),
    })),
    keepOrder: assign({ previousOrder: null }),
    restoreOrder: assign(({ context }) => {
      const previous = context.previousOrder ?? [];
      return { dataSources: inOrder([...context.dataSources].sort((a, b) => previous.indexOf(a.id) - previous.indexOf(b.id))), previousOrder: null };
    }),
    addImported: assign(({ context }, created: DataSource[]) => {
      const { rows, batch } = receiveImported(context, created);
      const createdIds = new Set(created.map(({ id }) => id));
      return {
        dataSources: inOrder([...context.dataSources, ...rows]),
        batches: batch ? [...context.batches, batch] : context.batches,
        unlisted: Object.fromEntries(Object.entries(context.unlisted).filter(([id]) => !createdIds.has(id))),
      };
    }),
    applyStatus: assign(({ context }, update: ImportStatusUpdated) => {
      const status = statusOf(update)!;
      const listed = context.dataSources.some(({ id }) => id === update.data_source_id);
      return {
        dataSources: context.dataSources.map((dataSource) => (dataSource.id === update.data_source_id ? withStatus(dataSource, update, status) : dataSource)),
        unlisted: listed ? context.unlisted : { ...context.unlisted, [update.data_source_id]: update },
        applied: { ...context.applied, [update.data_source_id]: update.timestamp },
        batches: countEnding(context.batches, update).batches,
        refreshDue: true,
      };
    }),
    clearRefreshDue: assign({ refreshDue: false }),
    storeSubmitting: assign({ submitting: (_, taskIds: string[]) => taskIds }),
    clearSubmitting: assign({ submitting: [] }),
  },
  guards: {
    isNewUpdateHere: ({ context }, update: ImportStatusUpdated) => {
      if (update.work_plan_id !== context.workPlanId || statusOf(update) === null) return false;
      const last = context.applied[update.data_source_id];
      return last === undefined || Date.parse(update.timestamp) > Date.parse(last);
    },
    refreshDue: ({ context }) => context.refreshDue,
    isListed: ({ context }, dataSourceId: string) => context.dataSources.some(({ id }) => id === dataSourceId),
    isMove: ({ context }, move: { from: number; to: number }) => {
      const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < context.dataSources.length;
      return move.from !== move.to && inRange(move.from) && inRange(move.to);
    },
    /** SPEC 6: a simulation task already imported into the plan cannot be imported again. */
    canImport: ({ context }, taskIds: string[]) =>
      taskIds.length > 0 && new Set(taskIds).size === taskIds.length && !context.dataSources.some(({ task_id }) => task_id !== null && taskIds.includes(task_id)),
  },
}).createMachine({
  id: 'dataSourceImports',
  context: ({ input }) => ({
    workPlanId: input.workPlanId,
    dataSources: [],
    previousOrder: null,
    submitting: [],
    deleteTarget: null,
    failure: null,
    applied: {},
    unlisted: {},
    batches: [],
    refreshDue: false,
  }),
  initial: 'loading',
  on: {
    'realtime.data_source_import_task_status_updated': {
      guard: { type: 'isNewUpdateHere', params: ({ event }) => event },
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          for (const toast of statusToasts(context, event)) enqueue({ type: 'toast', params: toast });
        }),
        { type: 'applyStatus', params: ({ event }) => event },
      ],
    },
  },
  states: {
    loading: {
      tags: 'busy',
      entry: 'clearRefreshDue',
      invoke: {
        id: 'loadDataSources',
        src: 'loadDataSources',
        input: ({ context }) => ({ workPlanId: context.workPlanId }),
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'refreshDue', target: 'refreshing' },
          on: {
            'delete.open': {
              guard: { type: 'isListed', params: ({ event }) => event.dataSourceId },
              target: 'confirmingDelete',
              actions: { type: 'openDelete', params: ({ event }) => event.dataSourceId },
            },
            reorder: {
              guard: { type: 'isMove', params: ({ event }) => event },
              target: 'reordering',
              actions: { type: 'applyOrder', params: ({ event }) => event },
            },
            'import.submit': {
              guard: { type: 'canImport', params: ({ event }) => event.taskIds },
              target: 'importing',
              actions: { type: 'storeSubmitting', params: ({ event }) => event.taskIds },
            },
          },
        },
        refreshing: {
          entry: 'clearRefreshDue',
          invoke: {
            id: 'reloadDataSources',
            src: 'loadDataSources',
            input: ({ context }) => ({ workPlanId: context.workPlanId }),
            onDone: { target: 'idle', actions: { type: 'storeList', params: ({ event }) => event.output } },
            // The list already shows the update in place; the next update reads it again.
            onError: 'idle',
          },
        },
        confirmingDelete: {
          on: {
            'delete.cancel': { target: 'idle', actions: 'closeDelete' },
            'delete.confirm': 'deleting',
          },
        },
        deleting: {
          tags: 'working',
          invoke: {
            id: 'deleteDataSource',
            src: 'deleteDataSource',
            input: ({ context }) => ({ workPlanId: context.workPlanId, dataSourceId: context.deleteTarget!.id }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'toast', params: ({ context }) => toastOf('success', 'toast.deleted', { name: context.deleteTarget!.simulation_name }) }, 'removeDeleted'],
            },
            onError: { target: 'idle', actions: [{ type: 'reportFailure', params: errorOf }, 'closeDelete'] },
          },
        },
        reordering: {
          tags: 'working',
          invoke: {
            id: 'reorderDataSources',
            src: 'reorderDataSources',
            input: ({ context }) => ({ workPlanId: context.workPlanId, ids: context.dataSources.map(({ id }) => id) }),
            onDone: { target: 'idle', actions: 'keepOrder' },
            onError: { target: 'idle', actions: ['restoreOrder', { type: 'toast', params: toastOf('error', 'toast.reorderFailed') }] },
          },
        },
        importing: {
          tags: 'working',
          invoke: {
            id: 'importDataSources',
            src: 'importDataSources',
            input: ({ context }) => ({ workPlanId: context.workPlanId, taskIds: context.submitting }),
            onDone: {
              target: 'idle',
              actions: [
                'clearSubmitting',
                // Read before addImported, which applies and forgets the statuses that came before the answer.
                enqueueActions(({ context, event, enqueue }) => {
                  for (const toast of [...submittedToasts(event.output), ...receiveImported(context, event.output).toasts]) enqueue({ type: 'toast', params: toast });
                }),
                { type: 'addImported', params: ({ event }) => event.output },
                'showList',
              ],
            },
            onError: { target: 'idle', actions: ['clearSubmitting', { type: 'reportFailure', params: errorOf }] },
          },
        },
      },
    },
  },
});
