import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type DeleteWorkspaceInput = { workspaceId: string; workspaceName: string };

export type DeleteWorkspaceContext = DeleteWorkspaceInput & {
  /** What the user typed to confirm; it must be the workspace's name. */
  typedName: string;
  failure: ApiFailure | null;
};

export type DeleteWorkspaceEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  | { type: 'delete.confirm' };

/**
 * Deleting a workspace is permanent (SPEC 5): its simulations go with it, so the dialog's Delete
 * works only once the user has typed the workspace's exact name. Success leaves the workspace
 * for its portfolio's Workspaces tab.
 */
export const deleteWorkspaceMachine = setup({
  types: {
    context: {} as DeleteWorkspaceContext,
    events: {} as DeleteWorkspaceEvent,
    input: {} as DeleteWorkspaceInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    deleteWorkspace: fromPromise<void, { workspaceId: string; confirmName: string }>(notProvided('deleteWorkspace')),
  },
  actions: {
    notifyDeleted: notProvided<[unknown, { name: string }]>('notifyDeleted'),
    leaveWorkspace: notProvided('leaveWorkspace'),
    clearTyping: assign({ typedName: '', failure: null }),
    storeTypedName: assign({ typedName: (_, value: string) => value }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    nameMatches: ({ context }) => context.typedName.trim() === context.workspaceName,
  },
}).createMachine({
  id: 'deleteWorkspace',
  context: ({ input }) => ({ ...input, typedName: '', failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'confirming', actions: 'clearTyping' } },
    },
    confirming: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'name.change': { actions: { type: 'storeTypedName', params: ({ event }) => event.value } },
        'delete.confirm': { guard: 'nameMatches', target: 'deleting' },
      },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteWorkspace',
        src: 'deleteWorkspace',
        input: ({ context }) => ({ workspaceId: context.workspaceId, confirmName: context.typedName.trim() }),
        onDone: {
          target: 'deleted',
          actions: [{ type: 'notifyDeleted', params: ({ context }) => ({ name: context.workspaceName }) }, 'leaveWorkspace'],
        },
        onError: { target: 'confirming', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    deleted: {
      type: 'final',
    },
  },
});
