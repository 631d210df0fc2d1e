import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { supportPaths } from '../../paths/supportPaths';
import { ticketPageSchema, type TicketPage } from '../../schemas/ticket.schema';

/** GET /profile/tickets/list: a page of the user's own tickets, newest first. */
export function fetchTicketsActor(api: ApiClient) {
  return fromPromise<TicketPage, { page: number; pageSize: number }>(({ input, signal }) =>
    api.request(supportPaths.listTickets.url(), ticketPageSchema, { query: { page: input.page, page_size: input.pageSize }, signal }),
  );
}

/** GET /profile/tickets: the address of the user's tickets page (SPEC 7), from its Location header. */
export function fetchTicketsLocationActor(api: ApiClient) {
  return fromPromise<string>(({ signal }) => api.location(supportPaths.ticketsPage.url(), { signal }));
}
