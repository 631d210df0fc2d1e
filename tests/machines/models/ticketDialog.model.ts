import type { ApiFailure } from '../../../src/api/apiError';
import type { Ticket, TicketType } from '../../../src/api/schemas/ticket.schema';
import { ticketDialogMachine, type SupportContactView } from '../../../src/machines/ticketDialog.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';

type Draft = { summary: string; description: string; type: TicketType | null };
type Expected = { ticket: Draft; failure: ApiFailure | null; contact: SupportContactView | null };

/** SPEC 5: a ticket summary holds at most 200 characters, a description 500. */
const LONG_SUMMARY = 's'.repeat(201);
const EMPTY: Draft = { summary: '', description: '', type: null };

/** SPEC 6 and 9: the second group's desk; the second contact lacks a field, which SPEC 5 still shows. */
const desk: SupportContactView = {
  organisation: 'Horizon Asset Planning Pty Ltd',
  phone_number: '+61 2 5550 1234',
  email: 'support@horizon.test',
  support_hours: 'Monday-Friday 9am-5pm AEST',
  support_url: 'http://localhost/help',
};

const created: Ticket = {
  id: '0b7d5c3e-2f41-4a8e-9c6d-1e2f3a4b5c6d',
  summary: 'Chart is empty',
  description: 'No bars on the funding tab.',
  type: 'minor_problem',
  status: 'open',
  support_info: { location: 'http://localhost/portfolios', user_agent: 'Chrome' },
  created_at: '2026-11-26T01:00:00.000Z',
  updated_at: '2026-11-26T01:00:00.000Z',
};

const SUBMIT = 'the user presses Submit';
const refused = apiError(503, 'The service is currently down for maintenance.');
const deskFailed = apiError(500, 'Unexpected error happened.');

/** Whether SPEC 5's limits and SPEC 9's types accept the draft: a summary, a description and a type, within the limits. */
const isComplete = ({ summary, description, type }: Draft) =>
  summary.trim().length >= 1 && summary.trim().length <= 200 && description.trim().length >= 1 && description.trim().length <= 500 && type !== null;

const submitted = (ticket: Draft) => ({ summary: ticket.summary.trim(), description: ticket.description.trim(), type: ticket.type });

/**
 * SPEC 2 "Report an issue" form, SPEC 3 "Ticket dialog state" (ticket, error, submitting, isOpen,
 * segment support loading and value), SPEC 4 "Ticket submit" (201 confirms and closes; a failure
 * sets a failure state and goes to the generic handler), SPEC 8 (segment-support fetch failure
 * runs the generic handler too; the toast 'We'll be in touch with you shortly.').
 */
