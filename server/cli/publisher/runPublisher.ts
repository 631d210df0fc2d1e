import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { clientConfigSchema } from '../../../src/api/schemas/config.schema';
import { dataSnapshotSchema, dataSnapshotSummarySchema } from '../../../src/api/schemas/dataSnapshot.schema';
import { profileSchema } from '../../../src/api/schemas/profile.schema';
import { simulationDetailSchema } from '../../../src/api/schemas/simulation.schema';
import { simulationSettingsSchema, simulationSettingsVersionSchema } from '../../../src/api/schemas/simulationSettings.schema';
import { taskSchema, type Task } from '../../../src/api/schemas/task.schema';
import { workspaceDetailSchema } from '../../../src/api/schemas/workspace.schema';
import { ASSETS_FILE, SETTINGS_FILE } from '../../../src/api/simulationPackage/errors';
import { API_PREFIX } from '../../../src/api/paths/definePath';
import { profilePaths } from '../../../src/api/paths/profilePaths';
import { publishingPaths } from '../../../src/api/paths/publishingPaths';
import { simulationPaths } from '../../../src/api/paths/simulationPaths';
import { systemPaths } from '../../../src/api/paths/systemPaths';
import { workspacePaths } from '../../../src/api/paths/workspacePaths';
import { MAX_DESCRIPTION, MAX_NAME, type PublisherOptions } from './args';
import { pollForToken, realClock, refreshTokens, requestDeviceCode, SignInFailed, type Clock, type IdentityClient } from './deviceSignIn';
import {
  FINAL_STATUSES,
  finalTaskMessage,
  formatBytes,
  packageErrorLines,
  progressWriter,
  signInInstructions,
  taskProgressLine,
  uploadProgressLine,
} from './format';
import { ApiFailure, horizonApi, type HorizonApi } from './horizonApi';

export type Output = {
  stdout: { write(text: string): unknown };
  stderr: { isTTY?: boolean; write(text: string): unknown };
};

/** Exit codes: 0 the simulation completed, 1 anything else went wrong (2, usage, is the caller's). */
export const EXIT_COMPLETED = 0;
export const EXIT_FAILED = 1;

/** A problem that ends the run, with the package findings to list under it. */
class Stop extends Error {
  constructor(
    message: string,
    readonly details: readonly { message: string; more_info?: string }[] = [],
  ) {
    super(message);
  }
}

const FOLLOW_INTERVAL_MS = 1000;

type LocalPackage = { assetsPath: string; assetsBytes: number; settingsText: string; settingsName?: string; settingsDescription?: string };

