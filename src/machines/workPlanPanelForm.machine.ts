import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** A form's values by field name; each form's wiring and view know their own fields. */
export type PanelDraft = Record<string, unknown>;

export type PanelFormInput = { values: PanelDraft };

export type PanelFormContext = {
  /** What the form started from; Reset goes back to it. */
  saved: PanelDraft;
  draft: PanelDraft;
  /** The user pressed Save once: the fields' own messages show from then on. */
  submitted: boolean;
  failure: ApiFailure | null;
};

/** A field's new value; the view sends only its form's fields (fieldChange types them). */
export type PanelFormEvent =
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'form.reset' }
  | { type: 'form.submit' };

const outputOf = ({ event }: { event: { output: unknown } }) => event.output;

/** A typed field.change for a form of TDraft. */
export const fieldChange = <TDraft extends PanelDraft, K extends keyof TDraft & string>(field: K, value: TDraft[K]): PanelFormEvent => ({ type: 'field.change', field, value });

/**
 * A form of the side panel (a project, a phase, a treatment, Add to phase): editing ⇄ saving.
 * A submit with a draft the wiring's rules refuse (`isDraftValid`: SPEC 5 lengths, a phase's
 * dates) saves nothing and has the fields show why; the server's refusal stays in the form, its
 * message by the field it names (a phase spanning years beside the dates). `saved` gets what
 * the server answered: the wiring toasts (SPEC 8 success toasts) and moves on.
 */
export const workPlanPanelFormMachine = setup({
    types: {
      context: {} as PanelFormContext,
      events: {} as PanelFormEvent,
      input: {} as PanelFormInput,
      tags: {} as 'busy' | 'error',
    },
    actors: {
      /** Answers what the server saved, handed to `saved` as it is. */
      save: fromPromise<unknown, PanelDraft>(notProvided('save')),
    },
    actions: {
      saved: notProvided<[unknown, unknown]>('saved'),
      storeField: assign({
        draft: ({ context, event }) => (event.type === 'field.change' ? { ...context.draft, [event.field]: event.value } : context.draft),
        failure: null,
      }),
      markSubmitted: assign({ submitted: true }),
      resetDraft: assign({ draft: ({ context }) => context.saved, submitted: false, failure: null }),
      storeSaved: assign({ saved: ({ context }) => context.draft, submitted: false, failure: null }),
      storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    },
    guards: {
      isDraftValid: notProvided<[{ context: PanelFormContext }]>('isDraftValid'),
    },
  }).createMachine({
    id: 'workPlanPanelForm',
    context: ({ input }) => ({ saved: input.values, draft: input.values, submitted: false, failure: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: 'storeField' },
          'form.reset': { actions: 'resetDraft' },
          'form.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'markSubmitted' }],
        },
      },
      saving: {
        tags: 'busy',
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => context.draft,
          onDone: { target: 'editing', actions: ['storeSaved', { type: 'saved', params: outputOf }] },
          onError: { target: 'failed', actions: [{ type: 'storeFailure', params: errorOf }, 'markSubmitted'] },
        },
      },
      failed: {
        tags: 'error',
        on: {
          'field.change': { target: 'editing', actions: 'storeField' },
          'form.reset': { target: 'editing', actions: 'resetDraft' },
          'form.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'markSubmitted' }],
        },
      },
    },
  });
