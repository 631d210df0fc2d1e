import type { ApiFailure } from '../../../src/api/apiError';
import type { ProposedTreatmentCell, ProposedTreatmentPage, ProposedTreatmentRow } from '../../../src/api/schemas/workPlanBuilder.schema';
import { builderTreatmentsMachine } from '../../../src/machines/builderTreatments.machine';
import { FIRST_PAGE, NEXT_PAGE, PLANNED, ROAD_1_AGAIN, ROAD_TREATMENTS, TREATMENTS_WORK_PLAN_ID as WP } from '../harness/builderTreatments.harness';
import { apiError } from '../support/fixtures';
import { machineModel, type ModelStep } from '../support/modelPaths';

type Cell = { year: number | null; treatment: string | null };
type Expected = { workPlanId: string; summary: ProposedTreatmentCell[]; cell: Cell; rows: ProposedTreatmentRow[]; total: number; failure: ApiFailure | null; picks: ProposedTreatmentRow[] };

/** SPEC 5 and 9: treatments of at most 5 assets from the same data source. */
const LIMIT = 5;
/** SPEC 5's message, 'You have already selected 5 assets. No more assets can be selected.', from the shared error texts. */
const LIMIT_WARNING = { kind: 'warning', key: 'errors.assetSelectionLimit' };
const WINDOW = 200;
const ALL: Cell = { year: null, treatment: null };
const RESURFACE_2027: Cell = { year: 2027, treatment: 'Resurface' };
const SERVER_DOWN = apiError(503, 'The service is currently down for maintenance.');
const DOWN: ApiFailure = { status: 503, message: 'The service is currently down for maintenance.' };
const START: Expected = { workPlanId: WP, summary: [], cell: ALL, rows: [], total: 0, failure: null, picks: [] };

const same = (a: ProposedTreatmentRow, b: ProposedTreatmentRow) => a.data_source_id === b.data_source_id && a.proposed_treatment_id === b.proposed_treatment_id;
const sameAsset = (a: ProposedTreatmentRow, b: ProposedTreatmentRow) => a.data_source_id === b.data_source_id && a.asset_id === b.asset_id;

/** A tick on a treatment: a planned one cannot be picked; a picked one is unpicked; a 6th asset of its data source is refused with the warning. */
const tick = (row: ProposedTreatmentRow) => ({ picks }: Expected): ModelStep<Expected> => {
  if (row.planned) return {};
  if (picks.some((pick) => same(pick, row))) return { context: { picks: picks.filter((pick) => !same(pick, row)) } };
  const assets = picks.filter((pick, index) => pick.data_source_id === row.data_source_id && picks.findIndex((other) => sameAsset(other, pick)) === index);
  if (!assets.some((pick) => sameAsset(pick, row)) && assets.length >= LIMIT) return { calls: { toast: [LIMIT_WARNING] } };
  return { context: { picks: [...picks, row] } };
};

const firstWindow = (page: ProposedTreatmentPage) => ({ summary: page.summary, rows: page.contents, total: page.total_count, failure: null });
const query = ({ cell }: Expected, offset: number) => ({ fetchProposed: { workPlanId: WP, year: cell.year, treatment: cell.treatment, offset, limit: WINDOW } });

const tickLabel = (n: number) => `the user ticks road ${n}'s treatment`;
const TICKS = {
  ...Object.fromEntries(ROAD_TREATMENTS.map((row, index) => [tickLabel(index + 1), { type: 'pick.toggle', row }])),
  "the user ticks road 1's second treatment": { type: 'pick.toggle', row: ROAD_1_AGAIN },
  'the user ticks a planned treatment': { type: 'pick.toggle', row: PLANNED },
};
const tickSteps = Object.fromEntries(Object.entries(TICKS).map(([label, event]) => [label, tick(event.row)]));

const CHOOSE = 'the user clicks the 2027 Resurface cell';
const PLACED = 'the picked treatments went into a phase';
const CLEAR = 'the user clears the picks';
const choose = { to: 'ready.loadingCell', context: { cell: RESURFACE_2027, rows: [], total: 0 } };
const placed = { to: 'ready.loadingCell', context: { picks: [] } };

/**
 * Builder - Treatments (SPEC 2): the pivot and the list of the cell clicked, read a window at a
 * time; picked proposed treatments (SPEC 5: of at most 5 assets of one data source; a planned one
 * cannot be picked again) go into a phase, after which the view reads them again as planned.
 */
