import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { startCreateWorkspace } from './harness/createWorkspace.harness';
import { settle } from './support/controllable';
import { portfolio } from './support/fixtures';
import { createdWorkspace } from './support/workspaceListFixtures';

const refusal = (paths: string[]) =>
  new ApiError(400, {
    code: 400,
    message: 'Some of the values you entered are not valid.',
    key: 'errors.validation',
    errors: paths.map((path) => ({ path, message: 'is not valid' })),
  });

describe('create workspace machine', () => {
  it("opens empty, creates in the tab's portfolio with the trimmed fields, then confirms, reports and opens the workspace", async () => {
    const { actor, createWorkspace, notifyCreated, reportCreated, openWorkspace } = startCreateWorkspace();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'name.change', value: '  Stormwater Renewals ' });
    actor.send({ type: 'description.change', value: ' Pits and pipes ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(createWorkspace.lastInput).toEqual({ portfolioId: portfolio.id, workspace: { name: 'Stormwater Renewals', description: 'Pits and pipes' } });
    createWorkspace.resolve(createdWorkspace);
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(notifyCreated).toHaveBeenCalledWith(expect.anything(), createdWorkspace);
    expect(reportCreated).toHaveBeenCalledWith(expect.anything(), createdWorkspace);
    expect(openWorkspace).toHaveBeenCalledWith(expect.anything(), createdWorkspace);
  });

  it.each([
    ['a blank name', '   ', ''],
    ['a name of invisible characters only', '\u200b\u200b', ''],
    ['a name over 100 characters', 'x'.repeat(101), ''],
    ['a description over 250 characters', 'Roads', 'x'.repeat(251)],
  ])('does not submit %s', (_, name, description) => {
    const { actor, createWorkspace } = startCreateWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: name });
    actor.send({ type: 'description.change', value: description });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(createWorkspace.calls).toHaveLength(0);
  });

  it.each([
    [['body.name'], ['name']],
    [['body.description'], ['description']],
    [['body.name', 'body.description'], ['name', 'description']],
    [['params.pfId'], []],
  ])('marks the fields the server refused (%o) and a change clears them', async (paths, fields) => {
    const { actor, createWorkspace, openWorkspace } = startCreateWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Roads' });
    actor.send({ type: 'form.submit' });
    createWorkspace.reject(refusal(paths));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.invalid).toEqual(fields);
    expect(openWorkspace).not.toHaveBeenCalled();
    actor.send({ type: 'name.change', value: 'Roads 2' });
    expect(actor.getSnapshot().context).toMatchObject({ invalid: [], failure: null });
  });

  it('keeps a refusal that names no field for the dialog to show', async () => {
    const { actor, createWorkspace } = startCreateWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Roads' });
    actor.send({ type: 'form.submit' });
    createWorkspace.reject(new ApiError(403, { code: 403, message: 'You have reached an area that requires special permission.', key: 'errors.forbidden' }));
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ status: 403, message: 'You have reached an area that requires special permission.', key: 'errors.forbidden' });
    expect(actor.getSnapshot().context.invalid).toEqual([]);
  });

  it('starts empty again each time it opens', () => {
    const { actor } = startCreateWorkspace();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Roads' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toEqual({ portfolioId: portfolio.id, name: '', description: '', failure: null, invalid: [] });
  });
});
