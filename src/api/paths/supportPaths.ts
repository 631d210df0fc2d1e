import { definePath } from './definePath';

/** SPEC 7 "Profile and support": the signed-in user's support tickets and their regional support desk. */
export const supportPaths = {
  createTicket: definePath({ name: 'tickets.create', method: 'POST', pattern: '/profile/tickets' }),
  /** 204 with the Location of the user's tickets page (SPEC 7), opened in a named window. */
  ticketsPage: definePath({ name: 'tickets.page', method: 'GET', pattern: '/profile/tickets' }),
  /** The user's own tickets, newest first, for the help centre's tickets page. */
  listTickets: definePath({ name: 'tickets.list', method: 'GET', pattern: '/profile/tickets/list' }),
  segmentSupport: definePath({ name: 'segmentSupport.get', method: 'GET', pattern: '/profile/segment-support' }),
};
