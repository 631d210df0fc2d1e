import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, waitForTask, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * SPEC 4 "Simulation detail": a Viewer builds the export report of a demo simulation, watches its
 * progress, receives the workbook as a browser download and it holds the run's numbers; a link
 * that stopped working gives SPEC 8's toast.
 */

const DEMO_SIMULATION = 'Roads as budgeted';
const VIEWER = 'viewer@horizon.test';

type Simulation = { id: string; name: string; current_task: { id: string } | null; report_status: string; outcome: { total_spend: number } | null };

const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true }).last();
const exportCard = (page: Page) => page.getByRole('region', { name: 'Export report' });

/** Set EXPORT_REPORT_SHOTS to a folder to keep 1440 px screenshots of the card for review. */
const shotsDir = process.env.EXPORT_REPORT_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

let viewer: ApiSession;
let demo: Simulation;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The demo simulations run, and their reports are generated, after the server's first start.
  test.setTimeout(360_000);
  viewer = await apiSession(baseURL, VIEWER);
  const find = async () => {
    const page = await viewer.call<{ contents: Simulation[] }>('GET', `/simulations?q=${encodeURIComponent(DEMO_SIMULATION)}`);
    return page.contents.find((simulation) => simulation.name === DEMO_SIMULATION);
  };
  await expect.poll(async () => (await find())?.current_task?.id ?? null, { timeout: 120_000, intervals: [1_000] }).not.toBeNull();
  await waitForTask(viewer, (await find())!.current_task!.id, ['completed'], 180_000);
  // Its lite reports' generation loads the works programme the workbook lists.
  const id = (await find())!.id;
  await expect.poll(async () => (await viewer.call<Simulation>('GET', `/simulations/${id}`)).report_status, { timeout: 180_000, intervals: [1_000] }).toBe('completed');
  demo = await viewer.call<Simulation>('GET', `/simulations/${id}`);
});

test('a Viewer exports the run: the progress shows, the workbook downloads and holds the run’s spend', async ({ page }) => {
  // About 50,000 works on a machine shared with other suites.
  test.setTimeout(180_000);
  await signIn(page, VIEWER, `/simulation/${demo.id}/report/overview`);
  const card = exportCard(page);
  // The overview draws its lite report above the card first.
  await expect(card.getByText("Download this run's report tables and works programme as one Excel workbook.")).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'export-idle');

  const download = page.waitForEvent('download', { timeout: 120_000 });
  await card.getByRole('button', { name: 'Export' }).click();
  await expect(card.getByTestId('export-progress')).toBeVisible();
  await expect(card.getByText(/^Building the workbook… \d+%$/)).toBeVisible();
  await shoot(page, 'export-building');

  const file = await download;
  const today = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`${DEMO_SIMULATION} - ${today}.xlsx`);
  await expect(card.getByText(`${DEMO_SIMULATION} - ${today}.xlsx has been downloaded.`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Export' })).toBeEnabled();
  await shoot(page, 'export-downloaded');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const names = workbook.worksheets.map((sheet) => sheet.name);
  expect(names[0]).toBe('About');
  expect(names).toContain('Overview');
  expect(names.at(-1)).toBe('Works programme');
  // The Overview sheet's spend, year by year, adds up to the simulation's own total spend.
  const overview = workbook.getWorksheet('Overview')!;
  const header = (overview.getRow(1).values as unknown[]).slice(1);
  const spendColumn = header.indexOf('Spend') + 1;
  expect(spendColumn).toBeGreaterThan(0);
  let spend = 0;
  overview.eachRow((row, number) => {
    if (number > 1) spend += row.getCell(spendColumn).value as number;
  });
  expect(spend).toBeCloseTo(demo.outcome!.total_spend, 0);
  // And the works programme costs the same.
  const works = workbook.getWorksheet('Works programme')!;
  expect((works.getRow(1).values as unknown[]).slice(1)).toContain('Cost');
  let cost = 0;
  works.eachRow((row, number) => {
    if (number > 1) cost += row.getCell(8).value as number;
  });
  expect(cost).toBeCloseTo(demo.outcome!.total_spend, 0);
});

test("a link that stopped working says 'Downloading URL is invalid.'", async ({ page }) => {
  test.setTimeout(180_000);
  await page.route('**/api/exports/*/file', (route) =>
    route.fulfill({ status: 410, json: { code: 410, message: 'Downloading URL is invalid.', key: 'errors.downloadUrlInvalid' } }),
  );
  await signIn(page, VIEWER, `/simulation/${demo.id}/report/overview`);
  await expect(exportCard(page)).toBeVisible({ timeout: 30_000 });
  await exportCard(page).getByRole('button', { name: 'Export' }).click();
  await expect(toast(page, 'Downloading URL is invalid.')).toBeVisible({ timeout: 60_000 });
  await expect(exportCard(page).getByRole('button', { name: 'Export' })).toBeEnabled();
  await shoot(page, 'export-stale-link');
});
