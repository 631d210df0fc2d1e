import type { WorkPlanAsset } from '../../../src/api/schemas/dataSource.schema';
import { builderSelectionMachine } from '../../../src/machines/builderSelection.machine';
import type { TreatmentPick } from '../../../src/machines/createTreatment.machine';
import { asset, MAINS_SOURCE, ROADS_SOURCE } from '../harness/builderAssets.harness';
import { SELECTION_WORK_PLAN_ID as WP } from '../harness/builderSelection.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Expected = { workPlanId: string; selection: WorkPlanAsset[]; picks: TreatmentPick[] };

/** SPEC 5 and 9: at most 5 assets from the same data source. */
const LIMIT = 5;
/** SPEC 5's message, shown as a warning toast (the namespace's text is checked by builderAssets.machine.test.ts). */
const LIMIT_WARNING = { kind: 'warning', key: 'workPlanBuilder:toast.selectionLimit' };

const ROADS = [1, 2, 3, 4, 5, 6].map((n) => asset(ROADS_SOURCE, `RD-0000${n}`, `Road ${n}`));
const MAIN = asset(MAINS_SOURCE, 'WM-00001', 'Barrabool Road main');

/** Two proposed treatments of road 1 and one of the main, none in a phase yet. */
const FOUND: TreatmentPick[] = [
  { source_id: ROADS_SOURCE.id, asset_id: 'RD-00001', proposed_treatment_id: 11 },
  { source_id: ROADS_SOURCE.id, asset_id: 'RD-00001', proposed_treatment_id: 12 },
  { source_id: MAINS_SOURCE.id, asset_id: 'WM-00001', proposed_treatment_id: 4 },
];
const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');

const same = (a: WorkPlanAsset, b: WorkPlanAsset) => a.data_source_id === b.data_source_id && a.asset_id === b.asset_id;

/** A click on an asset: a selected one is deselected; a 6th of its data source is refused with the warning and nothing changes. */
const tick = (clicked: WorkPlanAsset) => ({ selection }: Expected): ModelStep<Expected> => {
  if (selection.some((chosen) => same(chosen, clicked))) return { context: { selection: selection.filter((chosen) => !same(chosen, clicked)) } };
  if (selection.filter((chosen) => chosen.data_source_id === clicked.data_source_id).length >= LIMIT) return { calls: { toast: [LIMIT_WARNING] } };
  return { context: { selection: [...selection, clicked] } };
};

const ticks = Object.fromEntries(ROADS.map((road, index) => [`the user ticks road ${index + 1}`, tick(road)]));

const ADD = 'the user presses Add treatments';

/**
 * SPEC 5: assets are selected to add treatments, at most 5 from the same data source ('You have
 * already selected 5 assets. No more assets can be selected.'); the limit counts each data source
 * on its own. A click on a selected asset deselects it; Clear selection empties it. Add treatments
 * (with something selected) finds the selected assets' proposed treatments not yet in a phase and
 * opens Create Treatment with them; once they are in a phase the selection clears, and a cancel
 * keeps it. A failed search is reported (SPEC 8) and the selection stays.
 */
export const builderSelectionModel = machineModel({
  name: 'builderSelection',
  machine: builderSelectionMachine,
  starts: [{ label: "a work plan's Builder opens", input: { workPlanId: WP }, state: 'selecting', context: { workPlanId: WP, selection: [], picks: [] } as Expected }],
  events: {
    ...Object.fromEntries(ROADS.map((road, index) => [`the user ticks road ${index + 1}`, { type: 'asset.toggle', asset: road }])),
    'the user ticks a water main': { type: 'asset.toggle', asset: MAIN },
    'the user clears the selection': { type: 'selection.clear' },
    [ADD]: { type: 'treatments.add' },
    'their unplanned treatments are found': { type: 'xstate.done.actor.findTreatments', output: FOUND },
    'finding them fails': { type: 'xstate.error.actor.findTreatments', error: SERVER_DOWN },
    'the user cancels Create Treatment': { type: 'treatments.cancel' },
    'the treatments are added into a phase': { type: 'treatments.added' },
  },
  // How many of each data source are selected, and whether road 6 is: a refused click on road 6 leaves 5 roads without it, which no accepted click does.
  traversalKey: ({ selection }: Expected) => {
    const roads = selection.filter((chosen) => chosen.data_source_id === ROADS_SOURCE.id);
    const mains = selection.filter((chosen) => chosen.data_source_id === MAINS_SOURCE.id);
    return `${roads.length} roads${roads.some((road) => same(road, ROADS[5]!)) ? ' with road 6' : ''}, ${mains.length} mains`;
  },
  states: {
    selecting: { says: ({ selection }) => `${selection.length} asset(s) selected: ${selection.map(({ asset_id: id }) => id).join(', ') || 'none'}` },
    findingTreatments: {
      says: "Add treatments is busy finding the selected assets' proposed treatments",
      tags: ['busy'],
      invoked: ({ selection }) => ({ findTreatments: { workPlanId: WP, assets: selection } }),
    },
    adding: { says: ({ picks }) => `Create Treatment is open with ${picks.length} proposed treatment(s)`, tags: ['adding'] },
  },
  transitions: {
    selecting: {
      ...ticks,
      'the user ticks a water main': tick(MAIN),
      'the user clears the selection': { context: { selection: [] } },
      // Nothing selected, nothing to add: the action waits for a selection.
      [ADD]: ({ selection }) => (selection.length > 0 ? 'findingTreatments' : {}),
    },
    findingTreatments: {
      'their unplanned treatments are found': { to: 'adding', context: { picks: FOUND } },
      'finding them fails': { to: 'selecting', calls: { reportFailure: [SERVER_DOWN] } },
    },
    adding: {
      'the user cancels Create Treatment': { to: 'selecting', context: { picks: [] } },
      // Whatever shows the plan's phases (the side panel's open view) reads them again.
      'the treatments are added into a phase': { to: 'selecting', context: { picks: [], selection: [] }, calls: { reportAdded: [undefined] } },
    },
  },
});
