import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { portfolioInputSchema } from '../../src/api/schemas/portfolio.schema';
import { workspaceUpdateSchema } from '../../src/api/schemas/workspace.schema';
import { detailsFormMachine } from '../../src/machines/detailsForm.machine';
import { detailsFormInput, startDetailsForm } from './harness/detailsForm.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail, renamedPortfolio } from './support/portfolioFixtures';
import { renamedWorkspace, workspaceDetail } from './support/workspaceFixtures';

const workspaceInput = { id: workspaceDetail.id, saved: { name: workspaceDetail.name, description: workspaceDetail.description } };

describe('details form machine', () => {
  it('saves a changed name, then shows the saved values and publishes the portfolio', async () => {
    const { actor, saveDetails, notifySaved, publishSaved } = startDetailsForm();
    actor.send({ type: 'name.change', value: ` ${renamedPortfolio.name} ` });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saveDetails.lastInput).toEqual({
      id: portfolioDetail.id,
      changes: { name: 'Roads, Bridges and Culverts', description: portfolioDetail.description },
    });
    saveDetails.resolve(renamedPortfolio);
    await settle();
    expect(actor.getSnapshot().context.saved).toEqual({ name: 'Roads, Bridges and Culverts', description: portfolioDetail.description });
    expect(publishSaved).toHaveBeenCalledWith(expect.anything(), renamedPortfolio);
    expect(notifySaved).toHaveBeenCalledOnce();
  });

  it('sends the trimmed name and description of a workspace, and publishes the answer', async () => {
    const { actor, saveDetails, publishSaved, notifySaved } = startDetailsForm(workspaceInput, workspaceUpdateSchema);
    actor.send({ type: 'name.change', value: '  Budget Scenarios 2028/29 ' });
    actor.send({ type: 'description.change', value: ' Next year’s budgets.' });
    actor.send({ type: 'form.submit' });
    expect(saveDetails.lastInput).toEqual({
      id: workspaceDetail.id,
      changes: { name: 'Budget Scenarios 2028/29', description: 'Next year’s budgets.' },
    });
    saveDetails.resolve(renamedWorkspace);
    await settle();
    expect(publishSaved).toHaveBeenCalledWith(expect.anything(), renamedWorkspace);
    expect(notifySaved).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.saved).toEqual({ name: 'Budget Scenarios 2028/29', description: 'Next year’s budgets.' });
  });

  // SPEC 5: a name of 1-100 characters and a description up to 250, under either request schema.
  describe.each([
    ['portfolio', portfolioInputSchema],
    ['workspace', workspaceUpdateSchema],
  ] as const)('a %s form', (_, schema) => {
    it.each([
      ['an unchanged form', []],
      ['a blank name', [{ type: 'name.change', value: '   ' }]],
      ['a name of 101 characters', [{ type: 'name.change', value: 'x'.repeat(101) }]],
      ['a description of 251 characters', [{ type: 'description.change', value: 'x'.repeat(251) }]],
    ] as const)('does not save %s', (__, events) => {
      const { actor, saveDetails } = startDetailsForm(undefined, schema);
      for (const event of events) actor.send(event);
      actor.send({ type: 'form.submit' });
      expect(saveDetails.calls).toHaveLength(0);
    });

    it('saves a name of 100 characters and a description of 250', () => {
      const { actor, saveDetails } = startDetailsForm(undefined, schema);
      actor.send({ type: 'name.change', value: 'n'.repeat(100) });
      actor.send({ type: 'description.change', value: 'd'.repeat(250) });
      actor.send({ type: 'form.submit' });
      expect(saveDetails.calls).toHaveLength(1);
    });
  });

  it('keeps the draft after a failure, and Reset goes back to the saved values', async () => {
    const { actor, saveDetails } = startDetailsForm();
    actor.send({ type: 'description.change', value: 'New words' });
    actor.send({ type: 'form.submit' });
    saveDetails.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.draft.description).toBe('New words');
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.draft.description).toBe(portfolioDetail.description);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('without a wiring that checks the draft, Save fails loudly', () => {
    const actor = createActor(detailsFormMachine.provide({ actions: { reportDirty: () => undefined } }), { input: detailsFormInput });
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'name.change', value: 'Roads, Bridges and Culverts' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('isDraftValid not provided');
  });
});
