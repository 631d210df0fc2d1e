import { useState } from 'react';
import { fetchTicketsActor } from '../../../api/actors/support/fetchTickets.actor';
import { TICKET_LIST_ID, ticketListMachine } from '../../../machines/ticketList.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';

/** The one wiring point of My Support Tickets: GET /profile/tickets/list. */
export function useTicketListActor() {
  const { api } = useSession();
  const [machine] = useState(() => ticketListMachine.provide({ actors: { fetchTickets: fetchTicketsActor(api) } }));
  return usePageActor(TICKET_LIST_ID, machine);
}

export type TicketListRef = ReturnType<typeof useTicketListActor>;
