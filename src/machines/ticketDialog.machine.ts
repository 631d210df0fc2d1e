import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { SupportContact } from '../api/schemas/supportContact.schema';
import { ticketInputSchema, type Ticket, type TicketInput, type TicketType } from '../api/schemas/ticket.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';
import { TICKET_LIST_ID } from './ticketList.machine';

/** What the user types; support_info is added by the submit actor, not typed (SPEC 3). */
export type TicketDraft = { summary: string; description: string; type: TicketType | null };

/** A support contact as received: its shape is checked, and a mismatch is still shown (SPEC 5). */
export type SupportContactView = Partial<SupportContact>;

export type TicketDialogContext = {
  ticket: TicketDraft;
  failure: ApiFailure | null;
  /** The user's regional support desk, kept once loaded (SPEC 3 "segment support value"). */
  contact: SupportContactView | null;
};

export type TicketDialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'summary.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'type.change'; value: TicketType }
  | { type: 'form.submit' };

const EMPTY_TICKET: TicketDraft = { summary: '', description: '', type: null };

/** The ticket model of POST /profile/tickets (SPEC 7), without the support_info the submit actor adds. */
export type TicketFields = Omit<TicketInput, 'support_info'>;

/** The draft as POST /profile/tickets takes it (trimmed), support_info aside; null while it is not valid. */
export function submittableTicket(ticket: TicketDraft): TicketFields | null {
  const parsed = ticketInputSchema.omit({ support_info: true }).safeParse(ticket);
  return parsed.success ? parsed.data : null;
}

/**
 * The Report an Issue dialog (SPEC 2, 3 "Ticket dialog state": ticket, error, submitting, isOpen,
 * segment support loading and value), in two regions: the form, and the user's support desk shown
 * beside it, loaded at the first opening. Submitting sends the ticket; 201 confirms, tells the
 * open ticket list, and closes (SPEC 4), a failure keeps the dialog
 * with what was typed, in a failed state, and goes to the generic handler (SPEC 8), as does a
 * failure to load the desk, which leaves the form usable.
 */
export const ticketDialogMachine = setup({
  types: {
    context: {} as TicketDialogContext,
    events: {} as TicketDialogEvent,
    tags: {} as 'open' | 'busy' | 'error' | 'contactLoading',
  },
  actors: {
    submitTicket: fromPromise<Ticket, TicketFields>(notProvided('submitTicket')),
    fetchSupportContact: fromPromise<SupportContactView>(notProvided('fetchSupportContact')),
  },
  actions: {
    /** SPEC 8: 'We'll be in touch with you shortly.' */
    notifySubmitted: notProvided('notifySubmitted'),
    /** SPEC 8: the generic error handler. */
    reportFailure: notProvided<[unknown, unknown]>('reportFailure'),
    resetTicket: assign({ ticket: EMPTY_TICKET, failure: null }),
    storeSummary: assign({ ticket: ({ context }, summary: string) => ({ ...context.ticket, summary }) }),
    storeDescription: assign({ ticket: ({ context }, description: string) => ({ ...context.ticket, description }) }),
    storeType: assign({ ticket: ({ context }, type: TicketType) => ({ ...context.ticket, type }) }),
    storeContact: assign({ contact: (_, contact: SupportContactView) => contact }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isValid: ({ context }) => submittableTicket(context.ticket) !== null,
  },
}).createMachine({
  id: 'ticketDialog',
  context: { ticket: EMPTY_TICKET, failure: null, contact: null },
  type: 'parallel',
  states: {
    // The desk is loaded when the dialog first opens and kept; a failed load is tried again at the next opening.
    contact: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'dialog.open': 'loading' },
        },
        loading: {
          tags: 'contactLoading',
          invoke: {
            id: 'fetchSupportContact',
            src: 'fetchSupportContact',
            onDone: { target: 'shown', actions: { type: 'storeContact', params: ({ event }) => event.output } },
            onError: { target: 'unavailable', actions: { type: 'reportFailure', params: errorOf } },
          },
        },
        shown: {},
        unavailable: {
          on: { 'dialog.open': 'loading' },
        },
      },
    },
    form: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'dialog.open': { target: 'editing', actions: 'resetTicket' } },
        },
        editing: {
          tags: 'open',
          on: {
            'dialog.close': 'closed',
            'summary.change': { actions: { type: 'storeSummary', params: ({ event }) => event.value } },
            'description.change': { actions: { type: 'storeDescription', params: ({ event }) => event.value } },
            'type.change': { actions: { type: 'storeType', params: ({ event }) => event.value } },
            'form.submit': { guard: 'isValid', target: 'submitting' },
          },
        },
        submitting: {
          tags: ['open', 'busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'submitTicket',
            src: 'submitTicket',
            input: ({ context }) => submittableTicket(context.ticket)!,
            onDone: {
              target: 'closed',
              actions: [
                'notifySubmitted',
                // My Support Tickets, when it is open (behind the Help menu's dialog, say), lists the new ticket.
                enqueueActions(({ enqueue, system }) => {
                  const list = system.get(TICKET_LIST_ID) as AnyActorRef | undefined;
                  if (list) enqueue.sendTo(list, { type: 'tickets.refresh' });
                }),
              ],
            },
            onError: { target: 'failed', actions: [{ type: 'storeFailure', params: errorOf }, { type: 'reportFailure', params: errorOf }] },
          },
        },
        failed: {
          tags: ['open', 'error'],
          on: {
            'dialog.close': 'closed',
            'summary.change': { target: 'editing', actions: [{ type: 'storeSummary', params: ({ event }) => event.value }, 'clearFailure'] },
            'description.change': { target: 'editing', actions: [{ type: 'storeDescription', params: ({ event }) => event.value }, 'clearFailure'] },
            'type.change': { target: 'editing', actions: [{ type: 'storeType', params: ({ event }) => event.value }, 'clearFailure'] },
            'form.submit': { guard: 'isValid', target: 'submitting' },
          },
        },
      },
    },
  },
});
