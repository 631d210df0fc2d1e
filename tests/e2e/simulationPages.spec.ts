import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import {
  apiSession,
  createPublishingWorkspace,
  deleteWorkspace,
  publishSimulation,
  readSample,
  waitForTask,
  type ApiSession,
  type SamplePackage,
} from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * SPEC 2 "Simulation list" and "Simulation detail": simulations published through the API as the
 * desktop app does, then looked at in the browser by their creator (editor@horizon.test), by
 * another Admin, and by a Viewer.
 */

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();
const tab = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: 'Simulation tabs' }).getByRole('link', { name });

/** Set SIMULATION_PAGES_SHOTS to a folder to keep a 1440 px screenshot of each page for review. */
const shotsDir = process.env.SIMULATION_PAGES_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  // Charts and the countdown settle before the picture.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** settings.json with a second criterion that assets.csv has no condition column for: the run is refused as invalid. */
function withoutConditionColumn(files: SamplePackage): SamplePackage {
  const settings = structuredClone(files.settings) as { criteria: Array<Record<string, unknown>> };
  settings.criteria.push({ ...settings.criteria[0], id: 'skid', name: 'Skid resistance' });
  return { csv: files.csv, settings };
}

type Published = { id: string; name: string; current_task: { id: string } | null };

const stamp = Date.now().toString(36);
let editor: ApiSession;
let roads: SamplePackage;
let where: { portfolioId: string; workspaceId: string; name: string };
let ready: Published;
let invalid: Published;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await apiSession(baseURL, 'editor@horizon.test');
  roads = await readSample('roads');
  where = await createPublishingWorkspace(editor, `Simulation pages ${stamp}`);
  invalid = await publishSimulation(editor, where, `Roads without skid data ${stamp}`, withoutConditionColumn(roads));
  await waitForTask(editor, invalid.current_task!.id, ['invalid']);
});

test.afterAll(async () => {
  if (where) await deleteWorkspace(editor, where);
});

test('a published simulation is listed, and its overview shows the KPIs while the chip reaches Ready', async ({ page }) => {
  // The run waits its turn behind the demo's own runs, which each test server starts with.
  test.setTimeout(240_000);
  ready = await publishSimulation(editor, where, `Roads network ${stamp}`, roads);
  await signIn(page, 'editor@horizon.test', `/simulations?q=${encodeURIComponent(ready.name)}`);
  const card = page.getByTestId('simulation-card').filter({ hasText: ready.name });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('simulation-card')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search simulations by name' }).fill('');
  await expect(page.getByTestId('simulation-card').filter({ hasText: invalid.name })).toHaveCount(1);
  await shoot(page, 'simulations-en-AU');

  await page.getByTestId('simulation-card').filter({ hasText: ready.name }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/simulation/${ready.id}/report/overview$`));
  await expect(page.getByRole('heading', { level: 1, name: ready.name })).toBeVisible();
  await expect(page.getByTestId('task-chip')).toHaveAttribute('data-state', 'ready', { timeout: 180_000 });
  await expect(page.getByTestId('kpi-totalBudget')).toContainText('Total Budget');
  await expect(page.getByTestId('kpi-totalBudget')).toContainText('$');
  await expect(page.getByTestId('kpi-totalAssets')).toContainText('12,000');
  await expect(page.getByTestId('kpi-uploadedBy')).toContainText('Erin Walsh');
  await expect(page.getByTestId('kpi-totalNetworkMeasure')).toContainText('Total Network Measure');
  // The lite reports are generated after the run; report_status_updated turns the helper to Ready without a reload.
  await expect(page.getByTestId('report-helper')).toContainText(
    'Report(s) are available. Please select one of the options below to view the report launched in a new browser window.',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('report-entry').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Reports' }).fill('budget');
  await expect(page.getByTestId('report-entry')).toHaveText([/Budget Distribution/, /Budget Breakdown/]);
  await page.getByRole('searchbox', { name: 'Search Reports' }).fill('');
  await shoot(page, 'overview-en-AU');

  // The breadcrumb leads back through the workspace and the portfolio.
  const crumbs = page.getByRole('navigation', { name: 'Where this simulation is' });
  await expect(crumbs.getByRole('link')).toHaveCount(2);
});

test('the history lists the run: when, who, versions, duration and outcome', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/simulation/${ready.id}/history`);
  const rows = page.locator('.history tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Erin Walsh');
  await expect(rows.first()).toContainText('v1');
  await expect(rows.first().getByTestId('task-chip')).toHaveAttribute('data-state', 'ready');
  await shoot(page, 'history-en-AU');
});

