import { useState } from 'react';
import { fetchTicketsLocationActor } from '../../../api/actors/support/fetchTickets.actor';
import { helpPages } from '../../../api/helpPages';
import { helpLinkMachine } from '../../../machines/helpLink.machine';
import { usePageActor } from '../../app/root/usePageActor';
import { useSession } from '../../app/session/SessionContext';
import { createNamedWindow } from '../../browser/namedWindow';

/** Its own named window, so that a second click brings back the first one's tickets page. */
const SUPPORT_TICKETS_WINDOW = 'horizon-support-tickets';

/**
 * The one wiring point of the Help menu's My Support Tickets (SPEC 7): GET /profile/tickets's
 * Location in a named window, or the public help page when the call fails (SPEC 8).
 */
export function useSupportTicketsLinkActor() {
  const { api } = useSession();
  const [machine] = useState(() => {
    const ticketsWindow = createNamedWindow(SUPPORT_TICKETS_WINDOW);
    return helpLinkMachine.provide({
      actors: { fetchLocation: fetchTicketsLocationActor(api) },
      actions: {
        reserveWindow: () => ticketsWindow.reserve(),
        showLocation: (_, location) => ticketsWindow.show(location),
        showFallback: () => ticketsWindow.show(helpPages.home),
      },
    });
  });
  return usePageActor('supportTicketsLink', machine);
}
