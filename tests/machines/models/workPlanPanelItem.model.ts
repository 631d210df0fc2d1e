import { workPlanPanelItemMachine } from '../../../src/machines/workPlanPanelItem.machine';
import { PANEL_PLAN_ID, PANEL_PROJECT_ID, type PanelPhases } from '../harness/workPlanPanelItem.harness';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = { params: Record<string, string>; data: PanelPhases | null; failure: { status: number; message: string } | null };

const PARAMS = { workPlanId: PANEL_PLAN_ID, projectId: PANEL_PROJECT_ID };
const DESIGN = { id: '0b6e2d4f-3a5c-4e7a-9c1b-2d3e4f5a6b7c', name: 'Design' };
const BUILD = { id: '1c7f3e5a-4b6d-4f8b-8d2c-3e4f5a6b7c8d', name: 'Construction' };
const PHASES: PanelPhases = [DESIGN, BUILD];
const REORDERED: PanelPhases = [BUILD, DESIGN];
const gone = apiError(404, 'The project you are looking for does not exist in this work plan.');
const broken = apiError(500, 'Unexpected error happened.');
const refused = apiError(403, 'You have reached an area that requires special permission.');

/**
 * SPEC 2 "Work plan side panel": one view of the panel (here a project's phases) loads what it
 * shows for the ids of the URL; SPEC 8: a 404 shows the kind's not-found message inside the panel,
 * any other failure a toast, with a retry. SPEC 5: deleting a phase, project or custom treatment
 * is permanent, so it is confirmed first; after it the panel shows the view above, with the
 * success toast. Dragging phases saves their order; a refused order is reloaded as it was.
 */
export const workPlanPanelItemModel = machineModel({
  name: 'workPlanPanelItem',
  machine: workPlanPanelItemMachine,
  starts: [{ label: "a project's phases chosen in the side panel", input: { params: PARAMS }, state: 'loading', context: { params: PARAMS, data: null, failure: null } as Expected }],
  events: {
    'the phases arrive': { type: 'xstate.done.actor.load', output: PHASES },
    'the project is gone (404)': { type: 'xstate.error.actor.load', error: gone },
    'the load fails (500)': { type: 'xstate.error.actor.load', error: broken },
    'the user presses Retry': { type: 'item.reload' },
    'the user presses Delete': { type: 'item.delete' },
    'the user cancels the confirmation': { type: 'delete.cancel' },
    'the user confirms the delete': { type: 'delete.confirm' },
    'the delete succeeds': { type: 'xstate.done.actor.remove' },
    'the delete is refused (403)': { type: 'xstate.error.actor.remove', error: refused },
    'someone else deleted it first (404)': { type: 'xstate.error.actor.remove', error: gone },
    'the user drags Construction first': { type: 'items.reorder', ids: [BUILD.id, DESIGN.id] },
    'the new order is saved': { type: 'xstate.done.actor.reorder', output: REORDERED },
    'the new order is refused (403)': { type: 'xstate.error.actor.reorder', error: refused },
  },
  states: {
    loading: { says: 'a loading indicator in the panel', tags: ['busy'], invoked: ({ params }) => ({ load: params }) },
    ready: { says: ({ data }) => `the phases ${data?.map((phase) => phase.name).join(', ')}` },
    confirming: { says: 'a confirmation that the delete is permanent', tags: ['confirming'] },
    deleting: { says: 'the confirmation, busy', tags: ['busy', 'confirming'], invoked: ({ params }) => ({ remove: params }) },
    reordering: { says: 'the phases in their new order, saving', tags: ['busy'], invoked: ({ params }) => ({ reorder: { params, ids: [BUILD.id, DESIGN.id] } }) },
    deleted: { says: 'the view above, with the deleted toast' },
    notFound: { says: "the kind's not-found message in the panel", tags: ['notFound'] },
    failed: { says: 'a retry in the panel, with the error toast', tags: ['error'] },
  },
  transitions: {
    loading: {
      'the phases arrive': { to: 'ready', context: { data: PHASES, failure: null } },
      'the project is gone (404)': 'notFound',
      'the load fails (500)': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } }, calls: { reportFailure: [broken] } },
    },
    ready: {
      'the user presses Retry': 'loading',
      'the user presses Delete': 'confirming',
      'the user drags Construction first': 'reordering',
    },
    confirming: { 'the user cancels the confirmation': 'ready', 'the user confirms the delete': 'deleting' },
    deleting: {
      'the delete succeeds': { to: 'deleted', calls: { showDeleted: [undefined] } },
      'the delete is refused (403)': { to: 'ready', calls: { reportFailure: [refused] } },
      'someone else deleted it first (404)': 'notFound',
    },
    reordering: {
      'the new order is saved': { to: 'ready', context: { data: REORDERED, failure: null } },
      'the new order is refused (403)': { to: 'loading', calls: { reportFailure: [refused] } },
    },
    notFound: { 'the user presses Retry': 'loading' },
    failed: { 'the user presses Retry': 'loading' },
    deleted: {},
  },
});
