import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startExportDownload } from './harness/exportDownload.harness';
import { settle } from './support/controllable';
import { DOWNLOAD_ID, EXPORT_TASK_ID, FILE_NAME, FILE_URL, exportRecord, readyRecord } from './support/exportFixtures';
import { apiError } from './support/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function startBuilding() {
  const harness = startExportDownload();
  harness.actor.send({ type: 'export.start' });
  harness.createExport.resolve(exportRecord());
  await settle();
  return harness;
}

describe('export download machine', () => {
  it('creates the record for the run it was given', () => {
    const { actor, createExport } = startExportDownload();
    actor.send({ type: 'export.start' });
    expect(createExport.lastInput).toEqual({ taskId: EXPORT_TASK_ID });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('reads the record every second while it builds, not before', async () => {
    const { actor, pollExport } = await startBuilding();
    vi.advanceTimersByTime(999);
    expect(pollExport.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(pollExport.calls).toHaveLength(1);
    expect(pollExport.lastInput).toEqual({ downloadId: DOWNLOAD_ID });
    pollExport.resolve(exportRecord({ progress: 0.25 }));
    await settle();
    expect(actor.getSnapshot().context.download?.progress).toBe(0.25);
    vi.advanceTimersByTime(1000);
    expect(pollExport.calls).toHaveLength(2);
  });

  it('downloads the ready workbook once, under its file name, and keeps the removed columns for the notice', async () => {
    const { actor, pollExport, downloadFile, notifyFailure } = await startBuilding();
    vi.advanceTimersByTime(1000);
    pollExport.resolve(readyRecord({ removed_columns: ['Surplus Distribution: Unspent'] }));
    await settle();
    expect(downloadFile.calls.map((call) => call.input)).toEqual([{ url: FILE_URL, fileName: FILE_NAME }]);
    downloadFile.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('downloaded');
    expect(actor.getSnapshot().context.download?.removed_columns).toEqual(['Surplus Distribution: Unspent']);
    vi.advanceTimersByTime(5000);
    expect(pollExport.calls).toHaveLength(1);
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it.each([
    ['the record was deleted (404)', apiError(404, 'Resource Not Found'), true],
    ['the server failed (500)', apiError(500, 'Unexpected error happened.'), false],
    ['no answer came', apiError(0, 'Failed to fetch'), false],
  ])('a failed read of the record, when %s, is stale: %s', async (_, error, stale) => {
    const { actor, pollExport, notifyFailure } = await startBuilding();
    vi.advanceTimersByTime(1000);
    pollExport.reject(error);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(notifyFailure).toHaveBeenCalledOnce();
    expect(notifyFailure.mock.calls[0]![1]).toMatchObject({ stale, status: error.status });
  });

  it.each([
    [410, true],
    [404, true],
    [500, false],
  ])('a download answered %i is told as a stale link: %s', async (status, stale) => {
    const { pollExport, downloadFile, notifyFailure } = await startBuilding();
    vi.advanceTimersByTime(1000);
    pollExport.resolve(readyRecord());
    await settle();
    downloadFile.reject(apiError(status, 'Downloading URL is invalid.'));
    await settle();
    expect(notifyFailure.mock.calls[0]![1]).toMatchObject({ stale, status });
  });

  it('starts over with a new record when Export is clicked again', async () => {
    const { actor, createExport } = startExportDownload();
    actor.send({ type: 'export.start' });
    createExport.reject(apiError(409, 'Some simulation data is not available.'));
    await settle();
    expect(actor.getSnapshot().context.failure).toMatchObject({ stale: false, status: 409, message: 'Some simulation data is not available.' });
    actor.send({ type: 'export.start' });
    expect(actor.getSnapshot().context).toMatchObject({ download: null, failure: null });
    expect(createExport.calls).toHaveLength(2);
  });

  it('ignores Export while one is under way', async () => {
    const { actor, createExport } = await startBuilding();
    actor.send({ type: 'export.start' });
    expect(createExport.calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
