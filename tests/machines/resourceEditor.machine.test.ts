import { describe, expect, it } from 'vitest';
import { startResourceEditor } from './harness/resourceEditor.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { portfolioDetail, resources } from './support/portfolioFixtures';

const existing = resources[0]!;

describe('resource editor machine', () => {
  it('adds a link: POST with the trimmed fields, then reports it', async () => {
    const { actor, saveResource, reportSaved, notifySaved } = startResourceEditor();
    actor.send({ type: 'editor.add' });
    actor.send({ type: 'field.change', field: 'name', value: ' Renewal programme ' });
    actor.send({ type: 'field.change', field: 'url', value: 'https://docs.example/renewals' });
    actor.send({ type: 'form.submit' });
    expect(saveResource.lastInput).toEqual({
      portfolioId: portfolioDetail.id,
      attachmentId: null,
      fields: { name: 'Renewal programme', url: 'https://docs.example/renewals', description: '' },
    });
    const saved = { ...existing, id: '7d6c5b4a-3928-4716-a5b4-c3d2e1f0a9b8', name: 'Renewal programme' };
    saveResource.resolve(saved);
    await settle();
    expect(reportSaved).toHaveBeenCalledWith(expect.anything(), saved);
    expect(notifySaved).toHaveBeenCalledWith(expect.anything(), { created: true });
  });

  it('edits a resource: starts from its fields and PUTs to its id', async () => {
    const { actor, saveResource, notifySaved } = startResourceEditor();
    actor.send({ type: 'editor.edit', resource: existing });
    expect(actor.getSnapshot().context.draft).toEqual({ name: existing.name, url: existing.url, description: existing.description });
    actor.send({ type: 'field.change', field: 'description', value: 'Adopted 2024' });
    actor.send({ type: 'form.submit' });
    expect(saveResource.lastInput?.attachmentId).toBe(existing.id);
    saveResource.resolve({ ...existing, description: 'Adopted 2024' });
    await settle();
    expect(notifySaved).toHaveBeenCalledWith(expect.anything(), { created: false });
  });

  it.each([
    ['no name', { name: '', url: 'https://a.example' }],
    ['a name over 100', { name: 'n'.repeat(101), url: 'https://a.example' }],
    ['a description over 500', { name: 'A', url: 'https://a.example', description: 'd'.repeat(501) }],
    ['an ftp address', { name: 'A', url: 'ftp://a.example/x' }],
    ['no address', { name: 'A', url: '' }],
  ])('does not save with %s', (_, fields) => {
    const { actor, saveResource } = startResourceEditor();
    actor.send({ type: 'editor.add' });
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as 'name', value });
    actor.send({ type: 'form.submit' });
    expect(saveResource.calls).toHaveLength(0);
  });

  it('keeps the dialog open with the failure', async () => {
    const { actor, saveResource } = startResourceEditor();
    actor.send({ type: 'editor.edit', resource: existing });
    actor.send({ type: 'form.submit' });
    saveResource.reject(apiError(403));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure?.status).toBe(403);
  });
});
