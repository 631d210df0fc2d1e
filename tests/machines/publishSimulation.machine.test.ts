import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { startPublishSimulation } from './harness/publishSimulation.harness';
import { settle } from './support/controllable';
import {
  assetsFile,
  otherAssetsFile,
  otherWorkspace,
  publishedSimulation,
  refusedCsv,
  refusedSettings,
  settingsFile,
  settingsRecord,
  snapshot,
  spreadsheetFile,
  targetWorkspace,
} from './support/publishingFixtures';

type Harness = ReturnType<typeof startPublishSimulation>;

/** The dialog opened and filled in as an Editor fills it: a name, a description and both files. */
function fill({ actor }: Harness, name = 'Road renewals, 10 years', description = 'Current budget') {
  actor.send({ type: 'dialog.open' });
  actor.send({ type: 'name.change', value: name });
  actor.send({ type: 'description.change', value: description });
  actor.send({ type: 'file.choose', kind: 'assets', file: assetsFile });
  actor.send({ type: 'file.choose', kind: 'settings', file: settingsFile });
}

/** Submits and lets the snapshot be made, so that assets.csv is being sent. */
async function reachAssetsUpload(harness: Harness) {
  fill(harness);
  harness.actor.send({ type: 'form.submit' });
  harness.createSnapshot.resolve(snapshot);
  await settle();
}

