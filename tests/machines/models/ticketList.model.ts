import type { ApiFailure } from '../../../src/api/apiError';
import type { TicketPage } from '../../../src/api/schemas/ticket.schema';
import { ticketListMachine, type TicketQuery } from '../../../src/machines/ticketList.machine';
import { apiError } from '../support/fixtures';
import { ANY } from '../support/modelExpectations';
import { machineModel } from '../support/modelPaths';

type Expected = { query: TicketQuery; result: TicketPage | null; failure: ApiFailure | null };

const page: TicketPage = {
  contents: [
    {
      id: '0b7d5c3e-2f41-4a8e-9c6d-1e2f3a4b5c6d',
      summary: 'Chart is empty',
      description: 'No bars on the funding tab.',
      type: 'minor_problem',
      status: 'open',
      support_info: { location: 'http://localhost/portfolios', user_agent: 'Chrome' },
      created_at: '2026-11-26T01:00:00.000Z',
      updated_at: '2026-11-26T01:00:00.000Z',
    },
  ],
  current_page: 1,
  page_size: 20,
  total_count: 21,
  total_pages: 2,
};

/** Issue 16: the help centre's My Support Tickets, the user's tickets 20 a page, newest first; a new ticket shows on the first page. */
export const ticketListModel = machineModel({
  name: 'ticketList',
  machine: ticketListMachine,
  starts: [{ label: 'My Support Tickets opened', state: 'loading', context: { query: { page: 1, pageSize: 20 }, result: null, failure: null } as Expected }],
  events: {
    'the user goes to page 2': { type: 'page.change', page: 2 },
    'the user reports a new ticket': { type: 'tickets.refresh' },
    'the page loads': { type: 'xstate.done.actor.fetchTickets', output: page },
    'the load fails with 500': { type: 'xstate.error.actor.fetchTickets', error: apiError(500, 'Unexpected error happened.') },
  },
  states: {
    loading: { says: ({ query }) => `page ${query.page} of the tickets loads`, tags: ['busy'], invoked: ({ query }) => ({ fetchTickets: query }) },
    loaded: { says: ({ result }) => `${result?.contents.length} ticket(s) of ${result?.total_count}` },
    failed: { says: ({ failure }) => `"${failure?.message}" with Try again`, tags: ['error'] },
  },
  transitions: {
    [ANY]: {
      'the user goes to page 2': (context: Expected) => ({ to: 'loading', context: { query: { ...context.query, page: 2 } } }),
      'the user reports a new ticket': (context: Expected) => ({ to: 'loading', context: { query: { ...context.query, page: 1 } } }),
    },
    loading: {
      'the page loads': { to: 'loaded', context: { result: page, failure: null } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
  },
});
