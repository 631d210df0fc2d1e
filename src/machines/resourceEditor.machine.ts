import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { attachmentInputSchema, type Attachment, type AttachmentInput } from '../api/schemas/attachment.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

export type ResourceDraft = { name: string; url: string; description: string };

export type ResourceEditorContext = {
  portfolioId: string;
  /** The resource being changed; null when adding one. */
  editing: Attachment | null;
  draft: ResourceDraft;
  failure: ApiFailure | null;
};

export type ResourceEditorEvent =
  | { type: 'editor.add' }
  | { type: 'editor.edit'; resource: Attachment }
  | { type: 'editor.close' }
  | { type: 'field.change'; field: keyof ResourceDraft; value: string }
  | { type: 'form.submit' };

const EMPTY_DRAFT: ResourceDraft = { name: '', url: '', description: '' };

/**
 * The dialog that adds a resource or changes one: a link with a name (100) and a description
 * (500). The saved resource is reported to the list, which shows it without a reload.
 */
export const resourceEditorMachine = setup({
  types: {
    context: {} as ResourceEditorContext,
    events: {} as ResourceEditorEvent,
    input: {} as { portfolioId: string },
    tags: {} as 'open' | 'busy',
  },
  actors: {
    saveResource: fromPromise<Attachment, { portfolioId: string; attachmentId: string | null; fields: AttachmentInput }>(
      notProvided('saveResource'),
    ),
  },
  actions: {
    notifySaved: notProvided<[unknown, { created: boolean }]>('notifySaved'),
    reportSaved: notProvided<[unknown, Attachment]>('reportSaved'),
    startAdding: assign({ editing: null, draft: EMPTY_DRAFT, failure: null }),
    startEditing: assign({
      editing: (_, resource: Attachment) => resource,
      draft: (_, resource: Attachment) => ({ name: resource.name, url: resource.url, description: resource.description }),
      failure: null,
    }),
    storeField: assign({
      draft: ({ context }, { field, value }: { field: keyof ResourceDraft; value: string }) => ({ ...context.draft, [field]: value }),
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isValid: ({ context }) => attachmentInputSchema.safeParse(context.draft).success,
  },
}).createMachine({
  id: 'resourceEditor',
  context: ({ input }) => ({ portfolioId: input.portfolioId, editing: null, draft: EMPTY_DRAFT, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'editor.add': { target: 'editing', actions: 'startAdding' },
        'editor.edit': { target: 'editing', actions: { type: 'startEditing', params: ({ event }) => event.resource } },
      },
    },
    editing: {
      tags: 'open',
      on: {
        'editor.close': 'closed',
        'field.change': { actions: { type: 'storeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'form.submit': { guard: 'isValid', target: 'saving' },
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'saveResource',
        src: 'saveResource',
        input: ({ context }) => ({
          portfolioId: context.portfolioId,
          attachmentId: context.editing?.id ?? null,
          fields: attachmentInputSchema.parse(context.draft),
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'reportSaved', params: ({ event }) => event.output },
            { type: 'notifySaved', params: ({ context }) => ({ created: context.editing === null }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
  },
});
