import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, waitForTask, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * SPEC 2 "Workspace report tabs" (overview, funding comparison, year comparison) and SPEC 5's rule
 * that a report needs a simulation, a simulation year, a start date and a number of years: two of
 * the demo's road simulations compared in the browser, as an Editor and as a Viewer.
 */

/** Set WORKSPACE_REPORTS_SHOTS to a folder to keep 1440 px screenshots for review. */
const shotsDir = process.env.WORKSPACE_REPORTS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const COMPARED = ['Roads as budgeted', 'Roads, a third more'];
const HINT = 'A report requires at least one simulation, a simulation year, a start date and a number of years.';

type Simulation = { id: string; name: string; workspace_id: string; report_status: string; current_task: { id: string; status: string } | null };

let editor: ApiSession;
let workspaceId: string;

// One test walks through three tabs and builds a comparison of two 12,000-asset runs.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const LIVE = ['new', 'queued', 'running'];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  // The demo runs (and their reports) start in the background after the server starts: the
  // browser comes in once they are all done, so that the pages answer at their usual pace.
  let found: Simulation[] = [];
  for (let attempt = 0; attempt < 240; attempt++) {
    const page = await editor.call<{ contents: Simulation[] }>('GET', '/simulations?page_size=100');
    found = page.contents.filter((simulation) => COMPARED.includes(simulation.name) && simulation.current_task);
    const busy = page.contents.some((simulation) => LIVE.includes(simulation.current_task?.status ?? '') || simulation.report_status === 'in_progress');
    if (found.length === COMPARED.length && !busy) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  expect(found).toHaveLength(COMPARED.length);
  for (const simulation of found) await waitForTask(editor, simulation.current_task!.id, ['completed']);
  workspaceId = found[0]!.workspace_id;
});

const reportTabs = (page: Page) => page.getByRole('navigation', { name: 'Report sections' });

test('an Editor compares two demo simulations: the form asks for all four fields, then shows the grouped bars and the table', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/workspace/${workspaceId}/report/funding-comparison`);
  // The first visit loads the workspace page's code: on a busy machine that takes a while.
  await expect(reportTabs(page).getByRole('link', { name: 'Funding comparison' })).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
  const generate = page.getByTestId('comparison-generate');
  await expect(generate).toBeDisabled();
  await expect(page.getByTestId('comparison-hint')).toHaveText(HINT);

  await page.getByTestId('comparison-simulations').click();
  for (const name of COMPARED) await page.locator('.p-multiselect-panel').getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
  await page.locator('#comparison-start-date').fill('2027-01-01');
  await page.keyboard.press('Escape');
  await page.locator('#comparison-years').fill('10');
  await page.locator('#comparison-years').blur();
  // Three of four: still disabled, still saying why.
  await expect(generate).toBeDisabled();
  await page.getByTestId('comparison-year').click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: '2030' }).click();
  await expect(page.getByTestId('comparison-hint')).toHaveCount(0);
  await expect(generate).toBeEnabled();
  await generate.click();

  await expect(page.getByTestId('comparison-status')).toContainText('Ready', { timeout: 60_000 });
  const section = page.getByTestId('comparison-section-funding-comparison');
  const spend = section.locator('[data-chart-id="funding-comparison-spend"]');
  await expect(spend.locator('.apexcharts-canvas')).toBeVisible();
  await expect(spend.getByText('Spend per year')).toBeVisible();
  for (const name of COMPARED) await expect(spend.locator('.apexcharts-legend')).toContainText(name);
  // Grouped bars: one bar per simulation and year.
  await expect(spend.locator('.apexcharts-bar-area')).toHaveCount(20);
  const table = section.getByTestId('report-table');
  await expect(table.getByRole('columnheader', { name: 'Simulation' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(table.locator('tbody tr').first()).toContainText('Roads as budgeted');
  await page.waitForTimeout(300);
  await shoot(page, 'funding-comparison');

  await reportTabs(page).getByRole('link', { name: 'Year comparison' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/report/year-comparison$`));
  // The form shows the request the report was made from.
  await expect(page.getByTestId('comparison-year')).toContainText('2030');
  for (const code of ['year-comparison', 'year-comparison-funding', 'year-comparison-service']) {
    await expect(page.getByTestId(`comparison-section-${code}`).locator('.apexcharts-canvas').first()).toBeVisible();
  }
  await expect(page.getByTestId('comparison-section-year-comparison').getByRole('heading', { name: 'Year comparison' })).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, 'year-comparison');

  // The overview tab shows the comparison's totals under the workspace's simulations.
  await reportTabs(page).getByRole('link', { name: 'Overview' }).click();
  const overview = page.getByTestId('comparison-section-overview');
  await expect(overview.getByRole('heading', { name: 'Simulation comparison' })).toBeVisible();
  await expect(overview.locator('.apexcharts-canvas').first()).toBeVisible();
  await expect(overview.getByTestId('report-table').locator('tbody tr')).toHaveCount(2);
  await page.waitForTimeout(300);
  await shoot(page, 'overview');
});

test('a Viewer reads the comparison but cannot generate one', async ({ page }) => {
  await signIn(page, 'viewer@horizon.test', `/workspace/${workspaceId}/report/funding-comparison`);
  await expect(page.getByTestId('comparison-section-funding-comparison').locator('.apexcharts-canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('comparison-generate')).toHaveCount(0);
  await expect(page.getByTestId('comparison-viewer-note')).toBeVisible();
  await shoot(page, 'funding-comparison-viewer');
});
