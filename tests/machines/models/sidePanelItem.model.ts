import type { ApiFailure } from '../../../src/api/apiError';
import { sidePanelItemMachine, type SidePanelDraft, type SidePanelItemInput } from '../../../src/machines/sidePanelItem.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Expected = SidePanelItemInput & {
  item: unknown;
  failure: ApiFailure | null;
  form: string | null;
  draft: SidePanelDraft;
  attempted: boolean;
  targetId: string | null;
};

const PLAN_ID = '5a0c7e21-4b3d-4f8a-9c61-0d2e8f7b1a34';
const PROJECT_ID = '8e2b4c6d-1a3f-4e57-9b80-2c4d6e8f0a1b';
const PHASE_ID = '3f5a7c9e-2b4d-4681-a3c5-e7f9b1d3f5a7';
export const SIDE_PANEL_ITEM_INPUT: SidePanelItemInput = {
  workPlanId: PLAN_ID,
  selection: { view: 'project_details', projectId: PROJECT_ID, phaseId: null, treatmentId: null, assetId: null },
};

const project = { id: PROJECT_ID, name: 'Belmont renewal' };
const renamed = { id: PROJECT_ID, name: 'Belmont renewal stage 2' };
const unexpected = apiError(500, 'Unexpected error happened.');
const notFound = apiError(404, 'The project you are looking for does not exist in this work plan.');
const refusal = apiError(400, 'The owner must be a member of this portfolio.');
const failureOf = (status: number, message: string): ApiFailure => ({ status, message });
/** The harness's rule, standing for each view's schema: a project needs a name. */
const isValid = (draft: SidePanelDraft) => typeof draft.name === 'string' && draft.name.trim() !== '';
const fetched = { workPlanId: PLAN_ID, selection: SIDE_PANEL_ITEM_INPUT.selection };

const START: Expected = { ...SIDE_PANEL_ITEM_INPUT, item: null, failure: null, form: null, draft: {}, attempted: false, targetId: null };

/**
 * SPEC 2 "Work plan side panel", one view: its item loads (404 → the view's not-found text, another
 * failure → Retry); an editor opens a form, and Save sends only values the view accepts, else the
 * form says why under its fields (SPEC 5); a refusal keeps what was typed with the server's
 * message; deleting is permanent and asks first (SPEC 5); after a save or a deletion the view
 * loads again, and SPEC 8's toast and the page's refresh are the wiring's reportSaved/reportDeleted.
 */
