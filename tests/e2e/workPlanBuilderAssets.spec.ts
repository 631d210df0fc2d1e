import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import { createWorkPlan, deleteWorkPlan, importRuns, licensedPortfolioWithRun, type SeededDataSource as DataSource, type SeededPlan } from './support/workPlanSeed';

/*
 * Issue 15 "Builder", Assets: a plan with two imported demo data sources lists their assets in one
 * virtually scrolled table; the table scrolls to the last asset of a data source; quick search
 * finds an asset; the advanced filter disables quick search and says why (SPEC 5); 5 assets of a
 * data source can be selected and the 6th shows SPEC 5's warning; the selection bar counts them
 * per data source. Screenshots at 1440 px go to BUILDER_SHOTS when set.
 */

type AssetPage = { contents: Array<{ asset_id: string; name: string | null; asset_class: string | null }>; total_count: number };

const LIMIT_WARNING = 'You have already selected 5 assets. No more assets can be selected.';
const EXCLUSIVE = 'Advanced filter and quick search are mutually exclusive. Quick search is disabled while advanced filter fields are in use.';

const shotsDir = process.env.BUILDER_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const stamp = Date.now().toString(36);
let editor: ApiSession;
let plan: SeededPlan;
let planId: string;
/** The plan's data sources in its order, and by their assets, most first. */
let planOrder: DataSource[];
let sources: DataSource[];

const assetsOf = (query: string) => editor.call<AssetPage>('GET', `/v5/assets/${planId}?${query}`);
const table = (page: Page) => page.getByTestId('builder-table');
const scroller = (page: Page) => table(page).locator('.p-virtualscroller');
const bodyRows = (page: Page) => table(page).locator('tbody tr.builder-table__row');
const rowOf = (page: Page, assetId: string): Locator => bodyRows(page).filter({ has: page.getByText(assetId, { exact: true }) });

async function chooseSource(page: Page, name: string) {
  await page.getByTestId('builder-source').click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  // The demo runs finish and two imports copy tens of thousands of assets: minutes on a busy machine.
  test.setTimeout(600_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  const portfolioId = await licensedPortfolioWithRun(editor, undefined, 2);
  plan = await createWorkPlan(editor, portfolioId, `Builder ${stamp}`, 'Assets of the end-to-end tests.');
  planId = plan.id;
  const imported = await importRuns(editor, planId, (importable) => (importable.length >= 2 ? importable.slice(0, 2) : []), 'two runs');
  planOrder = imported;
  sources = [...imported].sort((a, b) => b.asset_count - a.asset_count);
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
});

