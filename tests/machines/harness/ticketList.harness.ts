import { createActor } from 'xstate';
import type { TicketPage } from '../../../src/api/schemas/ticket.schema';
import { ticketListMachine, type TicketQuery } from '../../../src/machines/ticketList.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startTicketList() {
  const fetchTickets = controllablePromise<TicketPage, TicketQuery>();
  const actor = createActor(ticketListMachine.provide({ actors: { fetchTickets: fetchTickets.logic } })).start();
  return { actor, fetchTickets, driver: createPathDriver(actor, { fetchTickets }) };
}
