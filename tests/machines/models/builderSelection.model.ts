import type { WorkPlanAsset } from '../../../src/api/schemas/dataSource.schema';
import { builderSelectionMachine } from '../../../src/machines/builderSelection.machine';
import { asset, MAINS_SOURCE, ROADS_SOURCE } from '../harness/builderAssets.harness';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Expected = { selection: WorkPlanAsset[] };

/** SPEC 5 and 9: at most 5 assets from the same data source. */
const LIMIT = 5;
/** SPEC 5's message, shown as a warning toast (the namespace's text is checked by builderAssets.machine.test.ts). */
const LIMIT_WARNING = { kind: 'warning', key: 'workPlanBuilder:toast.selectionLimit' };

const ROADS = [1, 2, 3, 4, 5, 6].map((n) => asset(ROADS_SOURCE, `RD-0000${n}`, `Road ${n}`));
const MAIN = asset(MAINS_SOURCE, 'WM-00001', 'Barrabool Road main');

const same = (a: WorkPlanAsset, b: WorkPlanAsset) => a.data_source_id === b.data_source_id && a.asset_id === b.asset_id;

/** A click on an asset: a selected one is deselected; a 6th of its data source is refused with the warning and nothing changes. */
const tick = (clicked: WorkPlanAsset) => ({ selection }: Expected): ModelStep<Expected> => {
  if (selection.some((chosen) => same(chosen, clicked))) return { context: { selection: selection.filter((chosen) => !same(chosen, clicked)) } };
  if (selection.filter((chosen) => chosen.data_source_id === clicked.data_source_id).length >= LIMIT) return { calls: { toast: [LIMIT_WARNING] } };
  return { context: { selection: [...selection, clicked] } };
};

const ticks = Object.fromEntries(ROADS.map((road, index) => [`the user ticks road ${index + 1}`, tick(road)]));

/**
 * SPEC 5: assets are selected to add treatments, at most 5 from the same data source ('You have
 * already selected 5 assets. No more assets can be selected.'); the limit counts each data source
 * on its own. A click on a selected asset deselects it; Clear selection empties it.
 */
export const builderSelectionModel = machineModel({
  name: 'builderSelection',
  machine: builderSelectionMachine,
  starts: [{ label: "a work plan's Builder opens", state: 'selecting', context: { selection: [] } as Expected }],
  events: {
    ...Object.fromEntries(ROADS.map((road, index) => [`the user ticks road ${index + 1}`, { type: 'asset.toggle', asset: road }])),
    'the user ticks a water main': { type: 'asset.toggle', asset: MAIN },
    'the user clears the selection': { type: 'selection.clear' },
  },
  // How many of each data source are selected, and whether road 6 is: a refused click on road 6 leaves 5 roads without it, which no accepted click does.
  traversalKey: ({ selection }: Expected) => {
    const roads = selection.filter((chosen) => chosen.data_source_id === ROADS_SOURCE.id);
    const mains = selection.filter((chosen) => chosen.data_source_id === MAINS_SOURCE.id);
    return `${roads.length} roads${roads.some((road) => same(road, ROADS[5]!)) ? ' with road 6' : ''}, ${mains.length} mains`;
  },
  states: {
    selecting: { says: ({ selection }) => `${selection.length} asset(s) selected: ${selection.map(({ asset_id: id }) => id).join(', ') || 'none'}` },
  },
  transitions: {
    selecting: {
      ...ticks,
      'the user ticks a water main': tick(MAIN),
      'the user clears the selection': { context: { selection: [] } },
    },
  },
});