/** The package as the desktop app would hand it over: both files present, settings.json valid JSON. */
async function readPackage(folder: string): Promise<LocalPackage> {
  const assetsPath = path.join(folder, ASSETS_FILE);
  const settingsPath = path.join(folder, SETTINGS_FILE);
  const assets = await stat(assetsPath).catch(() => undefined);
  if (!assets?.isFile()) throw new Stop(`${folder} has no ${ASSETS_FILE}.`);
  const settingsText = await readFile(settingsPath, 'utf8').catch(() => undefined);
  if (settingsText === undefined) throw new Stop(`${folder} has no ${SETTINGS_FILE}.`);
  let settings: unknown;
  try {
    settings = JSON.parse(settingsText);
  } catch (error) {
    throw new Stop(`${SETTINGS_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  const text = (key: string) => {
    const value = settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return { assetsPath, assetsBytes: assets.size, settingsText, settingsName: text('name'), settingsDescription: text('description') };
}

async function discoverIdentity(server: string): Promise<IdentityClient> {
  let response: Response;
  try {
    response = await fetch(`${server}${API_PREFIX}${systemPaths.clientConfig.url()}`, { headers: { accept: 'application/json' } });
  } catch (error) {
    const cause = (error as Error).cause;
    throw new Stop(`Cannot reach Horizon at ${server}: ${cause instanceof Error ? cause.message : (error as Error).message}`);
  }
  const config = clientConfigSchema.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !config.success) throw new Stop(`${server} did not answer as a Horizon server (GET ${API_PREFIX}/config: ${response.status}).`);
  const { auth } = config.data;
  if (!auth.publisher_client_id) {
    throw new Stop(`${server} offers no sign-in for the command-line publisher (its AUTH0_PUBLISHER_CLIENT_ID is not set).`);
  }
  return { domain: auth.domain.replace(/\/+$/, ''), clientId: auth.publisher_client_id, audience: auth.audience, scope: auth.scope };
}

async function signIn(identity: IdentityClient, out: Output, clock: Clock) {
  const device = await requestDeviceCode(identity);
  out.stdout.write(`${signInInstructions(device)}\n`);
  out.stderr.write('Waiting for the sign-in to be confirmed in the browser...\n');
  const tokens = await pollForToken(identity, device, clock);
  let refreshToken = tokens.refresh_token;
  return {
    accessToken: tokens.access_token,
    renew: refreshToken
      ? async () => {
          const renewed = await refreshTokens(identity, refreshToken!);
          refreshToken = renewed.refresh_token ?? refreshToken;
          return renewed.access_token;
        }
      : undefined,
  };
}

/** Streams assets.csv from disk, counting the bytes handed to the connection for the progress bar. */
function assetsStream(local: LocalPackage, stderr: Output['stderr']) {
  const progress = progressWriter(stderr);
  let sent = 0;
  progress.update(0, uploadProgressLine(ASSETS_FILE, 0, local.assetsBytes));
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      sent += chunk.byteLength;
      progress.update(local.assetsBytes > 0 ? sent / local.assetsBytes : 1, uploadProgressLine(ASSETS_FILE, sent, local.assetsBytes));
      controller.enqueue(chunk);
    },
  });
  const body = (Readable.toWeb(createReadStream(local.assetsPath)) as ReadableStream<Uint8Array>).pipeThrough(counting);
  return { body, finish: () => progress.finish() };
}

async function followTask(api: HorizonApi, taskId: string, out: Output, clock: Clock): Promise<Task> {
  const progress = progressWriter(out.stderr);
  let lastStatus: Task['status'] | undefined;
  for (;;) {
    const task = await api.call({ method: 'GET', path: simulationPaths.task.url({ taskId }), what: 'Reading the task' }, taskSchema);
    if (task.status !== lastStatus) {
      progress.finish();
      out.stdout.write(`Status: ${task.status}\n`);
      lastStatus = task.status;
    }
    if (FINAL_STATUSES.has(task.status)) {
      progress.finish();
      return task;
    }
    if (task.status === 'running' || task.status === 'active') progress.update(task.progress, taskProgressLine(task));
    await clock.sleep(FOLLOW_INTERVAL_MS);
  }
}

/**
 * The whole publish, as the desktop modelling app does it: sign in with the device flow, upload
 * the package's two files, create the simulation in the workspace and follow its task to the end.
 */
export async function runPublisher(options: PublisherOptions, out: Output, clock: Clock = realClock): Promise<number> {
  try {
    const local = await readPackage(options.folder);
    const identity = await discoverIdentity(options.server);
    const session = await signIn(identity, out, clock);
    const api = horizonApi(options.server, session);

    const profile = await api.call({ method: 'GET', path: profilePaths.get.url(), what: 'Reading your profile' }, profileSchema);
    out.stdout.write(`Signed in as ${profile.email}.\n`);
    const workspace = await api.call(
      { method: 'GET', path: workspacePaths.get.url({ wsId: options.workspaceId }), what: `Opening workspace ${options.workspaceId}` },
      workspaceDetailSchema,
    );
    const name = options.name ?? local.settingsName?.slice(0, MAX_NAME) ?? path.basename(path.resolve(options.folder));
    const description = options.description ?? local.settingsDescription?.slice(0, MAX_DESCRIPTION) ?? '';
    out.stdout.write(`Publishing ${options.folder} to workspace "${workspace.name}" of portfolio "${workspace.portfolio_name}".\n`);

    const pfId = workspace.portfolio_id;
    const snapshot = await api.call(
      { method: 'POST', path: publishingPaths.createSnapshot.url({ pfId }), json: { name }, what: 'Creating the data snapshot' },
      dataSnapshotSchema,
    );
    const upload = assetsStream(local, out.stderr);
    const snapshotVersion = await api
      .call(
        {
          method: 'POST',
          path: publishingPaths.uploadSnapshot.url({ dsId: snapshot.id }),
          raw: { body: upload.body, contentType: 'text/csv' },
          what: `Uploading ${ASSETS_FILE}`,
        },
        dataSnapshotSummarySchema,
      )
      .finally(upload.finish);
    out.stdout.write(`${ASSETS_FILE} accepted: ${snapshotVersion.rows} assets, ${formatBytes(local.assetsBytes)} (version ${snapshotVersion.version}).\n`);

    const settings = await api.call(
      { method: 'POST', path: publishingPaths.createSettings.url({ pfId }), json: { name }, what: 'Creating the simulation settings' },
      simulationSettingsSchema,
    );
    const settingsVersion = await api.call(
      {
        method: 'POST',
        path: publishingPaths.uploadSettings.url({ ssId: settings.id }),
        raw: { body: local.settingsText, contentType: 'application/json' },
        what: `Uploading ${SETTINGS_FILE}`,
      },
      simulationSettingsVersionSchema,
    );
    out.stdout.write(
      `${SETTINGS_FILE} accepted: model "${settingsVersion.model_name}", strategy "${settingsVersion.strategy_name}", ${settingsVersion.years} years from ${settingsVersion.start_year} (version ${settingsVersion.version}).\n`,
    );

    const simulation = await api.call(
      {
        method: 'POST',
        path: simulationPaths.create.url({ wsId: options.workspaceId }),
        json: { name, description, data_snapshot_id: snapshot.id, simulation_settings_id: settings.id },
        what: 'Creating the simulation',
      },
      simulationDetailSchema,
    );
    if (!simulation.current_task) throw new Stop(`Simulation "${simulation.name}" was created without a task to follow.`);
    out.stdout.write(`Simulation "${simulation.name}" created; following its run (Ctrl-C stops following, the run goes on).\n`);

    const task = await followTask(api, simulation.current_task.id, out, clock);
    const finalLine = finalTaskMessage(task, simulation.name);
    if (task.status !== 'completed') {
      out.stderr.write(`${finalLine}\n`);
      if (task.error_messages.length > 0) out.stderr.write(`${packageErrorLines(task.error_messages)}\n`);
      return EXIT_FAILED;
    }
    out.stdout.write(`${finalLine}\nOpen it at ${options.server}/simulation/${simulation.id}/report/overview\n`);
    return EXIT_COMPLETED;
  } catch (error) {
    if (error instanceof Stop) {
      out.stderr.write(`${error.message}\n`);
      if (error.details.length > 0) out.stderr.write(`${packageErrorLines(error.details)}\n`);
      return EXIT_FAILED;
    }
    if (error instanceof ApiFailure) {
      out.stderr.write(`${error.message}\n`);
      const findings = error.body?.error_messages ?? [];
      if (findings.length > 0) out.stderr.write(`${packageErrorLines(findings)}\n`);
      return EXIT_FAILED;
    }
    if (error instanceof SignInFailed) {
      out.stderr.write(`${error.message}\n`);
      return EXIT_FAILED;
    }
    // fetch rejects with a TypeError whose cause says why the connection failed.
    if (error instanceof TypeError && error.cause instanceof Error) {
      out.stderr.write(`Lost the connection to ${options.server}: ${error.cause.message}\n`);
      return EXIT_FAILED;
    }
    throw error;
  }
}
