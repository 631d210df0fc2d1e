import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/apiError';
import type { TicketPage } from '../api/schemas/ticket.schema';
import { errorOf } from './eventParams';
import { notProvided } from './notProvided';

/** The list's id in the app's actor system: a ticket dialog tells it of each ticket sent. */
export const TICKET_LIST_ID = 'ticketList';

/** Tickets a page of the list shows. */
export const TICKETS_PAGE_SIZE = 20;

export type TicketQuery = { page: number; pageSize: number };

export type TicketListContext = { query: TicketQuery; result: TicketPage | null; failure: ApiFailure | null };

export type TicketListEvent = { type: 'page.change'; page: number } | { type: 'tickets.refresh' };

/**
 * The help centre's My Support Tickets page: the user's tickets a page at a time, newest first.
 * A ticket reported while it is open, from the page or from the Help menu, refreshes it; a failed
 * load can be tried again.
 */
export const ticketListMachine = setup({
  types: {
    context: {} as TicketListContext,
    events: {} as TicketListEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchTickets: fromPromise<TicketPage, TicketQuery>(notProvided('fetchTickets')),
  },
  actions: {
    storePage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    firstPage: assign({ query: ({ context }) => ({ ...context.query, page: 1 }) }),
    storeResult: assign({ result: (_, result: TicketPage) => result, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => toApiFailure(error) }),
  },
}).createMachine({
  id: 'ticketList',
  context: { query: { page: 1, pageSize: TICKETS_PAGE_SIZE }, result: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchTickets',
        src: 'fetchTickets',
        input: ({ context }) => context.query,
        onDone: { target: 'loaded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loaded: {},
    failed: { tags: 'error' },
  },
  on: {
    'page.change': { target: '.loading', actions: { type: 'storePage', params: ({ event }) => event.page } },
    // A new ticket is the newest: it shows on the first page.
    'tickets.refresh': { target: '.loading', actions: 'firstPage' },
  },
});