test('the assets of both data sources in one table, scrolled to the last asset of the larger one', async ({ page }) => {
  const [large] = sources;
  const total = sources.reduce((sum, source) => sum + source.asset_count, 0);
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/assets`);
  await expect(page).toHaveTitle(/^Builder - Assets \|/);
  await expect(page.getByTestId('builder-total')).toHaveText(`${total.toLocaleString('en-AU')} assets`);
  await expect(bodyRows(page).first().getByTestId('builder-asset-name')).toBeVisible();
  await expect(page.getByTestId('builder-selection')).toContainText('Select up to 5 assets of each data source to add treatments.');
  await shoot(page, 'assets-table');

  await chooseSource(page, large!.simulation_name);
  await expect(page.getByTestId('builder-total')).toHaveText(`${large!.asset_count.toLocaleString('en-AU')} assets`);
  const last = (await assetsOf(`source_id=${large!.id}&offset=${large!.asset_count - 1}&limit=1`)).contents[0]!;
  // Only the windows shown are loaded: the scroll bar spans every asset, the last one arrives when scrolled to.
  await expect
    .poll(async () => {
      await scroller(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      return rowOf(page, last.asset_id).count();
    })
    .toBe(1);
  await expect(rowOf(page, last.asset_id)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: last.asset_id })).toHaveCount(1);
  await shoot(page, 'assets-last-row');

  // The view switch: each view its own address and title; Treatments and Map are not built yet.
  await page.getByTestId('builder-view-map').click();
  await expect(page).toHaveURL(new RegExp(`/work-plan/${planId}/builder/map$`));
  await expect(page).toHaveTitle(/^Builder - Map \|/);
  await expect(page.getByTestId('builder-assets')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveTitle(/^Builder - Assets \|/);
});

test('quick search finds an asset; the advanced filter disables it and says why', async ({ page }) => {
  const [large] = sources;
  const [target] = (await assetsOf(`source_id=${large!.id}&offset=3&limit=1`)).contents;
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/assets`);
  const search = page.getByTestId('builder-search');
  await search.fill(target!.asset_id);
  // Each data source's register may hold the id.
  await expect(rowOf(page, target!.asset_id).first()).toBeVisible();
  const matches = await assetsOf(`q=${encodeURIComponent(target!.asset_id)}&limit=1`);
  await expect(page.getByTestId('builder-total')).toHaveText(`${matches.total_count} ${matches.total_count === 1 ? 'asset' : 'assets'}`);

  await page.getByTestId('builder-advanced-toggle').click();
  await expect(page.getByTestId('builder-advanced')).toBeVisible();
  const assetClass = target!.asset_class!;
  await page.getByTestId('builder-filter-asset_class').click();
  await page.getByRole('option', { name: assetClass, exact: true }).click();
  await page.keyboard.press('Escape');
  // Choosing an advanced field clears the quick search (SPEC 5: mutually exclusive).
  await expect(search).toBeDisabled();
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('builder-search-hint')).toHaveText(EXCLUSIVE);
  const byClass = await assetsOf(`asset_class=${encodeURIComponent(assetClass)}&limit=1`);
  await expect(page.getByTestId('builder-total')).toHaveText(`${byClass.total_count.toLocaleString('en-AU')} ${byClass.total_count === 1 ? 'asset' : 'assets'}`);
  await expect(page.getByTestId('builder-advanced-toggle')).toContainText('1');
  await shoot(page, 'advanced-filter');

  await page.getByTestId('builder-clear-filters').click();
  await expect(search).toBeEnabled();
  await expect(page.getByTestId('builder-search-hint')).toHaveCount(0);
});

test('5 assets of a data source can be selected; the 6th is refused with the warning', async ({ page }) => {
  const [large, small] = sources;
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/assets`);
  await chooseSource(page, large!.simulation_name);
  await expect(page.getByTestId('builder-total')).toHaveText(`${large!.asset_count.toLocaleString('en-AU')} assets`);
  const boxes = bodyRows(page).getByTestId('builder-select');
  for (let n = 0; n < 5; n++) await boxes.nth(n).click();
  await expect(page.getByTestId('builder-selection-count')).toHaveText('5 assets selected');
  await expect(page.getByTestId('builder-selection-source')).toHaveText(`${large!.simulation_name}: 5 of 5`);

  // The 6th, by a click on its row.
  await bodyRows(page).nth(5).click();
  await expect(page.getByText(LIMIT_WARNING)).toBeVisible();
  await expect(bodyRows(page).nth(5)).not.toHaveClass(/builder-table__row--selected/);
  await expect(page.getByTestId('builder-selection-count')).toHaveText('5 assets selected');
  await shoot(page, 'selection-limit');

  // Another data source has room of its own.
  await chooseSource(page, small!.simulation_name);
  await bodyRows(page).first().getByTestId('builder-select').click();
  await expect(page.getByTestId('builder-selection-count')).toHaveText('6 assets selected');
  const counts = new Map([
    [large!.id, 5],
    [small!.id, 1],
  ]);
  await expect(page.getByTestId('builder-selection-source')).toHaveText(planOrder.map((source) => `${source.simulation_name}: ${counts.get(source.id)} of 5`));

  await page.getByTestId('builder-selection-clear').click();
  await expect(page.getByTestId('builder-selection')).toContainText('Select up to 5 assets of each data source to add treatments.');
  await expect(table(page).locator('.builder-table__row--selected')).toHaveCount(0);
});