export const ticketDialogModel = machineModel({
  name: 'ticketDialog',
  machine: ticketDialogMachine,
  parallel: true,
  starts: [
    {
      label: 'signed in, Help menu available',
      state: ['contact.idle', 'form.closed'],
      context: { ticket: EMPTY, failure: null, contact: null } as Expected,
    },
  ],
  // Which fields are filled, so that the traversal goes on filling the form until it can be submitted.
  traversalKey: ({ ticket }: Expected) =>
    [ticket.summary.length > 200 ? 'summary too long' : ticket.summary ? 'summary' : '', ticket.description ? 'description' : '', ticket.type ?? ''].join(','),
  events: {
    'the user chooses Report Issue or Problem': { type: 'dialog.open' },
    'the user closes the dialog': { type: 'dialog.close' },
    'the user types the summary "  Chart is empty "': { type: 'summary.change', value: '  Chart is empty ' },
    'the user pastes a summary of 201 characters': { type: 'summary.change', value: LONG_SUMMARY },
    'the user types the description "No bars on the funding tab."': { type: 'description.change', value: 'No bars on the funding tab.' },
    'the user picks Minor Problem': { type: 'type.change', value: 'minor_problem' },
    [SUBMIT]: { type: 'form.submit' },
    'the server answers 201': { type: 'xstate.done.actor.submitTicket', output: created },
    'the server answers 503': { type: 'xstate.error.actor.submitTicket', error: refused },
    'the support desk loads': { type: 'xstate.done.actor.fetchSupportContact', output: desk },
    'the support desk fails to load': { type: 'xstate.error.actor.fetchSupportContact', error: deskFailed },
  },
  states: {
    'contact.idle': { says: 'no support desk asked for' },
    'contact.loading': { says: 'the support desk loading (skeleton)', tags: ['contactLoading'], invoked: { fetchSupportContact: undefined } },
    'contact.shown': { says: ({ contact }) => `the desk ${contact?.organisation}, ${contact?.phone_number}, ${contact?.support_hours}` },
    'contact.unavailable': { says: 'no support desk shown' },
    'form.closed': { says: 'no dialog' },
    'form.editing': {
      says: ({ ticket }) => `the form: "${ticket.summary}" (${ticket.summary.length}), ${ticket.type ?? 'no type'}${isComplete(ticket) ? ', ready to submit' : ''}`,
      tags: ['open'],
    },
    'form.submitting': {
      says: 'the form, busy, while the ticket is sent',
      tags: ['busy', 'open'],
      invoked: ({ ticket }) => ({ submitTicket: submitted(ticket) }),
    },
    'form.failed': { says: ({ failure }) => `the form kept, failed with ${failure?.status}`, tags: ['error', 'open'] },
  },
  transitions: {
    'contact.idle': { 'the user chooses Report Issue or Problem': 'contact.loading' },
    'contact.loading': {
      'the support desk loads': { to: 'contact.shown', context: { contact: desk } },
      'the support desk fails to load': { to: 'contact.unavailable', calls: { reportFailure: [deskFailed] } },
    },
    'contact.unavailable': { 'the user chooses Report Issue or Problem': 'contact.loading' },
    'form.closed': { 'the user chooses Report Issue or Problem': { to: 'form.editing', context: { ticket: EMPTY, failure: null } } },
    'form.editing': {
      'the user closes the dialog': 'form.closed',
      'the user types the summary "  Chart is empty "': { context: ({ ticket }) => ({ ticket: { ...ticket, summary: '  Chart is empty ' } }) },
      'the user pastes a summary of 201 characters': { context: ({ ticket }) => ({ ticket: { ...ticket, summary: LONG_SUMMARY } }) },
      'the user types the description "No bars on the funding tab."': { context: ({ ticket }) => ({ ticket: { ...ticket, description: 'No bars on the funding tab.' } }) },
      'the user picks Minor Problem': { context: ({ ticket }) => ({ ticket: { ...ticket, type: 'minor_problem' as const } }) },
      [SUBMIT]: ({ ticket }) => (isComplete(ticket) ? { to: 'form.submitting', context: { failure: null } } : {}),
    },
    'form.submitting': {
      'the server answers 201': { to: 'form.closed', calls: { notifySubmitted: [undefined] } },
      'the server answers 503': {
        to: 'form.failed',
        context: { failure: { status: 503, message: 'The service is currently down for maintenance.' } },
        calls: { reportFailure: [refused] },
      },
    },
    'form.failed': {
      'the user closes the dialog': 'form.closed',
      'the user types the summary "  Chart is empty "': { to: 'form.editing', context: ({ ticket }) => ({ ticket: { ...ticket, summary: '  Chart is empty ' }, failure: null }) },
      'the user pastes a summary of 201 characters': { to: 'form.editing', context: ({ ticket }) => ({ ticket: { ...ticket, summary: LONG_SUMMARY }, failure: null }) },
      'the user types the description "No bars on the funding tab."': {
        to: 'form.editing',
        context: ({ ticket }) => ({ ticket: { ...ticket, description: 'No bars on the funding tab.' }, failure: null }),
      },
      'the user picks Minor Problem': { to: 'form.editing', context: ({ ticket }) => ({ ticket: { ...ticket, type: 'minor_problem' as const }, failure: null }) },
      [SUBMIT]: ({ ticket }) => (isComplete(ticket) ? { to: 'form.submitting', context: { failure: null } } : {}),
    },
  },
});
