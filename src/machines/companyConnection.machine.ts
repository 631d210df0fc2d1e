import { assign, fromPromise, sendParent, setup } from 'xstate';
import { hasStatus, toApiFailure, type ApiFailure } from '../api/apiError';
import {
  companyConnectionUpdateSchema,
  type CompanyConnection,
  type CompanyConnectionUpdate,
} from '../api/schemas/companyConnection.schema';
import type { AppEvent } from './app.machine';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { invalidConnectionFields, sameDraft, toConnectionDraft, toConnectionUpdate, type ConnectionDraft } from './companyConnectionDraft';

export type ConnectionFieldChange = {
  [K in keyof ConnectionDraft]: { type: 'field.change'; field: K; value: ConnectionDraft[K] };
}[keyof ConnectionDraft];

export type CompanyConnectionInput = {
  /** The day the form opened: an unset (zero-date) expiry reads, and is saved, as this day. */
  today: Date;
};

export type CompanyConnectionContext = CompanyConnectionInput & {
  company: CompanyConnection | null;
  draft: ConnectionDraft | null;
  /** The filled-in fields of the draft that the API would refuse, worked out as the draft changes. */
  invalidFields: Array<keyof ConnectionDraft>;
  failure: ApiFailure | null;
};

export type CompanyConnectionEvent = ConnectionFieldChange | { type: 'form.submit' } | { type: 'form.reset' } | { type: 'connection.retry' };

/** The draft differs from the connection as loaded or last saved. */
export const isConnectionDirty = ({ company, draft, today }: CompanyConnectionContext) =>
  company !== null && draft !== null && !sameDraft(draft, toConnectionDraft(company, today));

/** SPEC 6: these answers to the load end the session and show the restricted-area page. */
const REFUSAL_STATUSES = [401, 403, 404] as const;

/**
 * The company connection form of My Account (admins only): loading → editing → saving → saved |
 * failed; Save needs a change the API would accept. A refused load (401, 403, 404) ends the session through `endRefusedSession`. The
 * zero-date expiry reads as the input's `today` on load and is sent as that day on save (the
 * machine never reads the clock); SSO type None saves
 * without the connection, which removes it; the masked client secret sent back unchanged keeps the
 * stored one. Whether the draft differs from the connection as loaded goes to the parent (the app
 * actor) at every change, as `form.dirty`.
 */
export const companyConnectionMachine = setup({
  types: {
    context: {} as CompanyConnectionContext,
    events: {} as CompanyConnectionEvent,
    input: {} as CompanyConnectionInput,
    tags: {} as 'busy' | 'error' | 'saved',
  },
  actors: {
    fetchConnection: fromPromise<CompanyConnection>(notProvided('fetchConnection')),
    saveConnection: fromPromise<CompanyConnection, { companyId: string; update: CompanyConnectionUpdate }>(notProvided('saveConnection')),
  },
  actions: {
    endRefusedSession: notProvided('endRefusedSession'),
    notifySaved: notProvided('notifySaved'),
    storeCompany: assign(({ context }, company: CompanyConnection) => {
      const draft = toConnectionDraft(company, context.today);
      return { company, draft, invalidFields: invalidConnectionFields(draft, context.today), failure: null };
    }),
    storeField: assign(({ context }, change: ConnectionFieldChange) => {
      if (!context.draft) return {};
      const draft = { ...context.draft, [change.field]: change.value };
      return { draft, invalidFields: invalidConnectionFields(draft, context.today) };
    }),
    resetDraft: assign(({ context }) => {
      const draft = context.company ? toConnectionDraft(context.company, context.today) : null;
      return { draft, invalidFields: draft ? invalidConnectionFields(draft, context.today) : [], failure: null };
    }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    reportDirty: sendParent(({ context, self }): AppEvent => ({ type: 'form.dirty', form: self.id, dirty: isConnectionDirty(context) })),
  },
  guards: {
    isRefusal: (_, error: unknown) => hasStatus(error, REFUSAL_STATUSES),
    canSave: ({ context }) =>
      isConnectionDirty(context) && companyConnectionUpdateSchema.safeParse(toConnectionUpdate(context.draft!, context.today)).success,
  },
}).createMachine({
  id: 'companyConnection',
  context: ({ input }) => ({ today: input.today, company: null, draft: null, invalidFields: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchConnection',
        src: 'fetchConnection',
        onDone: { target: 'editing', actions: { type: 'storeCompany', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isRefusal', params: errorOf }, target: 'refused' },
          { target: 'unavailable', actions: { type: 'storeFailure', params: errorOf } },
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
        'field.change': { actions: [{ type: 'storeField', params: ({ event }) => event }, 'reportDirty'] },
        'form.reset': { actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveConnection',
        src: 'saveConnection',
        input: ({ context }) => ({ companyId: context.company!.id, update: toConnectionUpdate(context.draft!, context.today) }),
        onDone: { target: 'saved', actions: [{ type: 'storeCompany', params: ({ event }) => event.output }, 'reportDirty', 'notifySaved'] },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    saved: {
      tags: 'saved',
      on: {
        'field.change': { target: 'editing', actions: [{ type: 'storeField', params: ({ event }) => event }, 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'field.change': { target: 'editing', actions: [{ type: 'storeField', params: ({ event }) => event }, 'reportDirty'] },
        'form.reset': { target: 'editing', actions: ['resetDraft', 'reportDirty'] },
        'form.submit': { guard: 'canSave', target: 'saving' },
      },
    },
  },
});
