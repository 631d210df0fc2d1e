import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, type ActorRefFrom } from 'xstate';
import type { TicketPage } from '../../src/api/schemas/ticket.schema';
import { ticketDialogMachine, type TicketDialogEvent } from '../../src/machines/ticketDialog.machine';
import { TICKET_LIST_ID, ticketListMachine, type TicketQuery } from '../../src/machines/ticketList.machine';
import { startTicketDialog } from './harness/ticketDialog.harness';
import { controllablePromise, settle } from './support/controllable';
import { ticketDialogModel } from './models/ticketDialog.model';
import { getModelPaths } from './support/modelPaths';

// The paths themselves run with every other model's in modelPaths.test.ts.
describe('ticketDialog model paths', () => {
  const paths = getModelPaths(ticketDialogModel);

  it('covers submitting, both answers, and the desk loading and failing', () => {
    const walked = new Set(paths.flatMap((path) => path.steps.map((step) => step.label)));
    for (const label of ['the server answers 201', 'the server answers 503', 'the support desk loads', 'the support desk fails to load', 'the user pastes a summary of 201 characters']) {
      expect(walked).toContain(label);
    }
  });
});

describe('ticket dialog machine', () => {
  const fill = (actor: { send: (event: TicketDialogEvent) => void }) => {
    actor.send({ type: 'summary.change', value: 'Chart is empty' });
    actor.send({ type: 'description.change', value: 'No bars.' });
    actor.send({ type: 'type.change', value: 'question' });
    actor.send({ type: 'form.submit' });
  };

  it.each(['submitTicket', 'fetchSupportContact'] as const)('reports a missing %s as a failure, by name', async (name) => {
    const { fetchSupportContact, submitTicket } = startTicketDialog();
    const actors = name === 'submitTicket' ? { fetchSupportContact: fetchSupportContact.logic } : { submitTicket: submitTicket.logic };
    const reportFailure = vi.fn<(...args: unknown[]) => void>();
    const actor = createActor(ticketDialogMachine.provide({ actors, actions: { notifySubmitted: vi.fn<(...args: unknown[]) => void>(), reportFailure } })).start();
    actor.send({ type: 'dialog.open' });
    if (name === 'submitTicket') fill(actor);
    await vi.waitFor(() => expect(reportFailure).toHaveBeenCalled());
    expect((reportFailure.mock.calls[0]![1] as Error).message).toBe(`${name} not provided`);
  });

  it('fails loudly without notifySubmitted', async () => {
    const { fetchSupportContact, submitTicket } = startTicketDialog();
    const provided = { reportFailure: vi.fn<(...args: unknown[]) => void>() };
    const actor = createActor(ticketDialogMachine.provide({ actors: { fetchSupportContact: fetchSupportContact.logic, submitTicket: submitTicket.logic }, actions: provided }));
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'dialog.open' });
    fill(actor);
    submitTicket.resolve({} as never);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('error'));
    expect((actor.getSnapshot().error as Error).message).toBe('notifySubmitted not provided');
  });
});

// Issue 16: a ticket reported from the Help menu while My Support Tickets is open shows in that list.
describe('a ticket sent while the ticket list is open', () => {
  const page = (summaries: string[]): TicketPage => ({
    contents: summaries.map((summary, index) => ({
      id: `0b7d5c3e-2f41-4a8e-9c6d-1e2f3a4b5c6${index}`,
      summary,
      description: 'No bars on the funding tab.',
      type: 'minor_problem',
      status: 'open',
      support_info: { location: 'http://localhost/help/tickets', user_agent: 'Chrome' },
      created_at: '2026-11-26T01:00:00.000Z',
      updated_at: '2026-11-26T01:00:00.000Z',
    })),
    current_page: 1,
    page_size: 20,
    total_count: summaries.length,
    total_pages: 1,
  });

  /** The app's actor system as the pages run it: the list and the Help menu's dialog side by side. */
  function startApp() {
    const dialog = startTicketDialog();
    const fetchTickets = controllablePromise<TicketPage, TicketQuery>();
    const app = createActor(
      setup({
        actors: {
          ticketList: ticketListMachine.provide({ actors: { fetchTickets: fetchTickets.logic } }),
          ticketDialog: ticketDialogMachine.provide({
            actors: { submitTicket: dialog.submitTicket.logic, fetchSupportContact: dialog.fetchSupportContact.logic },
            actions: { notifySubmitted: dialog.notifySubmitted, reportFailure: dialog.reportFailure },
          }),
        },
      }).createMachine({
        invoke: [
          { src: 'ticketList', systemId: TICKET_LIST_ID },
          { src: 'ticketDialog', systemId: 'ticketDialog' },
        ],
      }),
    ).start();
    dialog.actor.stop();
    return { list: app.system.get(TICKET_LIST_ID) as ActorRefFrom<typeof ticketListMachine>, ticketDialog: app.system.get('ticketDialog') as ActorRefFrom<typeof ticketDialogMachine>, fetchTickets, ...dialog };
  }

  it('makes the list read its first page again, where the new ticket is', async () => {
    const { list, ticketDialog, fetchTickets, submitTicket, notifySubmitted } = startApp();
    fetchTickets.resolve(page(['Older report']));
    await settle();
    list.send({ type: 'page.change', page: 2 });
    fetchTickets.resolve(page([]));
    await settle();
    ticketDialog.send({ type: 'dialog.open' });
    ticketDialog.send({ type: 'summary.change', value: 'Chart is empty' });
    ticketDialog.send({ type: 'description.change', value: 'No bars on the funding tab.' });
    ticketDialog.send({ type: 'type.change', value: 'minor_problem' });
    ticketDialog.send({ type: 'form.submit' });
    expect(fetchTickets.calls).toHaveLength(2);
    submitTicket.resolve(page(['Chart is empty']).contents[0]!);
    await settle();
    expect(notifySubmitted).toHaveBeenCalledOnce();
    expect(fetchTickets.calls).toHaveLength(3);
    expect(fetchTickets.lastInput).toEqual({ page: 1, pageSize: 20 });
    fetchTickets.resolve(page(['Chart is empty', 'Older report']));
    await settle();
    expect(list.getSnapshot().context.result?.contents.map(({ summary }) => summary)).toEqual(['Chart is empty', 'Older report']);
  });

  it('is sent all the same when no list is open', async () => {
    const { actor, submitTicket, notifySubmitted } = startTicketDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'summary.change', value: 'Chart is empty' });
    actor.send({ type: 'description.change', value: 'No bars on the funding tab.' });
    actor.send({ type: 'type.change', value: 'minor_problem' });
    actor.send({ type: 'form.submit' });
    submitTicket.resolve(page(['Chart is empty']).contents[0]!);
    await settle();
    expect(notifySubmitted).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches({ form: 'closed' })).toBe(true);
  });
});
