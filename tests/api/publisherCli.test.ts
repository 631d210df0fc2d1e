import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { clientConfigSchema } from '../../src/api/schemas/config.schema';
import { simulationPageSchema } from '../../src/api/schemas/simulation.schema';
import { workspacePageSchema } from '../../src/api/schemas/workspace.schema';
import { loadConfig } from '../../server/config';
import { deviceBrowser } from '../support/deviceFlow';
import { runPublisherProcess, SIGN_IN_LINE, type PublisherRun } from '../support/publisherProcess';
import { SAMPLES } from './helpers/publish';
import { useTestServer } from './helpers/useTestServer';

const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';
const PASSWORD = 'horizon';
/** The publisher polls every 5 s (RFC 8628's default): a run with a sign-in takes a few of them. */
const RUN_TIMEOUT = 90_000;

describe('the command-line publisher against the built-in provider', () => {
  const api = useTestServer('pglite');
  let workspaceId: string;
  let workspaceName: string;
  let scratch: string;
  const runs: PublisherRun[] = [];

  beforeAll(async () => {
    const workspaces = await api.call(EDITOR, 'GET', '/workspaces?page_size=100');
    const editable = workspacePageSchema.parse(workspaces.body).contents[0]!;
    workspaceId = editable.id;
    workspaceName = editable.name;
    scratch = await mkdtemp(path.join(tmpdir(), 'horizon-publisher-'));
  });
  afterAll(async () => {
    for (const run of runs) run.kill();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const publisher = (args: string[], env: Record<string, string> = {}) => {
    const run = runPublisherProcess(args, env);
    runs.push(run);
    return run;
  };

  /** The package folder of a sample with one of its files replaced. */
  const packageWith = async (name: string, files: { 'assets.csv'?: string; 'settings.json'?: string }) => {
    const folder = path.join(scratch, name);
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder);
    for (const file of ['assets.csv', 'settings.json'] as const) {
      const replaced = files[file];
      if (replaced === undefined) await copyFile(path.join(SAMPLES, 'buildings', file), path.join(folder, file));
      else await writeFile(path.join(folder, file), replaced);
    }
    return folder;
  };

  it('offers the publisher client in the public client configuration', async () => {
    const response = await fetch(`${api.server.baseUrl}/api/config`);
    const config = clientConfigSchema.parse(await response.json());
    expect(config.auth.publisher_client_id).toBe('horizon-publisher');
    expect(config.auth.domain).toBe(api.server.baseUrl);
  });

  it('answers a device authorization request on Auth0 paths and asks the token endpoint to wait', async () => {
    const started = await fetch(`${api.server.baseUrl}/oauth/device/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'horizon-publisher', scope: 'openid offline_access read:result', audience: `${api.server.baseUrl}/api` }).toString(),
    });
    expect(started.status).toBe(200);
    const device = (await started.json()) as Record<string, unknown>;
    expect(device.verification_uri).toBe(`${api.server.baseUrl}/activate`);
    expect(device.verification_uri_complete).toBe(`${api.server.baseUrl}/activate?user_code=${device.user_code}`);
    expect(device.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(device.expires_in).toBeGreaterThan(0);

    const token = await fetch(`${api.server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: String(device.device_code), client_id: 'horizon-publisher' }).toString(),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'authorization_pending' });
  });

  it('refuses the device grant to the SPA client', async () => {
    const started = await fetch(`${api.server.baseUrl}/oauth/device/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'horizon-spa', scope: 'openid' }).toString(),
    });
    expect(started.status).toBe(400);
    const refusal = (await started.json()) as { error: string; error_description: string };
    expect(refusal.error).toBe('invalid_request');
    expect(refusal.error_description).toContain('device_code is not allowed for this client');
  });

  it(
    'signs in with the device flow, publishes the package, follows the run and exits 0 when it completed',
    async () => {
      const run = publisher([path.join(SAMPLES, 'buildings'), '--workspace', workspaceId, '--name', 'Estate from the CLI', '--server', api.server.baseUrl]);
      const [, verificationUri, userCode] = await run.waitForStdout(SIGN_IN_LINE);
      expect(verificationUri).toBe(`${api.server.baseUrl}/activate`);
      expect(run.stdout()).toContain(`(or open ${api.server.baseUrl}/activate?user_code=${userCode} to have the code filled in)`);

      const browser = deviceBrowser(api.server.baseUrl);
      const input = await browser.open(verificationUri!);
      expect(input.status).toBe(200);
      expect(input.html).toContain('Enter the code that the Horizon publisher shows in your terminal.');
      const confirmation = await browser.enterCode(userCode!.toLowerCase());
      expect(confirmation.html).toContain('Confirm the device');
      expect(confirmation.html).toContain(userCode);
      const signInForm = await browser.decide('confirm');
      expect(signInForm.html).toContain('Sign in');
      const done = await browser.signIn(EDITOR, PASSWORD);
      expect(done.status).toBe(200);
      expect(done.html).toContain('You are signed in');

      expect(await run.exited).toBe(0);
      const stdout = run.stdout();
      expect(stdout).toContain(`Signed in as ${EDITOR}.`);
      expect(stdout).toContain(`to workspace "${workspaceName}"`);
      expect(stdout).toMatch(/assets\.csv accepted: \d+ assets/);
      expect(stdout).toContain('settings.json accepted:');
      expect(stdout).toContain('Status: completed');
      expect(stdout).toMatch(/Simulation "Estate from the CLI" completed/);
      // Not a terminal: the upload's progress is a line per 10 %, ending at 100 %.
      expect(run.stderr()).toMatch(/assets\.csv \[#{30}\] 100 %/);

      const listed = await api.call(EDITOR, 'GET', `/workspaces/${workspaceId}/simulations?page_size=100`);
      const simulation = simulationPageSchema.parse(listed.body).contents.find((candidate) => candidate.name === 'Estate from the CLI');
      expect(simulation?.current_task?.status).toBe('completed');
      expect(stdout).toContain(`Open it at ${api.server.baseUrl}/simulation/${simulation!.id}/report/overview`);
    },
    RUN_TIMEOUT,
  );

  it(
    'gets RS256 API tokens for the publisher client with the API audience',
    async () => {
      const started = await fetch(`${api.server.baseUrl}/oauth/device/code`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'horizon-publisher', scope: 'openid offline_access execute:simulation', audience: `${api.server.baseUrl}/api` }).toString(),
      });
      const device = (await started.json()) as { device_code: string; user_code: string; verification_uri_complete: string };
      const browser = deviceBrowser(api.server.baseUrl);
      // The complete address carries the code: the page posts it on by itself.
      const carried = await browser.open(device.verification_uri_complete);
      expect(carried.html).toContain(`name="user_code" value="${device.user_code}"`);
      await browser.enterCode(device.user_code);
      await browser.decide('confirm');
      expect((await browser.signIn(EDITOR, PASSWORD)).html).toContain('You are signed in');

      const token = await fetch(`${api.server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: device.device_code, client_id: 'horizon-publisher' }).toString(),
      });
      expect(token.status).toBe(200);
      const tokens = (await token.json()) as { access_token: string; refresh_token?: string };
      expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
      expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: `${api.server.baseUrl}/api`, client_id: 'horizon-publisher' });
      expect(tokens.refresh_token).toBeTruthy();
      const profile = await fetch(`${api.server.baseUrl}/api/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { email: string }).email).toBe(EDITOR);

      // The code is spent: it signs in no one else.
      const again = await fetch(`${api.server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: device.device_code, client_id: 'horizon-publisher' }).toString(),
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    },
    RUN_TIMEOUT,
  );

  it(
    'shows a wrong code as incorrect, and exits 1 saying so when the sign-in is cancelled in the browser',
    async () => {
      const run = publisher([path.join(SAMPLES, 'buildings'), '--workspace', workspaceId, '--server', api.server.baseUrl]);
      const [, verificationUri, userCode] = await run.waitForStdout(SIGN_IN_LINE);
      const browser = deviceBrowser(api.server.baseUrl);
      await browser.open(verificationUri!);
      const wrong = await browser.enterCode('BCDF-GHJK' === userCode ? 'CDFG-HJKL' : 'BCDF-GHJK');
      expect(wrong.html).toContain('The code you entered is incorrect. Try again.');
      expect(wrong.html).toContain('Device sign-in');

      await browser.enterCode(userCode!);
      const cancelled = await browser.decide('cancel');
      expect(cancelled.html).toContain('Sign-in cancelled');

      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain('The sign-in was cancelled in the browser.');
      expect(run.stdout()).not.toContain('Signed in as');
    },
    RUN_TIMEOUT,
  );

  it(
    'lists the problems of a refused upload and exits 1',
    async () => {
      const folder = await packageWith('broken-assets', { 'assets.csv': 'asset_id,name\nA-1,Only two columns\n' });
      const run = publisher([folder, '--workspace', workspaceId, '--server', api.server.baseUrl]);
      const [, verificationUri, userCode] = await run.waitForStdout(SIGN_IN_LINE);
      const browser = deviceBrowser(api.server.baseUrl);
      await browser.open(verificationUri!);
      await browser.enterCode(userCode!);
      await browser.decide('confirm');
      await browser.signIn(EDITOR, PASSWORD);

      expect(await run.exited).toBe(1);
      const stderr = run.stderr();
      expect(stderr).toMatch(/^Uploading assets\.csv failed: /m);
      expect(stderr).toMatch(/^ {2}assets\.csv/m);
    },
    RUN_TIMEOUT,
  );

  it(
    'exits 1 with the server message when the account may not publish to the workspace',
    async () => {
      const run = publisher([path.join(SAMPLES, 'buildings'), '--workspace', workspaceId, '--server', api.server.baseUrl]);
      const [, verificationUri, userCode] = await run.waitForStdout(SIGN_IN_LINE);
      const browser = deviceBrowser(api.server.baseUrl);
      await browser.open(verificationUri!);
      await browser.enterCode(userCode!);
      await browser.decide('confirm');
      await browser.signIn(VIEWER, PASSWORD);

      expect(await run.exited).toBe(1);
      expect(run.stdout()).toContain(`Signed in as ${VIEWER}.`);
      expect(run.stderr()).toMatch(/^Creating the data snapshot failed: /m);
    },
    RUN_TIMEOUT,
  );

  it('checks settings.json before signing in', async () => {
    const folder = await packageWith('broken-settings', { 'settings.json': '{"name": "half a document"' });
    const run = publisher([folder, '--workspace', workspaceId, '--server', api.server.baseUrl]);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/^settings\.json is not valid JSON: /);
    expect(run.stdout()).toBe('');
  });

  it('takes the publisher client of an Auth0 tenant from AUTH0_PUBLISHER_CLIENT_ID', () => {
    expect(loadConfig({ AUTH0_DOMAIN: 'tenant.example.auth0.com' }).auth.publisherClientId).toBeUndefined();
    expect(loadConfig({ AUTH0_DOMAIN: 'tenant.example.auth0.com', AUTH0_PUBLISHER_CLIENT_ID: 'cli-123' }).auth.publisherClientId).toBe('cli-123');
  });

  it.each([
    ['no arguments', []],
    ['no workspace', ['samples/roads']],
    ['a workspace that is no id', ['samples/roads', '--workspace', 'roads']],
    ['an unknown option', ['samples/roads', '--workspace', '8f14e45f-ceea-467f-a0e6-3c5a2e9b6d10', '--colour', 'blue']],
    ['a server that is no web address', ['samples/roads', '--workspace', '8f14e45f-ceea-467f-a0e6-3c5a2e9b6d10', '--server', 'ftp://x']],
  ])('exits 2 with the usage on %s', async (_case, args) => {
    const run = publisher(args);
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain('Usage: npm run publisher -- <package folder> --workspace <workspace id>');
  });
});

describe('the command-line publisher against an Auth0 tenant without a publisher client', () => {
  const api = useTestServer('pglite', { AUTH0_DOMAIN: 'tenant.example.auth0.com', AUTH0_CLIENT_ID: 'spa', AUTH0_AUDIENCE: 'https://api.horizon.test' });

  it('answers a null publisher client, and the publisher exits 1 naming the missing setting', async () => {
    const config = clientConfigSchema.parse(await (await fetch(`${api.server.baseUrl}/api/config`)).json());
    expect(config.auth.publisher_client_id).toBeNull();
    const run = runPublisherProcess([path.join(SAMPLES, 'buildings'), '--workspace', '8f14e45f-ceea-467f-a0e6-3c5a2e9b6d10'], { HORIZON_URL: api.server.baseUrl });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(`${api.server.baseUrl} offers no sign-in for the command-line publisher (its AUTH0_PUBLISHER_CLIENT_ID is not set).`);
    expect(run.stdout()).toBe('');
  });
});
