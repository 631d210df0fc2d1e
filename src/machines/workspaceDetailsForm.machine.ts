import { assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { workspaceUpdateSchema, type WorkspaceDetail, type WorkspaceUpdate } from '../api/schemas/workspace.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type WorkspaceDetailsFormInput = { workspaceId: string; saved: WorkspaceUpdate };

export type WorkspaceDetailsFormContext = {
  workspaceId: string;
  /** What the server holds; Reset goes back to it. */
  saved: WorkspaceUpdate;
  draft: WorkspaceUpdate;
  failure: ApiFailure | null;
};

export type WorkspaceDetailsFormEvent =
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'form.reset' }
  | { type: 'form.submit' };

export const areDetailsDirty = ({ draft, saved }: WorkspaceDetailsFormContext) =>
  draft.name !== saved.name || draft.description !== saved.description;

const detailsOf = (workspace: WorkspaceDetail): WorkspaceUpdate => ({ name: workspace.name, description: workspace.description });

/**
 * The name and description on the workspace's Settings tab: editing ⇄ saving. Saving is offered
 * only for a changed, valid draft; the server's answer becomes the saved values and is published
 * so that the page header shows it. Whether the draft differs from the saved values goes to the
 * parent (the app actor) at every change, as `form.dirty`.
 */
export const workspaceDetailsFormMachine = setup({
  types: {
    context: {} as WorkspaceDetailsFormContext,
    events: {} as WorkspaceDetailsFormEvent,
    input: {} as WorkspaceDetailsFormInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    updateWorkspace: fromPromise<WorkspaceDetail, { workspaceId: string; changes: WorkspaceUpdate }>(notProvided('updateWorkspace')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishWorkspace: notProvided<[unknown, WorkspaceDetail]>('publishWorkspace'),
    storeName: assign({ draft: ({ context }, name: string) => ({ ...context.draft, name }) }),
    storeDescription: assign({ draft: ({ context }, description: string) => ({ ...context.draft, description }) }),
    resetDraft: assign({ draft: ({ context }) => context.saved, failure: null }),
    storeSaved: assign({
      saved: (_, workspace: WorkspaceDetail) => detailsOf(workspace),
      draft: (_, workspace: WorkspaceDetail) => detailsOf(workspace),
      failure: null,
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: areDetailsDirty(context) })),
  },
  guards: {
    canSave: ({ context }) => areDetailsDirty(context) && workspaceUpdateSchema.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'workspaceDetailsForm',
  context: ({ input }) => ({ workspaceId: input.workspaceId, saved: input.saved, draft: input.saved, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'reportDirty'] },
        'description.change': { actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'reportDirty'] },
        'form.reset': { actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateWorkspace',
        src: 'updateWorkspace',
        input: ({ context }) => ({
          workspaceId: context.workspaceId,
          changes: { name: context.draft.name.trim(), description: context.draft.description.trim() },
        }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            'reportDirty',
            { type: 'publishWorkspace', params: ({ event }) => event.output },
            'notifySaved',
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'name.change': { target: 'editing', actions: [{ type: 'storeName', params: ({ event }) => event.value }, 'reportDirty'] },
        'description.change': { target: 'editing', actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'reportDirty'] },
        'form.reset': { target: 'editing', actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
  },
});
