import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/*
 * The Publish Simulation dialog and the workspace overview (SPEC 2 "Workspace detail"),
 * SPEC 4 (task chip, report status, real-time events), SPEC 6 (a Viewer cannot upload and is told
 * to contact an editor) and SPEC 8 "Success toasts" (simulation task submitted).
 */

type Auth = { headers: Record<string, string> };

const SAMPLES = path.resolve(import.meta.dirname, '../../samples/roads');
const ASSETS = path.join(SAMPLES, 'assets.csv');
const SETTINGS = path.join(SAMPLES, 'settings.json');
const SUBMITTED = 'Simulation task submitted.';
const VIEWER_NOTE = 'You have view access. Contact an Editor of this portfolio to publish simulations.';
/** The roads sample runs in a few seconds; a cold server takes longer for the first run. */
const RUN_TIMEOUT_MS = 60_000;

/** Signs in through the real provider and keeps the bearer token the app sends, to set up through the API. */
async function signInForApi(page: Page, email: string): Promise<Auth> {
  const authorization = page
    .waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/') && Boolean(request.headers().authorization))
    .then((request) => request.headers().authorization!);
  await signIn(page, email);
  return { headers: { authorization: await authorization } };
}

/** A workspace of this test's own in the first demo portfolio (the editor, the viewer and the admin are members of every one). */
async function createWorkspace(page: Page, auth: Auth, name: string): Promise<string> {
  const portfolios = await page.request.get('/api/portfolios?page_size=1', auth);
  const portfolioId = ((await portfolios.json()) as { contents: Array<{ id: string }> }).contents[0]!.id;
  const created = await page.request.post(`/api/portfolios/${portfolioId}/workspaces`, { ...auth, data: { name, description: 'Made by the publishing test.' } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The row of a simulation in the overview's table. */
const row = (page: Page, name: string) => page.getByTestId('simulation-row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Publish Simulation' });

/** Slows uploads down (Chromium's network emulation) so that the progress bar can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

test('an editor publishes the roads sample with progress; it reaches Ready live for the editor and for a viewer watching', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const auth = await signInForApi(page, 'editor@horizon.test');
  const workspaceId = await createWorkspace(page, auth, `Publishing ${Date.now()}`);
  const name = `Roads as budgeted ${Date.now()}`;

  // A second browser: the viewer watches the same overview while the editor publishes.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'viewer@horizon.test', `/workspace/${workspaceId}/report/overview`);
  await expect(viewer.getByText('0 simulations in this workspace')).toBeVisible();

  await page.goto(`/workspace/${workspaceId}/report/overview`);
  await expect(page.getByText('No simulations yet')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Simulation' }).first().click();
  const form = dialog(page);
  await expect(form).toBeVisible();
  const publish = form.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('The roads sample at its planned budget.');
  await form.getByLabel('Asset data (assets.csv)').setInputFiles(ASSETS);
  await form.getByLabel('Model and strategy (settings.json)').setInputFiles(SETTINGS);
  await expect(form.getByText('assets.csv', { exact: true })).toBeVisible();
  await expect(publish).toBeEnabled();

  // The settings wait until the assets' 'Uploaded' has been seen: on a quiet machine the dialog
  // would otherwise go on to them, and close, before a look could catch it.
  let assetsSeen!: () => void;
  const settingsMayGo = new Promise<void>((resolve) => (assetsSeen = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/simulation-settings'),
    async (route) => {
      if (route.request().method() === 'POST') await settingsMayGo;
      await route.fallback();
    },
  );
  // 1.8 MB at 400 KB/s: a few seconds of progress.
  const unthrottle = await throttleUploads(page, 400 * 1024);
  await publish.click();
  const progress = form.getByTestId('publish-file-assets-progress');
  await expect(progress).toBeVisible();
  await expect(form.getByText(/^Uploading \d+%$/)).toBeVisible();
  await expect(form.getByTestId('publish-file-assets').getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  assetsSeen();
  await unthrottle();

  await expect(page.locator('.p-toast').getByText(SUBMITTED)).toBeVisible({ timeout: 30_000 });
  await expect(form).toBeHidden();
  const published = row(page, name);
  await expect(published).toBeVisible();
  await expect(page.getByText('1 simulation in this workspace')).toBeVisible();
  // No reload: the run's updates arrive over the real-time connection.
  await expect(published.getByTestId('task-chip')).toHaveAttribute('data-state', 'ready', { timeout: RUN_TIMEOUT_MS });
  // Its lite reports are generated after the run (the zero-budget baseline, the works): report_status_updated brings Ready.
  await expect(published.getByTestId('report-status')).toHaveAttribute('data-status', 'completed', { timeout: RUN_TIMEOUT_MS });
  await expect(published.getByText('Ready', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('simulation-comparison-chart')).toBeVisible();

  // The viewer's page was never reloaded either.
  const seen = row(viewer, name);
  await expect(seen).toBeVisible({ timeout: RUN_TIMEOUT_MS });
  await expect(seen.getByTestId('task-chip')).toHaveAttribute('data-state', 'ready', { timeout: RUN_TIMEOUT_MS });
  await expect(viewer.getByText('1 simulation in this workspace')).toBeVisible();

  // A row opens the simulation's overview.
  await published.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/simulation\/[0-9a-f-]{36}\/report\/overview$/);
  await viewerContext.close();
});

test('a viewer has no Publish action and is told to contact an editor', async ({ page }) => {
  const editor = await page.context().browser()!.newContext();
  const editorPage = await editor.newPage();
  const auth = await signInForApi(editorPage, 'editor@horizon.test');
  const workspaceId = await createWorkspace(editorPage, auth, `Viewer publishing ${Date.now()}`);
  await editor.close();

  await signIn(page, 'viewer@horizon.test', `/workspace/${workspaceId}/report/overview`);
  await expect(page.getByTestId('viewer-note')).toHaveText(VIEWER_NOTE);
  await expect(page.getByRole('button', { name: 'Publish Simulation' })).toHaveCount(0);
});

test('a refused assets.csv lists its problems under the file, and a corrected one publishes', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = await signInForApi(page, 'editor@horizon.test');
  const workspaceId = await createWorkspace(page, auth, `Bad CSV ${Date.now()}`);
  await page.goto(`/workspace/${workspaceId}/report/overview`);
  await page.getByRole('button', { name: 'Publish Simulation' }).first().click();
  const form = dialog(page);
  await form.getByLabel('Name').fill('Roads with a bad row');
  await form.getByLabel('Asset data (assets.csv)').setInputFiles({
    name: 'assets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('asset_id,network_measure,class,condition_pavement\nRD-1,twelve,Road,80\nRD-2,10,,90\n'),
  });
  await form.getByLabel('Model and strategy (settings.json)').setInputFiles(SETTINGS);
  await form.getByRole('button', { name: 'Publish' }).click();

  const problems = form.getByTestId('publish-file-assets-problems');
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('listitem').first()).toContainText('assets.csv row 2');
  // Nothing else was made: the settings were not sent.
  await expect(form.getByTestId('publish-file-settings').getByText('Uploaded')).toHaveCount(0);
  await expect(form).toBeVisible();

  await form.getByLabel('Asset data (assets.csv)').setInputFiles(ASSETS);
  await expect(problems).toBeHidden();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.p-toast').getByText(SUBMITTED)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'Roads with a bad row')).toBeVisible();
});
