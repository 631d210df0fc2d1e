import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { canSelect, toggleAsset } from '../api/rules/assetSelection';
import type { WorkPlanAsset } from '../api/schemas/dataSource.schema';
import type { TreatmentPick } from './createTreatment.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** A toast for the wiring to show: an i18next key of the workPlanBuilder namespace. */
export type BuilderSelectionToast = { kind: 'warning'; key: string };

export type BuilderSelectionInput = { workPlanId: string };

/** Whose proposed treatments Add treatments asks for: the selected assets of the plan. */
export type FindSelectionTreatmentsInput = { workPlanId: string; assets: WorkPlanAsset[] };

export type BuilderSelectionContext = {
  workPlanId: string;
  /** The selected assets in the order they were selected, at most 5 of a data source (SPEC 5). */
  selection: WorkPlanAsset[];
  /** While Create Treatment is open: the selected assets' proposed treatments not in a phase yet. */
  picks: TreatmentPick[];
};

export type BuilderSelectionEvent =
  | { type: 'asset.toggle'; asset: WorkPlanAsset }
  | { type: 'selection.clear' }
  | { type: 'treatments.add' }
  | { type: 'treatments.cancel' }
  | { type: 'treatments.added' };

/**
 * The assets selected in a work plan's Builder, from which treatments are added (SPEC 5). It is
 * the Builder's, not one view's, so that a selection survives a switch between its views. A click
 * toggles an asset; a 6th asset of one data source is refused with the warning 'You have already
 * selected 5 assets. No more assets can be selected.' and the selection stays as it was. Add
 * treatments finds the selected assets' proposed treatments that are not in a phase yet and
 * holds them while Create Treatment puts them into one (SPEC 5: treatments go into a phase only);
 * once they are in, the selection is done with and clears. The selection stays as it is while
 * they are found and while the form is open.
 */
export const builderSelectionMachine = setup({
  types: {
    context: {} as BuilderSelectionContext,
    events: {} as BuilderSelectionEvent,
    input: {} as BuilderSelectionInput,
    tags: {} as 'busy' | 'adding',
  },
  actors: {
    findTreatments: fromPromise<TreatmentPick[], FindSelectionTreatmentsInput>(notProvided('findTreatments')),
  },
  actions: {
    toast: notProvided<[unknown, BuilderSelectionToast]>('toast'),
    /** The selected assets' treatments could not be found: the wiring says why (SPEC 8). */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    /** Treatments went into a phase: the wiring has whatever shows the plan's phases read them again. */
    reportAdded: notProvided<[unknown]>('reportAdded'),
    toggleSelected: assign({ selection: ({ context }, asset: WorkPlanAsset) => toggleAsset(context.selection, asset).selection }),
    clearSelection: assign({ selection: [] }),
    storePicks: assign({ picks: (_, picks: TreatmentPick[]) => picks }),
    clearPicks: assign({ picks: [] }),
  },
  guards: {
    canToggle: ({ context }, asset: WorkPlanAsset) => canSelect(context.selection, asset),
    hasSelection: ({ context }) => context.selection.length > 0,
  },
}).createMachine({
  id: 'builderSelection',
  context: ({ input }) => ({ workPlanId: input.workPlanId, selection: [], picks: [] }),
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'asset.toggle': [
          { guard: { type: 'canToggle', params: ({ event }) => event.asset }, actions: { type: 'toggleSelected', params: ({ event }) => event.asset } },
          { actions: { type: 'toast', params: { kind: 'warning', key: 'workPlanBuilder:toast.selectionLimit' } } },
        ],
        'selection.clear': { actions: 'clearSelection' },
        'treatments.add': { guard: 'hasSelection', target: 'findingTreatments' },
      },
    },
    findingTreatments: {
      tags: 'busy',
      invoke: {
        id: 'findTreatments',
        src: 'findTreatments',
        input: ({ context }) => ({ workPlanId: context.workPlanId, assets: context.selection }),
        onDone: { target: 'adding', actions: { type: 'storePicks', params: ({ event }) => event.output } },
        onError: { target: 'selecting', actions: { type: 'reportFailure', params: errorOf } },
      },
    },
    adding: {
      tags: 'adding',
      on: {
        'treatments.cancel': { target: 'selecting', actions: 'clearPicks' },
        'treatments.added': { target: 'selecting', actions: ['clearPicks', 'clearSelection', 'reportAdded'] },
      },
    },
  },
});

export type BuilderSelectionSnapshot = SnapshotFrom<typeof builderSelectionMachine>;

/** The selected assets (at most 5 of each data source), for adding treatments from them. */
export const selectSelectedAssets = (snapshot: BuilderSelectionSnapshot): WorkPlanAsset[] => snapshot.context.selection;

/** What Create Treatment is told goes in: the treatments found, how many assets they are of, and how many assets were selected. */
export function selectAddition({ context }: BuilderSelectionSnapshot): { treatments: number; assets: number; selected: number } {
  const assets = new Set(context.picks.map((pick) => `${pick.source_id}\u0000${pick.asset_id}`));
  return { treatments: context.picks.length, assets: assets.size, selected: context.selection.length };
}
