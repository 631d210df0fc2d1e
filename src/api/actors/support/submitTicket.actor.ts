import { fromPromise } from 'xstate';
import type { ApiClient } from '../../client';
import { supportPaths } from '../../paths/supportPaths';
import { ticketSchema, type SupportInfo, type Ticket, type TicketInput } from '../../schemas/ticket.schema';

/** POST /profile/tickets: the ticket model with the support_info the browser gives at that moment (SPEC 3). */
export function submitTicketActor(api: ApiClient, currentSupportInfo: () => SupportInfo) {
  return fromPromise<Ticket, Omit<TicketInput, 'support_info'>>(({ input, signal }) =>
    api.request(supportPaths.createTicket.url(), ticketSchema, { method: 'POST', body: { ...input, support_info: currentSupportInfo() }, signal }),
  );
}
