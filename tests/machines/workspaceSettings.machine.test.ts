import { describe, expect, it } from 'vitest';
import { startWorkspaceSettings } from './harness/workspaceSettings.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { workspaceSettings } from './support/workspaceFixtures';

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe('workspace settings lists machine', () => {
  it('starts from the saved lists, with nothing to save', () => {
    const { actor } = startWorkspaceSettings();
    expect(names(actor.getSnapshot().context.draft.funding_sources)).toEqual(['Renewals', 'Capital works']);
    expect(actor.getSnapshot().can({ type: 'settings.submit' })).toBe(false);
  });

  it('saves a repeated name: SPEC 5 only recommends unique names', async () => {
    const { actor, saveSettings, notifySaved, publishSettings } = startWorkspaceSettings();
    actor.send({ type: 'item.rename', list: 'status_items', index: 1, name: ' draft ' });
    actor.send({ type: 'settings.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saveSettings.lastInput?.settings.status_items).toEqual([
      { id: workspaceSettings.status_items[0]!.id, name: 'Draft' },
      { id: workspaceSettings.status_items[1]!.id, name: 'draft' },
    ]);
    const answer = { ...workspaceSettings, status_items: [workspaceSettings.status_items[0]!, { ...workspaceSettings.status_items[1]!, name: 'draft' }] };
    saveSettings.resolve(answer);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(publishSettings).toHaveBeenCalledWith(expect.anything(), answer);
    expect(notifySaved).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().can({ type: 'settings.submit' })).toBe(false);
  });

  it.each([
    ['a blank new item', [{ type: 'item.add', list: 'priority_items' }]],
    ['a name of spaces', [{ type: 'item.rename', list: 'funding_sources', index: 0, name: '   ' }]],
    ['a list field without options', [{ type: 'field.options', index: 0, options: [] }]],
    ['options repeated but for their case', [{ type: 'field.options', index: 0, options: ['North', 'north'] }]],
    ['a list field made from a new field without options', [{ type: 'item.add', list: 'udf_fields' }, { type: 'item.rename', list: 'udf_fields', index: 1, name: 'Suburb' }, { type: 'field.kind', index: 1, kind: 'list' }]],
  ] as const)('does not save %s', (_, events) => {
    const { actor, saveSettings } = startWorkspaceSettings();
    for (const event of events) actor.send(event as never);
    actor.send({ type: 'settings.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(saveSettings.calls).toHaveLength(0);
  });

  it('sends new items without an id, in the order the list shows, and options only for a list field', () => {
    const { actor, saveSettings } = startWorkspaceSettings();
    actor.send({ type: 'item.add', list: 'funding_sources' });
    actor.send({ type: 'item.rename', list: 'funding_sources', index: 2, name: 'Reserves ' });
    actor.send({ type: 'item.move', list: 'funding_sources', from: 2, to: 0 });
    actor.send({ type: 'field.kind', index: 0, kind: 'date' });
    actor.send({ type: 'settings.submit' });
    const [renewals, capital] = workspaceSettings.funding_sources;
    expect(saveSettings.lastInput?.settings.funding_sources).toEqual([{ name: 'Reserves' }, renewals, capital]);
    expect(saveSettings.lastInput?.settings.udf_fields).toEqual([{ id: workspaceSettings.udf_fields[0]!.id, name: 'Ward', kind: 'date', options: [] }]);
  });

  it('gives every new row a key of its own', () => {
    const { actor } = startWorkspaceSettings();
    actor.send({ type: 'item.add', list: 'status_items' });
    actor.send({ type: 'item.add', list: 'status_items' });
    actor.send({ type: 'item.remove', list: 'status_items', index: 2 });
    actor.send({ type: 'item.add', list: 'status_items' });
    const keys = actor.getSnapshot().context.draft.status_items.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stops adding at 50 items a list', () => {
    const { actor } = startWorkspaceSettings();
    for (let count = 0; count < 60; count += 1) actor.send({ type: 'item.add', list: 'priority_items' });
    expect(actor.getSnapshot().context.draft.priority_items).toHaveLength(50);
  });

  it('is not dirty after edits that come back to the saved lists', () => {
    const { actor, reportDirty } = startWorkspaceSettings();
    actor.send({ type: 'item.move', list: 'funding_sources', from: 0, to: 1 });
    actor.send({ type: 'item.move', list: 'funding_sources', from: 1, to: 0 });
    expect(reportDirty).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().can({ type: 'settings.submit' })).toBe(false);
  });

  it('switching a list field to another kind drops its options, so that switching back starts empty', () => {
    const { actor } = startWorkspaceSettings();
    actor.send({ type: 'field.kind', index: 0, kind: 'text' });
    actor.send({ type: 'field.kind', index: 0, kind: 'list' });
    expect(actor.getSnapshot().context.draft.udf_fields[0]).toMatchObject({ kind: 'list', options: [] });
  });

  it('ignores moves and edits of rows that do not exist', () => {
    const { actor, reportDirty } = startWorkspaceSettings();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'item.move', list: 'priority_items', from: 0, to: 1 });
    actor.send({ type: 'item.remove', list: 'status_items', index: 5 });
    actor.send({ type: 'item.rename', list: 'funding_sources', index: -1, name: 'x' });
    actor.send({ type: 'field.options', index: 3, options: ['a'] });
    expect(actor.getSnapshot().context).toEqual(before);
    expect(reportDirty).not.toHaveBeenCalled();
  });

  it('keeps the edits when the save is refused, shows why until the next change, and Reset goes back to the saved lists', async () => {
    const { actor, saveSettings } = startWorkspaceSettings();
    actor.send({ type: 'item.remove', list: 'priority_items', index: 0 });
    actor.send({ type: 'settings.submit' });
    saveSettings.reject(apiError(409, 'The settings have changed since you loaded them.'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure?.status).toBe(409);
    expect(actor.getSnapshot().context.draft.priority_items).toEqual([]);
    actor.send({ type: 'settings.reset' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(names(actor.getSnapshot().context.draft.priority_items)).toEqual(['High']);
  });
});
