import { assign, fromPromise, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { canSelect, isSelected, type AssetKey } from '../api/rules/assetSelection';
import type { ProposedTreatmentCell, ProposedTreatmentPage, ProposedTreatmentRow } from '../api/schemas/workPlanBuilder.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** Rows per request: a few screens of the list. */
export const PROPOSED_PAGE_SIZE = 200;

/** A cell of the pivot: the treatments of one kind in one year; a year or kind alone is its row or column. */
export type TreatmentCell = { year: number | null; treatment: string | null };
export const ALL_CELLS: TreatmentCell = { year: null, treatment: null };

export type ProposedWindowQuery = { workPlanId: string; year: number | null; treatment: string | null; offset: number; limit: number };

export type BuilderTreatmentsContext = {
  workPlanId: string;
  summary: ProposedTreatmentCell[];
  cell: TreatmentCell;
  rows: ProposedTreatmentRow[];
  total: number;
  failure: ApiFailure | null;
  /** The proposed treatments chosen to go into a phase, in the order chosen; none planned already. */
  picks: ProposedTreatmentRow[];
};

export type BuilderTreatmentsEvent =
  | { type: 'retry' }
  | { type: 'cell.choose'; cell: TreatmentCell }
  | { type: 'rows.more' }
  | { type: 'pick.toggle'; row: ProposedTreatmentRow }
  | { type: 'picks.clear' }
  /** The Create Treatment form put the picks in a phase: they are planned now. */
  | { type: 'treatments.created' };

export type BuilderTreatmentsToast = { kind: 'warning'; key: string };

const assetOf = (row: ProposedTreatmentRow): AssetKey => ({ data_source_id: row.data_source_id, asset_id: row.asset_id });
const samePick = (a: ProposedTreatmentRow, b: ProposedTreatmentRow) => a.data_source_id === b.data_source_id && a.proposed_treatment_id === b.proposed_treatment_id;

/** The distinct assets the picks are of. */
export function pickedAssets(picks: readonly ProposedTreatmentRow[]): AssetKey[] {
  const assets: AssetKey[] = [];
  for (const pick of picks) if (!isSelected(assets, assetOf(pick))) assets.push(assetOf(pick));
  return assets;
}

const pageOf = ({ event }: { event: DoneActorEvent<ProposedTreatmentPage> }) => event.output;

/**
 * Builder - Treatments (SPEC 2): the plan's proposed treatments per year and kind, and the list of
 * the cell clicked, loaded a window at a time as it scrolls. Proposed treatments not yet planned
 * are picked to go into a phase; SPEC 5 allows treatments of at most 5 assets of one data source,
 * so a pick of a 6th asset is refused with 'You have already selected 5 assets. No more assets can
 * be selected.' Once the form placed them, the pivot and list are read again and the picks cleared.
 */
export const builderTreatmentsMachine = setup({
  types: {
    context: {} as BuilderTreatmentsContext,
    events: {} as BuilderTreatmentsEvent,
    input: {} as { workPlanId: string },
    tags: {} as 'busy' | 'error' | 'loadingRows' | 'rowsError',
  },
  actors: {
    fetchProposed: fromPromise<ProposedTreatmentPage, ProposedWindowQuery>(notProvided('fetchProposed')),
  },
  actions: {
    toast: notProvided<[unknown, BuilderTreatmentsToast]>('toast'),
    storeFirstPage: assign((_, page: ProposedTreatmentPage) => ({ summary: page.summary, rows: page.contents, total: page.total_count, failure: null })),
    storeNextPage: assign(({ context }, page: ProposedTreatmentPage) => ({ summary: page.summary, rows: [...context.rows, ...page.contents], total: page.total_count, failure: null })),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    storeCell: assign({ cell: (_, cell: TreatmentCell) => cell, rows: [], total: 0 }),
    togglePick: assign({
      picks: ({ context }, row: ProposedTreatmentRow) => (context.picks.some((pick) => samePick(pick, row)) ? context.picks.filter((pick) => !samePick(pick, row)) : [...context.picks, row]),
    }),
    clearPicks: assign({ picks: [] }),
  },
  guards: {
    hasMore: ({ context }) => context.rows.length < context.total,
    isPlanned: (_, row: ProposedTreatmentRow) => row.planned !== null,
    /** A pick is taken back always; a new one fits while its asset is picked already or its data source has room. */
    fits: ({ context }, row: ProposedTreatmentRow) => {
      if (context.picks.some((pick) => samePick(pick, row))) return true;
      return canSelect(pickedAssets(context.picks), assetOf(row));
    },
  },
}).createMachine({
  id: 'builderTreatments',
  context: ({ input }) => ({ workPlanId: input.workPlanId, summary: [], cell: ALL_CELLS, rows: [], total: 0, failure: null, picks: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProposed',
        src: 'fetchProposed',
        input: ({ context }) => ({ workPlanId: context.workPlanId, ...context.cell, offset: 0, limit: PROPOSED_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'storeFirstPage', params: pageOf } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'cell.choose': { target: '.loadingCell', reenter: true, actions: { type: 'storeCell', params: ({ event }) => event.cell } },
        'pick.toggle': [
          { guard: { type: 'isPlanned', params: ({ event }) => event.row } },
          { guard: { type: 'fits', params: ({ event }) => event.row }, actions: { type: 'togglePick', params: ({ event }) => event.row } },
          { actions: { type: 'toast', params: { kind: 'warning', key: 'errors.assetSelectionLimit' } } },
        ],
        'picks.clear': { actions: 'clearPicks' },
        'treatments.created': { target: '.loadingCell', reenter: true, actions: 'clearPicks' },
      },
      states: {
        idle: {
          on: { 'rows.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        // Another cell is another list: the one in flight is cancelled by leaving this state.
        loadingCell: {
          tags: 'loadingRows',
          invoke: {
            id: 'fetchProposed',
            src: 'fetchProposed',
            input: ({ context }) => ({ workPlanId: context.workPlanId, ...context.cell, offset: 0, limit: PROPOSED_PAGE_SIZE }),
            onDone: { target: 'idle', actions: { type: 'storeFirstPage', params: pageOf } },
            onError: { target: 'rowsFailed', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        loadingMore: {
          tags: 'loadingRows',
          invoke: {
            id: 'fetchProposed',
            src: 'fetchProposed',
            input: ({ context }) => ({ workPlanId: context.workPlanId, ...context.cell, offset: context.rows.length, limit: PROPOSED_PAGE_SIZE }),
            onDone: { target: 'idle', actions: { type: 'storeNextPage', params: pageOf } },
            onError: { target: 'rowsFailed', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        rowsFailed: {
          tags: 'rowsError',
          on: { retry: 'loadingCell' },
        },
      },
    },
  },
});

export type BuilderTreatmentsSnapshot = SnapshotFrom<typeof builderTreatmentsMachine>;
