import type { SnapshotFrom } from 'xstate';
import { TICKET_DESCRIPTION_MAX, TICKET_SUMMARY_MAX } from '../../api/schemas/ticket.schema';
import { submittableTicket, type ticketDialogMachine } from '../../machines/ticketDialog.machine';

type Snapshot = SnapshotFrom<typeof ticketDialogMachine>;

export const selectTicketOpen = (snapshot: Snapshot) => snapshot.hasTag('open');
export const selectSubmitting = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectSummary = (snapshot: Snapshot) => snapshot.context.ticket.summary;
export const selectDescription = (snapshot: Snapshot) => snapshot.context.ticket.description;
export const selectType = (snapshot: Snapshot) => snapshot.context.ticket.type;
export const selectCanSubmit = (snapshot: Snapshot) => !snapshot.hasTag('busy') && submittableTicket(snapshot.context.ticket) !== null;
export const selectSummaryTooLong = (snapshot: Snapshot) => snapshot.context.ticket.summary.trim().length > TICKET_SUMMARY_MAX;
export const selectDescriptionTooLong = (snapshot: Snapshot) => snapshot.context.ticket.description.trim().length > TICKET_DESCRIPTION_MAX;
export const selectContact = (snapshot: Snapshot) => snapshot.context.contact;
export const selectContactLoading = (snapshot: Snapshot) => snapshot.hasTag('contactLoading');
export const selectContactUnavailable = (snapshot: Snapshot) => snapshot.matches({ contact: 'unavailable' });
