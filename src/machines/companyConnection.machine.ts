import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import {
  companyConnectionUpdateSchema,
  type CompanyConnection,
  type CompanyConnectionUpdate,
} from '../api/schemas/companyConnection.schema';
import { notProvided } from './notProvided';
import { sameDraft, toConnectionDraft, toConnectionUpdate, type ConnectionDraft } from './companyConnectionDraft';

type ErrorEvent = ErrorActorEvent<unknown>;

export type ConnectionFieldChange = {
  [K in keyof ConnectionDraft]: { type: 'field.change'; field: K; value: ConnectionDraft[K] };
}[keyof ConnectionDraft];

export type CompanyConnectionContext = {
  company: CompanyConnection | null;
  draft: ConnectionDraft | null;
  failure: ApiFailure | null;
};

export type CompanyConnectionEvent = ConnectionFieldChange | { type: 'form.submit' } | { type: 'form.reset' } | { type: 'connection.retry' };

/** SPEC 6: these answers to the load end the session and show the restricted-area page. */
const REFUSAL_STATUSES = [401, 403, 404] as const;

/**
 * The company connection form of My Account (admins only): loading → editing → saving → saved |
 * failed; Save needs a change the API would accept. A refused load (401, 403, 404) ends the session through `endRefusedSession`. The
 * zero-date expiry reads as today on load and is sent as today on save; SSO type None saves
 * without the connection, which removes it; the masked client secret sent back unchanged keeps the
 * stored one.
 */
export const companyConnectionMachine = setup({
  types: {
    context: {} as CompanyConnectionContext,
    events: {} as CompanyConnectionEvent,
    tags: {} as 'busy' | 'error' | 'saved',
  },
  actors: {
    fetchConnection: fromPromise<CompanyConnection>(notProvided('fetchConnection')),
    saveConnection: fromPromise<CompanyConnection, { companyId: string; update: CompanyConnectionUpdate }>(notProvided('saveConnection')),
  },
  actions: {
    endRefusedSession: notProvided('endRefusedSession'),
    notifySaved: notProvided('notifySaved'),
    storeCompany: assign({
      company: (_, company: CompanyConnection) => company,
      draft: (_, company: CompanyConnection) => toConnectionDraft(company),
      failure: null,
    }),
    storeField: assign({
      draft: ({ context }, change: ConnectionFieldChange) => (context.draft ? { ...context.draft, [change.field]: change.value } : null),
    }),
    resetDraft: assign({ draft: ({ context }) => (context.company ? toConnectionDraft(context.company) : null), failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
  guards: {
    isRefusal: (_, error: unknown) => hasStatus(error, REFUSAL_STATUSES),
    canSave: ({ context: { company, draft } }) =>
      company !== null &&
      draft !== null &&
      !sameDraft(draft, toConnectionDraft(company)) &&
      companyConnectionUpdateSchema.safeParse(toConnectionUpdate(draft)).success,
  },
}).createMachine({
  id: 'companyConnection',
  context: { company: null, draft: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchConnection',
        src: 'fetchConnection',
        onDone: { target: 'editing', actions: { type: 'storeCompany', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }: { event: ErrorEvent }) => event.error }, target: 'refused' },
          { target: 'unavailable', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorEvent }) => event.error } },
        ],
      },
    },
    unavailable: {
      tags: 'error',
      on: { 'connection.retry': 'loading' },
    },
    refused: {
      entry: 'endRefusedSession',
      type: 'final',
    },
    editing: {
      on: {
        'field.change': { actions: { type: 'storeField', params: ({ event }) => event } },
        'form.reset': { actions: 'resetDraft' },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveConnection',
        src: 'saveConnection',
        input: ({ context }) => ({ companyId: context.company!.id, update: toConnectionUpdate(context.draft!) }),
        onDone: { target: 'saved', actions: [{ type: 'storeCompany', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorEvent }) => event.error } },
      },
    },
    saved: {
      tags: 'saved',
      on: {
        'field.change': { target: 'editing', actions: { type: 'storeField', params: ({ event }) => event } },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'field.change': { target: 'editing', actions: { type: 'storeField', params: ({ event }) => event } },
        'form.reset': { target: 'editing', actions: 'resetDraft' },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
  },
});
