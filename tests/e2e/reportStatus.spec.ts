import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, createPublishingWorkspace, deleteWorkspace, publishSimulation, readSample, waitForTask, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * Issue 14: the report status machine on the simulation overview, moved live by
 * report_status_updated (SPEC 4), the portfolio's Reports tab, and the report routes outside the
 * shell (SPEC 2) with their 'Resource Not Found' fallback.
 */

/** SPEC 4 "Report status" helper texts. */
const HELPER = {
  completed: 'Report(s) are available. Please select one of the options below to view the report launched in a new browser window.',
  in_progress: 'Report(s) are currently in progress. Please come back again later',
};
const UNKNOWN_ID = '3f2b8c1e-5d4a-4b6f-9e7d-2a1c0b9d8e7f';

/** Set REPORT_STATUS_SHOTS to a folder to keep a 1440 px screenshot of each screen for review. */
const shotsDir = process.env.REPORT_STATUS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

type Report = { code: string; report_status: string };

async function settledReport(api: ApiSession, simulationId: string): Promise<Report> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const report = await api.call<Report>('GET', `/simulations/${simulationId}/reports/overview`);
    if (report.report_status !== 'in_progress' && report.report_status !== 'not_started') return report;
    if (Date.now() > deadline) throw new Error(`The reports of ${simulationId} are still ${report.report_status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const stamp = Date.now().toString(36);
let editor: ApiSession;
let where: { portfolioId: string; workspaceId: string; name: string };
let simulation: { id: string; name: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The demo simulations run first on a fresh server: this run waits its turn.
  test.setTimeout(300_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  where = await createPublishingWorkspace(editor, `Report status ${stamp}`);
  const published = await publishSimulation(editor, where, `Water mains reports ${stamp}`, await readSample('water-mains'));
  simulation = published;
  await waitForTask(editor, published.current_task!.id, ['completed'], 240_000);
  expect((await settledReport(editor, published.id)).report_status).toBe('completed');
});

test.afterAll(async () => {
  if (where) await deleteWorkspace(editor, where);
});

test('the overview follows report_status_updated live: in progress while the reports generate again, then Ready', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/simulation/${simulation.id}/report/overview`);
  const helper = page.getByTestId('report-helper');
  await expect(helper).toContainText(HELPER.completed);
  await expect(helper).toHaveAttribute('data-status', 'completed');
  const url = page.url();

  // Another client asks for the reports again: the server's events move this page's machine.
  await editor.call('POST', `/simulations/${simulation.id}/reports/lite`);
  await expect(helper).toHaveAttribute('data-status', 'in_progress');
  await expect(helper).toContainText(HELPER.in_progress);
  await shoot(page, 'overview-in-progress');
  await expect(helper).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(helper).toContainText(HELPER.completed);
  expect(page.url()).toBe(url);
  await shoot(page, 'overview-ready');
});

test("the portfolio's Reports tab lists each simulation's reports with status chips and opens one outside the shell", async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', `/portfolio/${where.portfolioId}/reports`);
  const row = page.getByTestId('simulation-report-row').filter({ hasText: simulation.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('report-status-chip')).toHaveText(['Ready', 'Not started', 'Ready', 'Ready']);
  await expect(row.getByTestId('report-status-chip').nth(1)).toHaveAttribute('title', 'Advanced reports need the Enterprise plan.');
  await shoot(page, 'portfolio-reports');

  await row.getByRole('link', { name: `Open Overview of ${simulation.name} on its own page` }).click();
  await expect(page).toHaveURL(new RegExp(`/report/simulation/${simulation.id}/overview$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(simulation.name)).toBeVisible();
  await expect(page.getByTestId('report-status-chip')).toHaveText('Ready');
  await expect(page.getByTestId('report-page-helper')).toContainText(HELPER.completed);
  // Outside the shell: no side navigation.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await shoot(page, 'report-page');
  await page.getByRole('link', { name: 'Open the simulation' }).click();
  await expect(page).toHaveURL(new RegExp(`/simulation/${simulation.id}/report/overview$`));

  // A tab of the portfolio's plan (Essentials has Funding Analysis) shows its body full page.
  await page.goto(`/report/simulation/${simulation.id}/funding`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funding Analysis' })).toBeVisible();
  await expect(page.locator('.apexcharts-canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await shoot(page, 'report-page-funding');
});

test("the report routes answer 'Resource Not Found' for an unknown type, id or code", async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', `/report/simulation/${simulation.id}/no-such-report`);
  await expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible();
  await shoot(page, 'report-not-found');
  for (const address of [`/report/simulation/${UNKNOWN_ID}/overview`, `/report/workspace/${where.workspaceId}/no-such-report`, `/report/dashboard/${simulation.id}/overview`, '/report/simulation/not-an-id/overview']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible();
  }
});

test('the report routes need sign-in, and membership: a non-member finds nothing', async ({ page }) => {
  const address = `/report/simulation/${simulation.id}/funding`;
  await page.goto(address);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await signIn(page, 'outsider@horizon.test', address);
  await expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible();
});
