import { assign, setup, type SnapshotFrom } from 'xstate';
import { canSelect, toggleAsset } from '../api/rules/assetSelection';
import type { WorkPlanAsset } from '../api/schemas/dataSource.schema';
import { notProvided } from './notProvided';

/** A toast for the wiring to show: an i18next key of the workPlanBuilder namespace. */
export type BuilderSelectionToast = { kind: 'warning'; key: string };

export type BuilderSelectionContext = {
  /** The selected assets in the order they were selected, at most 5 of a data source (SPEC 5). */
  selection: WorkPlanAsset[];
};

export type BuilderSelectionEvent = { type: 'asset.toggle'; asset: WorkPlanAsset } | { type: 'selection.clear' };

/**
 * The assets selected in a work plan's Builder, from which treatments are added (SPEC 5). It is
 * the Builder's, not one view's, so that a selection survives a switch between its views. A click
 * toggles an asset; a 6th asset of one data source is refused with the warning 'You have already
 * selected 5 assets. No more assets can be selected.' and the selection stays as it was.
 */
export const builderSelectionMachine = setup({
  types: {
    context: {} as BuilderSelectionContext,
    events: {} as BuilderSelectionEvent,
  },
  actions: {
    toast: notProvided<[unknown, BuilderSelectionToast]>('toast'),
    toggleSelected: assign({ selection: ({ context }, asset: WorkPlanAsset) => toggleAsset(context.selection, asset).selection }),
    clearSelection: assign({ selection: [] }),
  },
  guards: {
    canToggle: ({ context }, asset: WorkPlanAsset) => canSelect(context.selection, asset),
  },
}).createMachine({
  id: 'builderSelection',
  context: { selection: [] },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'asset.toggle': [
          { guard: { type: 'canToggle', params: ({ event }) => event.asset }, actions: { type: 'toggleSelected', params: ({ event }) => event.asset } },
          { actions: { type: 'toast', params: { kind: 'warning', key: 'workPlanBuilder:toast.selectionLimit' } } },
        ],
        'selection.clear': { actions: 'clearSelection' },
      },
    },
  },
});

export type BuilderSelectionSnapshot = SnapshotFrom<typeof builderSelectionMachine>;

/** The selected assets (at most 5 of each data source), for adding treatments from them. */
export const selectSelectedAssets = (snapshot: BuilderSelectionSnapshot): WorkPlanAsset[] => snapshot.context.selection;