export const builderTreatmentsModel = machineModel({
  name: 'builderTreatments',
  machine: builderTreatmentsMachine,
  starts: [{ label: 'Builder - Treatments opens', input: { workPlanId: WP }, state: 'loading', context: START }],
  events: {
    'the first window arrives': { type: 'xstate.done.actor.fetchProposed', output: FIRST_PAGE },
    'the next window arrives': { type: 'xstate.done.actor.fetchProposed', output: NEXT_PAGE },
    'loading fails': { type: 'xstate.error.actor.fetchProposed', error: SERVER_DOWN },
    Retry: { type: 'retry' },
    [CHOOSE]: { type: 'cell.choose', cell: RESURFACE_2027 },
    'the user scrolls to the end of the list': { type: 'rows.more' },
    ...TICKS,
    [CLEAR]: { type: 'picks.clear' },
    [PLACED]: { type: 'treatments.created' },
  },
  traversalKey: ({ picks, rows }: Expected) => `${picks.length} picks${picks.some((pick) => same(pick, ROAD_TREATMENTS[5]!)) ? ' with road 6' : ''}; ${rows.length} rows`,
  states: {
    loading: { says: 'the pivot and the first treatments are loading', tags: ['busy'], invoked: (context) => query(context, 0) },
    failed: { says: ({ failure }) => `"The proposed treatments of this work plan could not be loaded. ${failure?.message}" with Retry`, tags: ['error'] },
    'ready.idle': { says: ({ rows, total, picks }) => `the pivot; ${rows.length} of ${total} treatments listed; ${picks.length} picked` },
    'ready.loadingCell': { says: 'the list of the cell is loading', tags: ['loadingRows'], invoked: (context) => query(context, 0) },
    'ready.loadingMore': { says: 'the next treatments are loading below the list', tags: ['loadingRows'], invoked: (context) => query(context, context.rows.length) },
    'ready.rowsFailed': { says: ({ failure }) => `"These proposed treatments could not be loaded. ${failure?.message}" with Retry`, tags: ['rowsError'] },
  },
  transitions: {
    loading: {
      'the first window arrives': { to: 'ready.idle', context: firstWindow(FIRST_PAGE) },
      'the next window arrives': { to: 'ready.idle', context: firstWindow(NEXT_PAGE) },
      'loading fails': { to: 'failed', context: { failure: DOWN } },
    },
    failed: { Retry: 'loading' },
    'ready.idle': {
      [CHOOSE]: choose,
      'the user scrolls to the end of the list': ({ rows, total }) => (rows.length < total ? { to: 'ready.loadingMore' } : {}),
      ...tickSteps,
      [CLEAR]: { context: { picks: [] } },
      [PLACED]: placed,
    },
    'ready.loadingCell': {
      'the first window arrives': { to: 'ready.idle', context: firstWindow(FIRST_PAGE) },
      'the next window arrives': { to: 'ready.idle', context: firstWindow(NEXT_PAGE) },
      'loading fails': { to: 'ready.rowsFailed', context: { failure: DOWN } },
      [CHOOSE]: choose,
      ...tickSteps,
      [CLEAR]: { context: { picks: [] } },
      [PLACED]: placed,
    },
    'ready.loadingMore': {
      'the first window arrives': ({ rows }) => ({ to: 'ready.idle', context: { summary: FIRST_PAGE.summary, rows: [...rows, ...FIRST_PAGE.contents], total: FIRST_PAGE.total_count, failure: null } }),
      'the next window arrives': ({ rows }) => ({ to: 'ready.idle', context: { summary: NEXT_PAGE.summary, rows: [...rows, ...NEXT_PAGE.contents], total: NEXT_PAGE.total_count, failure: null } }),
      'loading fails': { to: 'ready.rowsFailed', context: { failure: DOWN } },
      [CHOOSE]: choose,
      ...tickSteps,
      [CLEAR]: { context: { picks: [] } },
      [PLACED]: placed,
    },
    'ready.rowsFailed': {
      Retry: 'ready.loadingCell',
      [CHOOSE]: choose,
      ...tickSteps,
      [CLEAR]: { context: { picks: [] } },
      [PLACED]: placed,
    },
  },
});
