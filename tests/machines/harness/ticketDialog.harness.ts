import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Ticket } from '../../../src/api/schemas/ticket.schema';
import { ticketDialogMachine, type SupportContactView, type TicketFields } from '../../../src/machines/ticketDialog.machine';
import { controllablePromise } from '../support/controllable';
import { createPathDriver } from '../support/pathDriver';

export function startTicketDialog() {
  const submitTicket = controllablePromise<Ticket, TicketFields>();
  const fetchSupportContact = controllablePromise<SupportContactView>();
  const effects = { notifySubmitted: vi.fn(), reportFailure: vi.fn() };
  const actor = createActor(
    ticketDialogMachine.provide({ actors: { submitTicket: submitTicket.logic, fetchSupportContact: fetchSupportContact.logic }, actions: effects }),
  ).start();
  return { actor, submitTicket, fetchSupportContact, ...effects, driver: createPathDriver(actor, { submitTicket, fetchSupportContact }, {}, effects) };
}
