import { and, assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** A name and a description, as the form edits them and as the save sends them. */
export type Details = { name: string; description: string };

export type DetailsFormInput = { id: string; saved: Details };

export type SaveDetailsInput = { id: string; changes: Details };

export type DetailsFormContext = {
  /** The portfolio or workspace whose details these are. */
  id: string;
  /** What the server holds; Reset goes back to it. */
  saved: Details;
  draft: Details;
  failure: ApiFailure | null;
};

export type DetailsFormEvent =
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'form.reset' }
  | { type: 'form.submit' };

export const areDetailsDirty = ({ draft, saved }: DetailsFormContext) =>
  draft.name !== saved.name || draft.description !== saved.description;

const detailsOf = ({ name, description }: Details): Details => ({ name, description });

/**
 * The name and description on a portfolio's or a workspace's Settings tab: editing ⇄ saving.
 * Saving is offered only for a changed draft that the wiring's schema accepts (`isDraftValid`);
 * the server's answer, the whole saved record, becomes the saved values and is published so that
 * the page header shows it. Whether the draft differs from the saved values goes to the parent
 * (the app actor) at every change, as `form.dirty`.
 */
export const detailsFormMachine = setup({
  types: {
    context: {} as DetailsFormContext,
    events: {} as DetailsFormEvent,
    input: {} as DetailsFormInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    saveDetails: fromPromise<Details, SaveDetailsInput>(notProvided('saveDetails')),
  },
  actions: {
    notifySaved: notProvided('notifySaved'),
    publishSaved: notProvided<[unknown, Details]>('publishSaved'),
    storeName: assign({ draft: ({ context }, name: string) => ({ ...context.draft, name }) }),
    storeDescription: assign({ draft: ({ context }, description: string) => ({ ...context.draft, description }) }),
    resetDraft: assign({ draft: ({ context }) => context.saved, failure: null }),
    storeSaved: assign({
      saved: (_, saved: Details) => detailsOf(saved),
      draft: (_, saved: Details) => detailsOf(saved),
      failure: null,
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: areDetailsDirty(context) })),
  },
  guards: {
    isDirty: ({ context }) => areDetailsDirty(context),
    /** Each wiring checks the draft against its own request schema (SPEC 5 lengths). */
    isDraftValid: notProvided<[{ context: DetailsFormContext }]>('isDraftValid'),
    canSave: and(['isDirty', 'isDraftValid']),
  },
}).createMachine({
  id: 'detailsForm',
  context: ({ input }) => ({ id: input.id, saved: input.saved, draft: input.saved, failure: null }),
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
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => ({
          id: context.id,
          changes: { name: context.draft.name.trim(), description: context.draft.description.trim() },
        }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            'reportDirty',
            { type: 'publishSaved', params: ({ event }) => event.output },
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
