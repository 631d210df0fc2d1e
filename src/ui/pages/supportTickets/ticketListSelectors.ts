import type { SnapshotFrom } from 'xstate';
import type { ticketListMachine } from '../../../machines/ticketList.machine';

type Snapshot = SnapshotFrom<typeof ticketListMachine>;

export const selectTicketsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectTicketsFailure = (snapshot: Snapshot) => (snapshot.hasTag('error') ? snapshot.context.failure : null);
export const selectTicketPage = (snapshot: Snapshot) => snapshot.context.result;
export const selectTicketQuery = (snapshot: Snapshot) => snapshot.context.query;
