import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { workspaceInputSchema, type WorkspaceDetail, type WorkspaceInput } from '../api/schemas/workspace.schema';
import { errorOf } from './eventParams';
import { invalidFields } from './invalidFields';
import { notProvided } from './notProvided';

export type WorkspaceField = 'name' | 'description';
const FIELDS: readonly WorkspaceField[] = ['name', 'description'];

export type CreateWorkspaceContext = {
  portfolioId: string;
  name: string;
  description: string;
  failure: ApiFailure | null;
  /** The fields the server refused, shown on the fields themselves. */
  invalid: WorkspaceField[];
};

export type CreateWorkspaceEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'form.submit' };

const EMPTY_FORM = { name: '', description: '', failure: null, invalid: [] };

/**
 * The Create Workspace dialog of a portfolio's Workspaces tab (SPEC 2 "Create Workspace" form):
 * closed → editing → creating. A refusal stays in the dialog, on the fields it names. Success
 * confirms (SPEC 8 "workspace created"), tells the tab what changed and opens the new workspace.
 */
export const createWorkspaceMachine = setup({
  types: {
    context: {} as CreateWorkspaceContext,
    events: {} as CreateWorkspaceEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'open' | 'busy' | 'error',
  },
  actors: {
    createWorkspace: fromPromise<WorkspaceDetail, { portfolioId: string; workspace: WorkspaceInput }>(notProvided('createWorkspace')),
  },
  actions: {
    notifyCreated: notProvided<[unknown, WorkspaceDetail]>('notifyCreated'),
    /** The list and the portfolio's workspace count are out of date. */
    reportCreated: notProvided<[unknown, WorkspaceDetail]>('reportCreated'),
    openWorkspace: notProvided<[unknown, WorkspaceDetail]>('openWorkspace'),
    resetForm: assign(EMPTY_FORM),
    storeName: assign({ name: (_, value: string) => value }),
    storeDescription: assign({ description: (_, value: string) => value }),
    storeFailure: assign({
      failure: (_, error: unknown) => toApiFailure(error),
      invalid: (_, error: unknown) => invalidFields(error, FIELDS),
    }),
    clearFailure: assign({ failure: null, invalid: [] }),
  },
  guards: {
    isValid: ({ context }) => workspaceInputSchema.safeParse({ name: context.name, description: context.description }).success,
  },
}).createMachine({
  id: 'createWorkspace',
  context: ({ input }) => ({ portfolioId: input.portfolioId, ...EMPTY_FORM }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'name.change': { actions: { type: 'storeName', params: ({ event }) => event.value } },
        'description.change': { actions: { type: 'storeDescription', params: ({ event }) => event.value } },
        'form.submit': { guard: 'isValid', target: 'creating' },
      },
    },
    creating: {
      tags: ['open', 'busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'createWorkspace',
        src: 'createWorkspace',
        input: ({ context }) => ({
          portfolioId: context.portfolioId,
          workspace: { name: context.name.trim(), description: context.description.trim() },
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyCreated', params: ({ event }) => event.output },
            { type: 'reportCreated', params: ({ event }) => event.output },
            { type: 'openWorkspace', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: ['open', 'error'],
      on: {
        'dialog.close': 'closed',
        'name.change': { target: 'editing', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'clearFailure'] },
        'description.change': {
          target: 'editing',
          actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'clearFailure'],
        },
        'form.submit': { guard: 'isValid', target: 'creating' },
      },
    },
  },
});