describe('publish simulation machine', () => {
  it('sends the package in order, reports each file’s progress, then confirms and closes', async () => {
    const harness = startPublishSimulation();
    const { actor, createSnapshot, createSettings, createSimulation, uploadAssets, uploadSettings, notifyPublished, reportPublished } = harness;
    fill(harness, '  Road renewals, 10 years ', ' Current budget ');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // The data snapshot is made in the workspace's portfolio and named after the file.
    expect(createSnapshot.lastInput).toEqual({ portfolioId: targetWorkspace.portfolioId, name: 'assets.csv' });
    createSnapshot.resolve(snapshot);
    await settle();
    expect(uploadAssets.running).toBe(true);
    expect(actor.getSnapshot().children.uploadAssets?.getSnapshot().input).toEqual({ id: snapshot.id, file: assetsFile });
    actor.send({ type: 'upload.progress', loaded: 256, total: 1024 });
    expect(actor.getSnapshot().context.progress).toEqual({ assets: 0.25, settings: 0 });
    actor.send({ type: 'upload.progress', loaded: 1024, total: 1024 });
    expect(actor.getSnapshot().context.progress.assets).toBe(1);
    expect(createSettings.calls).toHaveLength(0);
    uploadAssets.send({ type: 'upload.done' });
    await settle();
    expect(uploadAssets.running).toBe(false);
    expect(createSettings.lastInput).toEqual({ portfolioId: targetWorkspace.portfolioId, name: 'settings.json' });
    createSettings.resolve(settingsRecord);
    await settle();
    expect(actor.getSnapshot().children.uploadSettings?.getSnapshot().input).toEqual({ id: settingsRecord.id, file: settingsFile });
    uploadSettings.send({ type: 'upload.progress', loaded: 10, total: 20 });
    expect(actor.getSnapshot().context.progress).toEqual({ assets: 1, settings: 0.5 });
    uploadSettings.send({ type: 'upload.done' });
    await settle();
    expect(createSimulation.lastInput).toEqual({
      workspaceId: targetWorkspace.id,
      simulation: { name: 'Road renewals, 10 years', description: 'Current budget', data_snapshot_id: snapshot.id, simulation_settings_id: settingsRecord.id },
    });
    createSimulation.resolve(publishedSimulation);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(notifyPublished).toHaveBeenCalledWith(expect.anything(), publishedSimulation);
    expect(reportPublished).toHaveBeenCalledWith(expect.anything(), publishedSimulation);
  });

  it('lists a refused assets.csv’s problems under that file and makes nothing more', async () => {
    const harness = startPublishSimulation();
    await reachAssetsUpload(harness);
    harness.uploadAssets.send({ type: 'upload.failed', error: refusedCsv });
    await settle();
    const snapshotNow = harness.actor.getSnapshot();
    expect(snapshotNow.hasTag('error')).toBe(true);
    expect(snapshotNow.hasTag('open')).toBe(true);
    expect(snapshotNow.context.failure).toEqual({
      file: 'assets',
      failure: { status: 400, message: refusedCsv.body.message, key: 'errors.packageInvalid' },
      messages: refusedCsv.body.error_messages,
    });
    expect(harness.createSettings.calls).toHaveLength(0);
    expect(harness.createSimulation.calls).toHaveLength(0);
    expect(harness.notifyPublished).not.toHaveBeenCalled();
  });

  it('after a refused file, sends a corrected one into the same snapshot', async () => {
    const harness = startPublishSimulation();
    await reachAssetsUpload(harness);
    harness.uploadAssets.send({ type: 'upload.failed', error: refusedCsv });
    await settle();
    harness.actor.send({ type: 'file.choose', kind: 'assets', file: otherAssetsFile });
    expect(harness.actor.getSnapshot().context.failure).toBeNull();
    harness.actor.send({ type: 'form.submit' });
    await settle();
    expect(harness.createSnapshot.calls).toHaveLength(1);
    expect(harness.actor.getSnapshot().children.uploadAssets?.getSnapshot().input).toEqual({ id: snapshot.id, file: otherAssetsFile });
  });

  it('after refused settings, keeps the accepted assets.csv and sends only settings.json again', async () => {
    const harness = startPublishSimulation();
    await reachAssetsUpload(harness);
    harness.uploadAssets.send({ type: 'upload.done' });
    await settle();
    harness.createSettings.resolve(settingsRecord);
    await settle();
    harness.uploadSettings.send({ type: 'upload.failed', error: refusedSettings });
    await settle();
    expect(harness.actor.getSnapshot().context.failure).toMatchObject({ file: 'settings', messages: refusedSettings.body.error_messages });
    expect(harness.createSimulation.calls).toHaveLength(0);
    harness.actor.send({ type: 'form.submit' });
    await settle();
    expect(harness.actor.getSnapshot().matches({ uploadingSettings: 'sending' })).toBe(true);
    expect(harness.uploadAssets.runs).toBe(1);
    expect(harness.createSettings.calls).toHaveLength(1);
  });

  it('tells apart a failure that is not about a file: no problems listed', async () => {
    const harness = startPublishSimulation();
    fill(harness);
    harness.actor.send({ type: 'form.submit' });
    harness.createSnapshot.reject(new ApiError(403, { code: 403, message: 'You have reached an area that requires special permission.', key: 'errors.forbidden' }));
    await settle();
    expect(harness.actor.getSnapshot().context.failure).toEqual({
      file: 'assets',
      failure: { status: 403, message: 'You have reached an area that requires special permission.', key: 'errors.forbidden' },
      messages: [],
    });
    expect(harness.uploadAssets.runs).toBe(0);
  });

  it.each([
    ['no name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a description over 250 characters', { description: 'x'.repeat(251) }],
    ['no assets.csv', { clear: 'assets' as const }],
    ['no settings.json', { clear: 'settings' as const }],
  ])('does not publish with %s', (_, change: { name?: string; description?: string; clear?: 'assets' | 'settings' }) => {
    const harness = startPublishSimulation();
    fill(harness, change.name ?? 'Roads', change.description ?? '');
    if (change.clear) harness.actor.send({ type: 'file.clear', kind: change.clear });
    harness.actor.send({ type: 'form.submit' });
    expect(harness.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(harness.createSnapshot.calls).toHaveLength(0);
  });

  it('refuses a file of the wrong type for its field and keeps the one it had', () => {
    const harness = startPublishSimulation();
    fill(harness);
    harness.actor.send({ type: 'file.choose', kind: 'assets', file: spreadsheetFile });
    harness.actor.send({ type: 'file.choose', kind: 'settings', file: assetsFile });
    expect(harness.actor.getSnapshot().context.rejectedFile).toBe('settings');
    expect(harness.actor.getSnapshot().context.files).toEqual({ assets: assetsFile, settings: settingsFile });
  });

  it('cannot be closed while the package is on its way', async () => {
    const harness = startPublishSimulation();
    await reachAssetsUpload(harness);
    harness.actor.send({ type: 'dialog.close' });
    expect(harness.actor.getSnapshot().hasTag('open')).toBe(true);
    expect(harness.uploadAssets.running).toBe(true);
  });

  it('opened from a workspace, publishes there only', () => {
    const harness = startPublishSimulation();
    harness.actor.send({ type: 'dialog.open' });
    harness.actor.send({ type: 'workspace.choose', workspace: otherWorkspace });
    expect(harness.actor.getSnapshot().context.workspace).toEqual(targetWorkspace);
  });

  it('opened elsewhere, needs a workspace chosen, and makes the records in that workspace’s portfolio', () => {
    const harness = startPublishSimulation({ workspace: null });
    fill(harness);
    harness.actor.send({ type: 'form.submit' });
    expect(harness.createSnapshot.calls).toHaveLength(0);
    harness.actor.send({ type: 'workspace.choose', workspace: otherWorkspace });
    harness.actor.send({ type: 'form.submit' });
    expect(harness.createSnapshot.lastInput).toEqual({ portfolioId: otherWorkspace.portfolioId, name: 'assets.csv' });
  });

  it('opens empty again after a publication', async () => {
    const harness = startPublishSimulation();
    await reachAssetsUpload(harness);
    harness.uploadAssets.send({ type: 'upload.done' });
    await settle();
    harness.createSettings.resolve(settingsRecord);
    await settle();
    harness.uploadSettings.send({ type: 'upload.done' });
    await settle();
    harness.createSimulation.resolve(publishedSimulation);
    await settle();
    harness.actor.send({ type: 'dialog.open' });
    expect(harness.actor.getSnapshot().context).toMatchObject({
      workspace: targetWorkspace,
      name: '',
      files: { assets: null, settings: null },
      snapshotId: null,
      settingsId: null,
      accepted: { assets: false, settings: false },
      failure: null,
    });
  });
});