export const sidePanelItemModel = machineModel({
  name: 'sidePanelItem',
  machine: sidePanelItemMachine.provide({ guards: { isDraftValid: ({ context }) => isValid(context.draft) } }),
  starts: [{ label: 'the project details view opened', input: SIDE_PANEL_ITEM_INPUT, state: 'loading', context: START }],
  events: {
    'the project loads': { type: 'xstate.done.actor.fetchItem', output: project },
    'the load answers 404': { type: 'xstate.error.actor.fetchItem', error: notFound },
    'the load fails with 500': { type: 'xstate.error.actor.fetchItem', error: unexpected },
    'the user retries': { type: 'item.retry' },
    'treatments are added from the Builder': { type: 'item.refresh' },
    'the user presses Edit': { type: 'form.open', form: 'edit', draft: { name: 'Belmont renewal' } },
    'the user clears the name': { type: 'form.change', field: 'name', value: '' },
    'the user types a new name': { type: 'form.change', field: 'name', value: 'Belmont renewal stage 2' },
    'the user presses Cancel': { type: 'form.cancel' },
    'the user presses Save': { type: 'form.submit' },
    'the project is saved': { type: 'xstate.done.actor.saveItem', output: renamed },
    'the server refuses the values': { type: 'xstate.error.actor.saveItem', error: refusal },
    'the user presses Delete': { type: 'delete.ask', targetId: PROJECT_ID },
    'the user removes a phase of the list': { type: 'delete.ask', targetId: PHASE_ID },
    'the user keeps it': { type: 'delete.cancel' },
    'the user confirms': { type: 'delete.confirm' },
    'it is deleted': { type: 'xstate.done.actor.deleteItem' },
    'the deletion fails with 500': { type: 'xstate.error.actor.deleteItem', error: unexpected },
    'the project loads again': { type: 'xstate.done.actor.refreshItem', output: renamed },
    'loading it again answers 404': { type: 'xstate.error.actor.refreshItem', error: notFound },
    'loading it again fails with 500': { type: 'xstate.error.actor.refreshItem', error: unexpected },
  },
  traversalKey: (context: Expected) => (isValid(context.draft) ? 'valid' : 'invalid'),
  states: {
    loading: { says: 'the view’s skeleton', tags: ['busy'], invoked: { fetchItem: fetched } },
    missing: { says: 'the view’s not-found text' },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    'shown.viewing': { says: ({ failure }) => `the project${failure ? `, with "${failure.message}"` : ''}` },
    'shown.editing': {
      says: ({ draft, attempted, failure }) =>
        `the form with "${String(draft.name)}"${attempted && !isValid(draft) ? ', saying why under the name' : ''}${failure ? `, showing "${failure.message}"` : ''}`,
      tags: ['formOpen'],
    },
    'shown.saving': {
      says: 'the form, Save disabled, while the server saves',
      tags: ['formOpen', 'busy'],
      invoked: ({ form, draft, item }) => ({ saveItem: { ...fetched, item, form, draft } }),
    },
    'shown.confirming': { says: 'the permanent-deletion confirmation', tags: ['confirming'] },
    'shown.deleting': { says: 'the confirmation, busy', tags: ['confirming', 'busy'], invoked: ({ targetId }) => ({ deleteItem: { ...fetched, targetId } }) },
    'shown.refreshing': { says: 'what it showed, while it loads again', tags: ['busy'], invoked: { refreshItem: fetched } },
  },
  transitions: {
    loading: {
      'the project loads': { to: 'shown.viewing', context: { item: project, failure: null } },
      'the load answers 404': 'missing',
      'the load fails with 500': { to: 'failed', context: { failure: failureOf(500, 'Unexpected error happened.') } },
    },
    failed: { 'the user retries': 'loading' },
    'shown.viewing': {
      // The Builder put treatments into a phase: what the view shows is read again, kept on screen meanwhile.
      'treatments are added from the Builder': { to: 'shown.refreshing' },
      'the user presses Edit': { to: 'shown.editing', context: { form: 'edit', draft: { name: 'Belmont renewal' }, attempted: false, failure: null } },
      'the user presses Delete': { to: 'shown.confirming', context: { targetId: PROJECT_ID, failure: null } },
      'the user removes a phase of the list': { to: 'shown.confirming', context: { targetId: PHASE_ID, failure: null } },
    },
    'shown.editing': {
      'the user clears the name': (context) => ({ context: { draft: { ...context.draft, name: '' } } }),
      'the user types a new name': (context) => ({ context: { draft: { ...context.draft, name: 'Belmont renewal stage 2' } } }),
      'the user presses Cancel': { to: 'shown.viewing', context: { form: null, draft: {}, attempted: false } },
      'the user presses Save': (context) => (isValid(context.draft) ? 'shown.saving' : { context: { attempted: true } }),
    },
    'shown.saving': {
      'the project is saved': (context) => ({
        to: 'shown.refreshing',
        context: { form: null, draft: {}, attempted: false },
        calls: { reportSaved: [{ form: context.form, saved: renamed }] },
      }),
      'the server refuses the values': { to: 'shown.editing', context: { failure: failureOf(400, 'The owner must be a member of this portfolio.') } },
    },
    'shown.confirming': {
      'the user keeps it': { to: 'shown.viewing', context: { targetId: null } },
      'the user confirms': 'shown.deleting',
    },
    'shown.deleting': {
      'it is deleted': (context) => ({ to: 'shown.refreshing', context: { targetId: null }, calls: { reportDeleted: [{ targetId: context.targetId }] } }),
      'the deletion fails with 500': { to: 'shown.viewing', context: { targetId: null, failure: failureOf(500, 'Unexpected error happened.') } },
    },
    'shown.refreshing': {
      'the project loads again': { to: 'shown.viewing', context: { item: renamed, failure: null } },
      'loading it again answers 404': 'missing',
      'loading it again fails with 500': { to: 'failed', context: { failure: failureOf(500, 'Unexpected error happened.') } },
    },
  },
});
