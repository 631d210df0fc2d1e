import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { signInWithCodeFlow } from '../tests/support/codeFlow';

/* The benchmarks' API client: a signed-in caller and the generated package published as the desktop app publishes. */

export type BenchApi = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;
export type BenchClient = { baseUrl: string; headers: Record<string, string>; api: BenchApi };

/** Signs in through the built-in provider's code flow and calls the API with the token; a failed call throws with its answer. */
export async function benchClient(baseUrl: string, email: string, password: string): Promise<BenchClient> {
  const { access_token } = await signInWithCodeFlow({ baseUrl, email, password });
  const headers = { authorization: `Bearer ${access_token}` };
  const api: BenchApi = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  return { baseUrl, headers, api };
}

type PortfolioSummary = { id: string; plan: string; permission: string; features: string[] };

/** The first workspace the caller may publish into, of a portfolio `wanted` accepts (`what` names it in the error). */
export async function publishableWorkspace(client: BenchClient, what: string, wanted: (portfolio: PortfolioSummary) => boolean): Promise<{ portfolioId: string; workspaceId: string }> {
  const portfolios = (await client.api('GET', '/portfolios?page_size=100')) as { contents: PortfolioSummary[] };
  const eligible = new Set(portfolios.contents.filter((portfolio) => portfolio.permission !== 'Viewer' && wanted(portfolio)).map((portfolio) => portfolio.id));
  const workspaces = (await client.api('GET', '/workspaces?page_size=100')) as { contents: { id: string; portfolio_id: string }[] };
  const workspace = workspaces.contents.find((candidate) => eligible.has(candidate.portfolio_id));
  if (!workspace) throw new Error(`The caller has no workspace of ${what} to publish into`);
  return { portfolioId: workspace.portfolio_id, workspaceId: workspace.id };
}

/** A data snapshot with the folder's assets.csv streamed up, its settings.json, and a simulation of them, which starts its run. */
export async function publishFolder(
  client: BenchClient,
  folder: string,
  where: { portfolioId: string; workspaceId: string },
  name: string,
): Promise<{ simulationId: string; taskId: string }> {
  const snapshot = await client.api('POST', `/portfolios/${where.portfolioId}/data-snapshots`, { name });
  const uploaded = await fetch(`${client.baseUrl}/api/data-snapshots/${snapshot.id as string}/uploads`, {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(join(folder, 'assets.csv'), { highWaterMark: 1 << 20 })) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (!uploaded.ok) throw new Error(`assets.csv was refused: ${await uploaded.text()}`);
  const settings = await client.api('POST', `/portfolios/${where.portfolioId}/simulation-settings`, { name: `${name} model` });
  await client.api('POST', `/simulation-settings/${settings.id as string}/uploads`, JSON.parse(await readFile(join(folder, 'settings.json'), 'utf8')));
  const simulation = await client.api('POST', `/workspaces/${where.workspaceId}/simulations`, { name, data_snapshot_id: snapshot.id, simulation_settings_id: settings.id });
  return { simulationId: simulation.id as string, taskId: (simulation.current_task as { id: string }).id };
}

/** Waits for the run to complete; any other end throws. */
export async function waitForRun(client: BenchClient, taskId: string, pollMs = 200): Promise<void> {
  for (;;) {
    const { status } = (await client.api('GET', `/tasks/${taskId}/status`)) as { status: string };
    if (status === 'completed') return;
    if (['failed', 'invalid', 'cancelled', 'outdated'].includes(status)) throw new Error(`The run ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