test("an invalid run shows the failed panel in its creator's words, without Try Again", async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/simulation/${invalid.id}/report/overview`);
  const panel = page.getByTestId('failed-panel');
  await expect(panel.getByRole('heading', { name: 'We have found some issues with the simulation.' })).toBeVisible();
  await expect(panel.getByTestId('failed-panel-line')).toHaveText('Contact Erin Walsh to fix these issues.');
  await expect(panel).toContainText('column condition_skid is missing');
  await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await expect(page.getByTestId('task-chip')).toHaveAttribute('data-state', 'failed');
  await shoot(page, 'failed-creator-en-AU');
});

test('another member reads the wording for a viewer who is not the creator', async ({ page }) => {
  await signIn(page, 'admin@horizon.test', `/simulation/${invalid.id}/report/overview`);
  const panel = page.getByTestId('failed-panel');
  await expect(panel.getByRole('heading', { name: 'We have found some issues with the simulation.' })).toBeVisible();
  await expect(panel.getByTestId('failed-panel-line')).toHaveText('Take a look before submitting again.');
  // An invalid run cannot be retried (can_retry is false), so Try Again stays hidden here too.
  await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
});

/** The demo's failed run (published on first start by editor@): its data file went missing, nothing to fix. */
async function demoFailedRun(): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const page = await editor.call<{ contents: { id: string; current_task: { status: string } | null }[] }>('GET', `/simulations?q=${encodeURIComponent('Roads, storage lost')}`);
    const found = page.contents.find((simulation) => simulation.current_task?.status === 'failed');
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo simulations were not published');
}

test('a run that failed with no messages says so, in the creator\'s and in another member\'s words, and Try Again is only coming', async ({ browser }) => {
  const failed = await demoFailedRun();
  const creator = await browser.newPage();
  await signIn(creator, 'editor@horizon.test', `/simulation/${failed}/report/overview`);
  const panel = creator.getByTestId('failed-panel');
  await expect(panel.getByRole('heading', { name: 'Sorry, we could not process the simulation.' })).toBeVisible();
  await expect(panel.getByTestId('failed-panel-line')).toHaveText('Contact Erin Walsh to try again.');
  await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await creator.close();

  const other = await browser.newPage();
  await signIn(other, 'admin@horizon.test', `/simulation/${failed}/report/overview`);
  const otherPanel = other.getByTestId('failed-panel');
  await expect(otherPanel.getByRole('heading', { name: 'Sorry, we could not process the simulation.' })).toBeVisible();
  await expect(otherPanel.getByTestId('failed-panel-line')).toHaveText('Please try again.');
  await otherPanel.getByRole('button', { name: 'Try Again' }).click();
  await expect(other.getByText('Coming soon!', { exact: true }).first()).toBeVisible();
  await other.close();
});

test('an outdated simulation offers Run again to an Editor, and a Viewer neither runs nor cancels', async ({ browser }) => {
  const detail = await editor.call<{ simulation_settings_id: string }>('GET', `/simulations/${ready.id}`);
  await editor.call('POST', `/simulation-settings/${detail.simulation_settings_id}/uploads`, roads.settings);

  const viewerPage = await browser.newPage();
  await signIn(viewerPage, 'viewer@horizon.test', `/simulation/${ready.id}/report/overview`);
  await expect(viewerPage.getByTestId('outdated-notice')).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'Run again' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Cancel run' })).toHaveCount(0);
  await tab(viewerPage, 'Settings').click();
  await expect(viewerPage.getByText("Only Editors and Admins of this portfolio can change a simulation's settings.")).toBeVisible();
  await expect(viewerPage.getByTestId('simulation-details-read-only')).toContainText(ready.name);
  await expect(viewerPage.getByRole('button', { name: 'Delete simulation' })).toHaveCount(0);
  await viewerPage.close();

  const page = await browser.newPage();
  await signIn(page, 'editor@horizon.test', `/simulation/${ready.id}/report/overview`);
  await expect(page.getByTestId('outdated-notice')).toBeVisible();
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(toast(page, 'Simulation task submitted.')).toBeVisible();
  await expect(page.getByTestId('outdated-notice')).toHaveCount(0);
  await expect(page.getByTestId('task-chip')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await tab(page, /History/).click();
  await expect(page.locator('.history tbody tr')).toHaveCount(2);
  await tab(page, 'Settings').click();
  await expect(page.getByTestId('criterion-card').first()).toBeVisible();
  await expect(page.getByTestId('budget-chart').locator('.apexcharts-bar-area')).not.toHaveCount(0);
  await shoot(page, 'settings-en-AU');
  await page.close();
});

test('the overview in zh-CN', async ({ page }) => {
  const viewer = await apiSession(baseURL, 'viewer@horizon.test');
  await viewer.call('PUT', '/profile', { locale: 'zh-CN' });
  try {
    await signIn(page, 'viewer@horizon.test', `/simulation/${invalid.id}/report/overview`);
    await expect(page.getByTestId('kpi-totalBudget')).toContainText('总预算');
    await expect(page.getByTestId('failed-panel').getByRole('heading', { name: '我们发现此模拟存在一些问题。' })).toBeVisible();
    await shoot(page, 'failed-viewer-zh-CN');
  } finally {
    await viewer.call('PUT', '/profile', { locale: 'en-AU' });
  }
});
