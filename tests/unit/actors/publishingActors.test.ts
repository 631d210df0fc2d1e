import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, toPromise, type AnyActorLogic, type EventObject } from 'xstate';
import { createDataSnapshotActor } from '../../../src/api/actors/publishing/createDataSnapshot.actor';
import { createSimulationActor } from '../../../src/api/actors/publishing/createSimulation.actor';
import { createSimulationSettingsActor } from '../../../src/api/actors/publishing/createSimulationSettings.actor';
import { uploadAssetsActor, uploadSettingsActor } from '../../../src/api/actors/publishing/uploadPackageFile.actor';
import { fetchWorkspaceSimulationsActor } from '../../../src/api/actors/workspaces/fetchWorkspaceSimulations.actor';
import { ApiError } from '../../../src/api/apiError';
import type { ApiClient } from '../../../src/api/client';
import type { FileUploader, UploadOptions } from '../../../src/api/fileUpload';

const PF = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const WS = '0d4a7c8e-2f61-4b39-8e5a-6c1f9b2d3e47';
const DS = '9e1a8891-9647-42f0-b66d-0a9be3f12c09';
const SS = 'af2b99a2-a758-4301-87e0-1bacf4023d1a';
const SIMULATION = { name: 'Roads', description: '', data_snapshot_id: DS, simulation_settings_id: SS };

type Case = [string, (api: ApiClient) => AnyActorLogic, unknown, string, Record<string, unknown>];

const cases: Case[] = [
  ['POST a data snapshot named after the file', createDataSnapshotActor, { portfolioId: PF, name: 'assets.csv' }, `/portfolios/${PF}/data-snapshots`, { method: 'POST', body: { name: 'assets.csv' } }],
  ['POST simulation settings named after the file', createSimulationSettingsActor, { portfolioId: PF, name: 'settings.json' }, `/portfolios/${PF}/simulation-settings`, { method: 'POST', body: { name: 'settings.json' } }],
  ['POST a simulation into the workspace', createSimulationActor, { workspaceId: WS, simulation: SIMULATION }, `/workspaces/${WS}/simulations`, { method: 'POST', body: SIMULATION }],
  ['GET the workspace’s simulations with its filters', fetchWorkspaceSimulationsActor, { workspaceId: WS, page: 1, page_size: 100, status_item_id: DS }, `/workspaces/${WS}/simulations`, { query: { page: 1, page_size: 100, status_item_id: DS } }],
];

describe('publishing actors', () => {
  it.each(cases)('%s', async (_, factory, input, path, options) => {
    const request = vi.fn(() => Promise.resolve('answer'));
    await toPromise(createActor(factory({ request } as unknown as ApiClient), { input }).start());
    expect(request).toHaveBeenCalledWith(path, expect.anything(), { ...options, signal: expect.any(AbortSignal) });
  });

  /** An uploader whose one upload the test settles, reporting progress on the way. */
  function fakeUploader() {
    let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
    const calls: Array<{ path: string; options: UploadOptions }> = [];
    const uploader: FileUploader = {
      upload: (path, _schema, options) => {
        calls.push({ path, options });
        return new Promise((resolve, reject) => (settle = { resolve, reject })) as never;
      },
    };
    return { uploader, calls, settle: () => settle! };
  }

  /** Runs an upload actor under a parent that records what it sends back. */
  function runUpload(logic: AnyActorLogic, input: unknown) {
    const received: EventObject[] = [];
    const parent = createActor(
      createMachine({
        invoke: { id: 'subject', src: logic, input },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    ).start();
    return { received, stop: () => parent.stop() };
  }

  it.each([
    ['assets.csv as text/csv into its snapshot', uploadAssetsActor, DS, `/data-snapshots/${DS}/uploads`, 'text/csv'],
    ['settings.json as JSON into its settings', uploadSettingsActor, SS, `/simulation-settings/${SS}/uploads`, 'application/json'],
  ])('uploads %s, with progress, then says it is done', async (_, factory, id, path, contentType) => {
    const fake = fakeUploader();
    const file = new File(['a,b\n'], 'file');
    const { received } = runUpload(factory(fake.uploader), { id, file });
    expect(fake.calls[0]).toMatchObject({ path, options: { body: file, contentType } });
    fake.calls[0]!.options.onProgress?.({ loaded: 2, total: 4 });
    fake.settle().resolve({});
    await Promise.resolve();
    await Promise.resolve();
    expect(received).toEqual([{ type: 'upload.progress', loaded: 2, total: 4 }, { type: 'upload.done' }]);
  });

  it('reports a refusal with its error, and cancels the upload when stopped', async () => {
    const fake = fakeUploader();
    const refused = new ApiError(400, { code: 400, message: 'bad', error_messages: [{ message: 'assets.csv row 2: bad' }] });
    const first = runUpload(uploadAssetsActor(fake.uploader), { id: DS, file: new File([''], 'assets.csv') });
    fake.settle().reject(refused);
    await Promise.resolve();
    await Promise.resolve();
    expect(first.received).toEqual([{ type: 'upload.failed', error: refused }]);

    const second = runUpload(uploadAssetsActor(fake.uploader), { id: DS, file: new File([''], 'assets.csv') });
    second.stop();
    expect(fake.calls[1]!.options.signal?.aborted).toBe(true);
  });
});
