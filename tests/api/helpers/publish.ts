import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiResponse, apiClient } from './api';

type Call = ReturnType<typeof apiClient>;

export const SAMPLES = path.resolve(import.meta.dirname, '../../../samples');

export async function sampleFiles(name: 'roads' | 'water-mains' | 'buildings'): Promise<{ csv: Buffer; settings: Record<string, unknown> }> {
  const folder = path.join(SAMPLES, name);
  return {
    csv: await readFile(path.join(folder, 'assets.csv')),
    settings: JSON.parse(await readFile(path.join(folder, 'settings.json'), 'utf8')) as Record<string, unknown>,
  };
}

/** Posts assets.csv as the publisher does: the file's bytes as the body. */
export const uploadCsv = (call: Call, email: string, snapshotId: string, csv: Buffer | string) =>
  call(email, 'POST', `/data-snapshots/${snapshotId}/uploads`, Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), { 'content-type': 'text/csv' });

/** A snapshot and settings of the portfolio, each with one accepted upload. */
export async function publishPackage(call: Call, email: string, portfolioId: string, files: { csv: Buffer | string; settings: unknown }) {
  const snapshot = await call(email, 'POST', `/portfolios/${portfolioId}/data-snapshots`, { name: 'Network' });
  const upload = await uploadCsv(call, email, snapshot.body.id, files.csv);
  const settings = await call(email, 'POST', `/portfolios/${portfolioId}/simulation-settings`, { name: 'Model' });
  const settingsUpload = await call(email, 'POST', `/simulation-settings/${settings.body.id}/uploads`, files.settings);
  return { snapshotId: snapshot.body.id as string, settingsId: settings.body.id as string, upload, settingsUpload };
}

/** Polls a task until it reaches one of `statuses`; fails after `timeoutMs`. */
/** Waits until a completed run's lite reports are generated (its zero-budget baseline and works stored). */
export async function waitForReports(call: Call, email: string, simulationId: string, timeoutMs = 60_000): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await call(email, 'GET', `/simulations/${simulationId}`);
    if (response.body?.report_status === 'completed') return response;
    if (Date.now() > deadline) throw new Error(`The reports of simulation ${simulationId} are still ${response.body?.report_status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function waitForTask(call: Call, email: string, taskId: string, statuses: readonly string[], timeoutMs = 60_000): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await call(email, 'GET', `/tasks/${taskId}`);
    if (statuses.includes(response.body?.status)) return response;
    if (Date.now() > deadline) throw new Error(`Task ${taskId} is still ${response.body?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
