import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { signInWithCodeFlow } from '../../support/codeFlow';
import { DEMO_PASSWORD } from './signIn';

const SAMPLES = path.resolve(import.meta.dirname, '../../../samples');

/** A signed-in API caller: every call carries the account's access token, and a failure throws with the answer. */
export type ApiSession = {
  call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, contentType?: string): Promise<T>;
};

/**
 * Signs a demo account in through the built-in provider's code flow (as the SPA does) and calls
 * the API with its token, so that a spec can publish what it then looks at in the browser.
 */
export async function apiSession(baseUrl: string, email: string): Promise<ApiSession> {
  const { access_token: token } = await signInWithCodeFlow({ baseUrl, email, password: DEMO_PASSWORD });
  return {
    async call(method, url, body, contentType = 'application/json') {
      // A file goes as its bytes, anything else as JSON.
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : typeof body === 'string' ? body : JSON.stringify(body);
      const response = await fetch(new URL(`/api${url}`, baseUrl), {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
        body: payload,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as never;
    },
  };
}

export type SamplePackage = { csv: Buffer; settings: Record<string, unknown> };

export async function readSample(name: 'roads' | 'water-mains' | 'buildings'): Promise<SamplePackage> {
  const folder = path.join(SAMPLES, name);
  return {
    csv: await readFile(path.join(folder, 'assets.csv')),
    settings: JSON.parse(await readFile(path.join(folder, 'settings.json'), 'utf8')) as Record<string, unknown>,
  };
}

type Simulation = { id: string; name: string; current_task: { id: string; status: string } | null };

/**
 * Publishes a package as the desktop app does (SPEC 7 "Snapshots and settings"): a data snapshot
 * with its assets.csv, settings with their settings.json, then a simulation of them in the
 * workspace, which starts its first run.
 */
export async function publishSimulation(
  api: ApiSession,
  where: { portfolioId: string; workspaceId: string },
  name: string,
  files: SamplePackage,
): Promise<Simulation> {
  const snapshot = await api.call<{ id: string }>('POST', `/portfolios/${where.portfolioId}/data-snapshots`, { name: `${name} data` });
  await api.call('POST', `/data-snapshots/${snapshot.id}/uploads`, files.csv, 'text/csv');
  const settings = await api.call<{ id: string }>('POST', `/portfolios/${where.portfolioId}/simulation-settings`, { name: `${name} model` });
  await api.call('POST', `/simulation-settings/${settings.id}/uploads`, files.settings);
  return api.call<Simulation>('POST', `/workspaces/${where.workspaceId}/simulations`, {
    name,
    description: `Published by the end-to-end tests from the ${name} package.`,
    data_snapshot_id: snapshot.id,
    simulation_settings_id: settings.id,
  });
}

/** Waits until the run reaches one of `statuses`. */
export async function waitForTask(api: ApiSession, taskId: string, statuses: readonly string[], timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await api.call<{ status: string }>('GET', `/tasks/${taskId}`);
    if (statuses.includes(task.status)) return;
    if (Date.now() > deadline) throw new Error(`Task ${taskId} is still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A workspace of its own, in a portfolio where the account may publish (Editor or Admin), so that
 * what a spec publishes leaves the demo workspaces as other specs expect them; deleting it takes
 * its simulations.
 */
export async function createPublishingWorkspace(api: ApiSession, name: string): Promise<{ portfolioId: string; workspaceId: string; name: string }> {
  const page = await api.call<{ contents: Array<{ id: string; permission: string }> }>('GET', '/portfolios?page_size=100');
  const portfolio = page.contents.find((candidate) => candidate.permission === 'Editor' || candidate.permission === 'Admin');
  if (!portfolio) throw new Error('The account may publish in none of its portfolios');
  const workspace = await api.call<{ id: string }>('POST', `/portfolios/${portfolio.id}/workspaces`, { name, description: 'Simulations published by the end-to-end tests.' });
  return { portfolioId: portfolio.id, workspaceId: workspace.id, name };
}

export async function deleteWorkspace(api: ApiSession, workspace: { workspaceId: string; name: string }): Promise<void> {
  await api.call('DELETE', `/workspaces/${workspace.workspaceId}`, { confirm_name: workspace.name });
}
