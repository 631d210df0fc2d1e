import { ApiError, type ApiFailure } from '../../../src/api/apiError';
import { createWorkPlanMachine } from '../../../src/machines/createWorkPlan.machine';
import { apiError, portfolio } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { createdWorkPlan } from '../support/workPlanFixtures';

type Expected = { portfolioId: string; name: string; description: string; nameTaken: boolean; failure: ApiFailure | null; invalid: string[] };

const NAME = ' Road resurfacing ';
const LONG_NAME = 'N'.repeat(51);
/** SPEC 5: a work plan's name is required and at most 50 characters, its description at most 100. */
const isValid = ({ name, description }: Pick<Expected, 'name' | 'description'>) => name.trim() !== '' && name.length <= 50 && description.length <= 100;
const SUBMIT = 'the user presses Create';
const submit = (context: Expected) => (isValid(context) ? { to: 'creating', context: { failure: null, invalid: [] } } : { context: {} });
const refusedName = new ApiError(400, {
  code: 400,
  message: 'Some of the values you entered are not valid.',
  key: 'errors.validation',
  errors: [{ path: 'body.name', message: 'must contain a visible character' }],
});
const forbidden = apiError(403, 'You have reached an area that requires special permission.');
/** A new name is not known to be taken until it is checked: the warning goes until the check answers. */
const rename = (name: string) => ({ to: 'editing.waiting', context: { name, nameTaken: false } });
/** Editing again hides the refusal. */
const editAfterRefusal = (change: Partial<Expected>) => ({ context: { ...change, failure: null, invalid: [] } });

/**
 * SPEC 2 "Create Work Plan" form in a licensed portfolio's Work Plans tab (Editors and Admins,
 * SPEC 6), SPEC 5 (name ≤ 50, description ≤ 100; 'We recommend names be unique' warns and does
 * not block), SPEC 8 "Success toasts" (work plan created). A pause in typing checks the trimmed
 * name against the portfolio's plans; a blank name is not checked, and a check that fails leaves
 * no warning. A refusal stays in the dialog: on the field the server names, else above the form.
 * Success refreshes the tab and opens the new plan.
 */
export const createWorkPlanModel = machineModel({
  name: 'createWorkPlan',
  machine: createWorkPlanMachine,
  starts: [
    {
      label: "a licensed portfolio's Work Plans tab shown",
      input: { portfolioId: portfolio.id },
      state: 'closed',
      context: { portfolioId: portfolio.id, name: '', description: '', nameTaken: false, failure: null, invalid: [] } as Expected,
    },
  ],
  traversalKey: ({ name }: Expected) => (name.trim() === '' ? 'no name' : name.length > 50 ? 'name too long' : 'named'),
  events: {
    'the user opens Create Work Plan': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user names it " Road resurfacing "': { type: 'name.change', value: NAME },
    'the user blanks the name': { type: 'name.change', value: '   ' },
    'the user types a 51-character name': { type: 'name.change', value: LONG_NAME },
    'the user describes it': { type: 'description.change', value: 'Streets and the water mains under them.' },
    [SUBMIT]: { type: 'form.submit' },
    'typing pauses': { type: 'xstate.after.nameCheckDebounce.createWorkPlan.editing.waiting' },
    'the portfolio already has a plan of that name': { type: 'xstate.done.actor.checkWorkPlanName', output: true },
    'the name is not used yet': { type: 'xstate.done.actor.checkWorkPlanName', output: false },
    'the name check fails': { type: 'xstate.error.actor.checkWorkPlanName', error: apiError(500, 'Unexpected error happened.') },
    'the work plan is created': { type: 'xstate.done.actor.createWorkPlan', output: createdWorkPlan },
    'the server refuses the name (400)': { type: 'xstate.error.actor.createWorkPlan', error: refusedName },
    'the server refuses the user (403)': { type: 'xstate.error.actor.createWorkPlan', error: forbidden },
  },
  states: {
    closed: { says: 'no dialog' },
    editing: {
      says: ({ name, description, nameTaken }) =>
        `the dialog with name "${name}" (${name.length}/50)${nameTaken ? ", warning 'We recommend names be unique'" : ''}${isValid({ name, description }) ? '' : ' (Create does nothing)'}`,
      tags: ['open'],
    },
    'editing.idle': { says: 'nothing pending' },
    'editing.waiting': { says: 'waiting for typing to pause' },
    'editing.checking': { says: 'checking the name', invoked: ({ name }) => ({ checkWorkPlanName: { portfolioId: portfolio.id, name: name.trim() } }) },
    creating: {
      says: 'the dialog, busy, while the work plan is created',
      tags: ['open', 'busy'],
      invoked: ({ name, description }) => ({ createWorkPlan: { portfolioId: portfolio.id, workPlan: { name: name.trim(), description: description.trim() } } }),
    },
    failed: {
      says: ({ failure, invalid }) => (invalid.length > 0 ? `the dialog marks the ${invalid.join(' and ')} field as refused` : `the dialog shows "${failure?.message}"`),
      tags: ['open', 'error'],
    },
  },
  transitions: {
    closed: {
      'the user opens Create Work Plan': { to: 'editing.idle', context: { name: '', description: '', nameTaken: false, failure: null, invalid: [] } },
    },
    editing: {
      'the user closes the dialog': 'closed',
      'the user names it " Road resurfacing "': rename(NAME),
      'the user blanks the name': rename('   '),
      'the user types a 51-character name': rename(LONG_NAME),
      'the user describes it': { context: { description: 'Streets and the water mains under them.' } },
      [SUBMIT]: submit,
    },
    'editing.waiting': {
      // A blank name has nothing to compare.
      'typing pauses': ({ name }: Expected) => (name.trim() === '' ? 'editing.idle' : 'editing.checking'),
    },
    'editing.checking': {
      'the portfolio already has a plan of that name': { to: 'editing.idle', context: { nameTaken: true } },
      'the name is not used yet': { to: 'editing.idle', context: { nameTaken: false } },
      'the name check fails': 'editing.idle',
    },
    creating: {
      'the work plan is created': {
        to: 'closed',
        calls: { notifyCreated: [createdWorkPlan], reportCreated: [createdWorkPlan], openWorkPlan: [createdWorkPlan] },
      },
      'the server refuses the name (400)': {
        to: 'failed',
        context: { failure: { status: 400, message: 'Some of the values you entered are not valid.', key: 'errors.validation' }, invalid: ['name'] },
      },
      'the server refuses the user (403)': {
        to: 'failed',
        context: { failure: { status: 403, message: 'You have reached an area that requires special permission.' }, invalid: [] },
      },
    },
    failed: {
      'the user closes the dialog': 'closed',
      'the user names it " Road resurfacing "': { to: 'editing.waiting', ...editAfterRefusal({ name: NAME, nameTaken: false }) },
      'the user blanks the name': { to: 'editing.waiting', ...editAfterRefusal({ name: '   ', nameTaken: false }) },
      'the user types a 51-character name': { to: 'editing.waiting', ...editAfterRefusal({ name: LONG_NAME, nameTaken: false }) },
      'the user describes it': { to: 'editing.idle', ...editAfterRefusal({ description: 'Streets and the water mains under them.' }) },
      [SUBMIT]: submit,
    },
  },
});
