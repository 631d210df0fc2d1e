import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ticketDialogMachine, type TicketDialogEvent } from '../../src/machines/ticketDialog.machine';
import { startTicketDialog } from './harness/ticketDialog.harness';
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
    const actor = createActor(ticketDialogMachine.provide({ actors, actions: { notifySubmitted: vi.fn<(...args: unknown[]) => void>(), reportSubmitted: vi.fn<(...args: unknown[]) => void>(), reportFailure } })).start();
    actor.send({ type: 'dialog.open' });
    if (name === 'submitTicket') fill(actor);
    await vi.waitFor(() => expect(reportFailure).toHaveBeenCalled());
    expect((reportFailure.mock.calls[0]![1] as Error).message).toBe(`${name} not provided`);
  });

  it.each(['notifySubmitted', 'reportSubmitted'] as const)('fails loudly without %s', async (name) => {
    const { fetchSupportContact, submitTicket } = startTicketDialog();
    const provided = name === 'notifySubmitted' ? { reportSubmitted: vi.fn<(...args: unknown[]) => void>(), reportFailure: vi.fn<(...args: unknown[]) => void>() } : { notifySubmitted: vi.fn<(...args: unknown[]) => void>(), reportFailure: vi.fn<(...args: unknown[]) => void>() };
    const actor = createActor(ticketDialogMachine.provide({ actors: { fetchSupportContact: fetchSupportContact.logic, submitTicket: submitTicket.logic }, actions: provided }));
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'dialog.open' });
    fill(actor);
    submitTicket.resolve({} as never);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('error'));
    expect((actor.getSnapshot().error as Error).message).toBe(`${name} not provided`);
  });
});
