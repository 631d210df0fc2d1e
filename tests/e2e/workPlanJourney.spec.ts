import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { baseURL } from '../../playwright.config';
import { apiSession, publishSimulation, readSample, waitForTask, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import { poll } from './support/workPlanSeed';

/*
 * Issue 15's journey, in one browser session as a planner works: create a plan from the
 * portfolio's Work Plans tab, set its time frame and a funding source's budgets, import two runs
 * and reorder them, create a project with two phases in the side panel, add the treatments of
 * assets selected in the Builder (meeting SPEC 5's 5-asset limit), see the project on the Board,
 * the Grid, the Gantt and the Map, move through the side panel by URL and by Back and Forward,
 * export the plan, then delete the simulation behind a data source and see the plan keep its
 * works. The two runs are published by the test (the building package, 800 buildings), so that
 * deleting one leaves the demo as the other specs expect it. Screenshots at 1440 x 900 go to
 * JOURNEY_SHOTS when set.
 */

type Portfolio = { id: string; name: string; features: string[]; permission: string };
type Asset = { id: string; asset_id: string; data_source_id: string; treatment_count: number };
type DataSource = { id: string; simulation_name: string; asset_count: number };
type Insights = {
  projects: Array<{ name: string; phases: Array<{ name: string; treatments: Array<{ cost_estimate: number }> }> }>;
  totals: { treatment_count: number; treatment_cost: number };
};

/** The machine runs other suites beside this one: a run, an import or a toast may take longer than the default to show. */
const expect = baseExpect.configure({ timeout: 60_000 });
const EDITOR = 'editor@horizon.test';
const LIMIT = 'You have already selected 5 assets. No more assets can be selected.';
const stamp = Date.now().toString(36);
const PLAN = `Harbour precinct ${stamp}`;
const RUNS = [`Estate as budgeted ${stamp}`, `Estate, second survey ${stamp}`] as const;
const PROJECT = 'Harbour precinct renewal';
/** The Grid's money: whole dollars, as en-AU writes them. */
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

const shotsDir = process.env.JOURNEY_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

let editor: ApiSession;
let portfolio: Portfolio;
let workspace: { id: string; name: string };
const simulations: Array<{ id: string; name: string }> = [];
let planId: string | undefined;

const toast = (page: Page, text: string | RegExp) => page.locator('.p-toast-message').filter({ hasText: text }).last();
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const panel = (page: Page) => page.getByTestId('work-plan-side-panel');
const planTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Work plan sections' }).getByRole('link', { name });
const dataSourceRows = (page: Page) => page.getByTestId('data-source-row');
const assetRows = (page: Page) => page.getByTestId('builder-table').locator('tbody tr.builder-table__row');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** PrimeReact's number inputs take keys, not a filled value. */
async function typeNumber(input: Locator, value: string) {
  await input.selectText();
  await input.pressSequentially(value);
  await expect.poll(async () => (await input.inputValue()).replace(/\D/g, '')).toBe(value);
}

/** A day typed into a PrimeReact date field the way a person does, in en-AU's day/month/year. */
async function typeDay(field: Locator, day: string) {
  await field.click();
  await field.fill(day);
  await field.press('Escape');
}

async function newPhase(page: Page, name: string, start: string, end: string) {
  await panel(page).getByRole('button', { name: 'New phase' }).click();
  await panel(page).getByLabel('Name').fill(name);
  await typeDay(panel(page).getByLabel('Start date', { exact: true }), start);
  await typeDay(panel(page).getByLabel('End date', { exact: true }), end);
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Phase created.')).toBeVisible();
  await expect(panel(page).getByRole('heading', { name })).toBeVisible();
}

/** The plan's first assets of a data source that have proposed treatments, in the Builder's order. */
async function assetsWithTreatments(sourceId: string, count: number): Promise<string[]> {
  const { contents } = await editor.call<{ contents: Asset[] }>('GET', `/v5/assets/${planId}?source_id=${sourceId}&limit=12`);
  const chosen = contents.filter((asset) => asset.treatment_count > 0).map((asset) => asset.asset_id);
  expect(chosen.length, `assets with proposed treatments among the first 12 of ${sourceId}`).toBeGreaterThanOrEqual(count);
  return chosen.slice(0, count);
}

async function chooseSource(page: Page, name: string) {
  await page.getByTestId('builder-source').click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function selectAssets(page: Page, assetIds: readonly string[]) {
  for (const assetId of assetIds) {
    await assetRows(page).filter({ has: page.getByText(assetId, { exact: true }) }).getByTestId('builder-select').click();
  }
}

/** Add treatments on the Builder's selection: its assets' proposed treatments go into `phase` of the project. */
async function addSelectedTreatments(page: Page, phase: string) {
  await page.getByRole('button', { name: 'Add treatments' }).click();
  const dialog = page.getByTestId('create-treatment-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('create-treatment-project').click();
  await page.getByRole('option', { name: PROJECT }).click();
  await dialog.getByTestId('create-treatment-phase').click();
  await page.getByRole('option', { name: new RegExp(`^${phase}`) }).click();
  await shoot(page, `add-treatments-${phase.toLowerCase().replace(/\s+/g, '-')}`);
  await dialog.getByTestId('create-treatment-submit').click();
  await expect(toast(page, /added into the selected phase\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  editor = await apiSession(baseURL, EDITOR);
  const { contents } = await editor.call<{ contents: Portfolio[] }>('GET', '/portfolios?page_size=100');
  const found = contents.find((candidate) => candidate.features.includes('papa') && candidate.permission !== 'Viewer');
  if (!found) throw new Error('The Editor may change no portfolio licensed for the Work Planner');
  portfolio = found;
  workspace = { ...(await editor.call<{ id: string }>('POST', `/portfolios/${portfolio.id}/workspaces`, { name: `Journey ${stamp}`, description: 'Runs of the work plan journey.' })), name: `Journey ${stamp}` };
  const buildings = await readSample('buildings');
  for (const name of RUNS) {
    const simulation = await publishSimulation(editor, { portfolioId: portfolio.id, workspaceId: workspace.id }, name, buildings);
    await waitForTask(editor, simulation.current_task!.id, ['completed'], 300_000);
    // A run is importable once its reports are generated, a little after it completes.
    await poll(async () => ((await editor.call<{ report_status: string }>('GET', `/simulations/${simulation.id}`)).report_status === 'completed' ? true : undefined), `the reports of ${name}`);
    simulations.push({ id: simulation.id, name });
  }
});

test.afterAll(async () => {
  if (planId) await editor.call('DELETE', `/work-plans/${planId}`, { confirm_name: PLAN });
  if (workspace) await editor.call('DELETE', `/workspaces/${workspace.id}`, { confirm_name: workspace.name });
});

test('a planner builds a work plan from two runs and it outlives the simulation behind one of them', async ({ page }) => {
  test.setTimeout(900_000);

  // A plan from the portfolio's Work Plans tab lands on its settings.
  await signIn(page, EDITOR, `/portfolio/${portfolio.id}/work-plans`);
  await page.getByRole('button', { name: 'Create Work Plan' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Work Plan' });
  await create.getByLabel('Name').fill(PLAN);
  await create.getByLabel('Description').fill('The harbour streets and the buildings along them');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/work-plan\/[0-9a-f-]{36}\/settings$/);
  await expect(toast(page, 'Work plan created.')).toBeVisible();
  planId = page.url().split('/')[4]!;

  // Its time frame: Australia's fiscal year over three planning years, then a funding source's budgets.
  const timeFrame = card(page, 'Planning time frame');
  await typeDay(timeFrame.getByLabel('Fiscal year start'), '01/07/2026');
  await expect(timeFrame.getByLabel('Fiscal year end')).toHaveValue('30/06/2027');
  await typeNumber(timeFrame.getByLabel('Number of planning years'), '3');
  await timeFrame.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Planning time frame updated.')).toBeVisible();
  await expect(page.getByTestId('planning-year-labels').getByRole('listitem')).toHaveText(['FY2026/27', 'FY2027/28', 'FY2028/29']);
  await card(page, 'Funding sources').getByRole('button', { name: 'Add funding source' }).click();
  const funding = page.getByRole('dialog', { name: 'Add funding source' });
  await funding.getByLabel('Name').fill('Capital works');
  for (const [index, year] of ['FY2026/27', 'FY2027/28', 'FY2028/29'].entries()) await typeNumber(funding.getByLabel(year), String((index + 2) * 500_000));
  await funding.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Funding sources updated.')).toBeVisible();
  await expect(card(page, 'Funding sources').getByRole('row', { name: /Capital works/ })).toContainText('$4,500,000');
  await shoot(page, 'settings');

  // Two runs imported from the create page, completing live, then the second dragged first.
  await planTab(page, 'Data Sources').click();
  await page.getByRole('button', { name: 'Import Data Sources' }).click();
  for (const name of RUNS) await page.getByRole('checkbox', { name: new RegExp(`^${escape(name)}`) }).check();
  await page.getByTestId('submit-import').click();
  await expect(page.getByText('2 data sources submitted for import.')).toBeVisible();
  await expect(dataSourceRows(page).locator('[data-testid="import-status"][data-status="completed"]')).toHaveCount(2, { timeout: 300_000 });
  await expect(dataSourceRows(page).getByTestId('data-source-name')).toHaveText([...RUNS]);
  await dataSourceRows(page).nth(1).locator('.p-datatable-reorderablerow-handle').dragTo(dataSourceRows(page).nth(0), { targetPosition: { x: 40, y: 4 } });
  await expect(dataSourceRows(page).getByTestId('data-source-name')).toHaveText([RUNS[1], RUNS[0]]);
  await page.reload();
  await expect(dataSourceRows(page).getByTestId('data-source-name')).toHaveText([RUNS[1], RUNS[0]]);
  await shoot(page, 'data-sources');
  const sources = (await editor.call<{ contents: DataSource[] }>('GET', `/v5/datasource/${planId}`)).contents;
  const sourceOf = (name: string) => sources.find((source) => source.simulation_name === name)!;

  // A project with two phases, made in the side panel beside the Board.
  await planTab(page, 'Insights').click();
  await page.getByRole('button', { name: 'Projects' }).click();
  await panel(page).getByRole('button', { name: 'New project' }).click();
  await panel(page).getByLabel('Name').fill(PROJECT);
  await panel(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Project created.')).toBeVisible();
  await panel(page).getByRole('button', { name: '0 phases' }).click();
  await newPhase(page, 'Stage 1', '01/08/2026', '31/03/2027');
  await panel(page).getByRole('button', { name: 'Back' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_phases');
  await newPhase(page, 'Stage 2', '01/08/2027', '31/03/2028');
  await shoot(page, 'phases');

  // The Builder: five buildings of the first run, a sixth refused, their treatments into Stage 1;
  // two of the second run into Stage 2.
  await planTab(page, 'Builder').click();
  await expect(page).toHaveTitle(/^Builder - Assets \|/);
  const [first, second] = [sourceOf(RUNS[0]), sourceOf(RUNS[1])];
  const firstAssets = await assetsWithTreatments(first.id, 6);
  await chooseSource(page, first.simulation_name);
  await selectAssets(page, firstAssets.slice(0, 5));
  await selectAssets(page, firstAssets.slice(5));
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(page.getByTestId('builder-selection-count')).toHaveText('5 assets selected');
  await shoot(page, 'selection-limit');
  await addSelectedTreatments(page, 'Stage 1');
  await chooseSource(page, second.simulation_name);
  await selectAssets(page, await assetsWithTreatments(second.id, 2));
  await addSelectedTreatments(page, 'Stage 2');

  const plan = await editor.call<Insights>('GET', `/v5/project/${planId}/insights`);
  const project = plan.projects.find((candidate) => candidate.name === PROJECT)!;
  expect(project.phases.map((phase) => [phase.name, phase.treatments.length > 0])).toEqual([
    ['Stage 1', true],
    ['Stage 2', true],
  ]);

  // The project on the Board, the Grid, the Gantt and the Map.
  await planTab(page, 'Insights').click();
  await expect(page).toHaveTitle(/^Insights - Board \|/);
  await expect(page.getByTestId('board-card').filter({ hasText: PROJECT })).toContainText('2 phases');
  await shoot(page, 'board');
  await page.goto(`/work-plan/${planId}/insights/grid`);
  await expect(page.getByTestId('grid-total-treatmentCost')).toHaveText(money.format(plan.totals.treatment_cost));
  await shoot(page, 'grid');
  await page.goto(`/work-plan/${planId}/insights/gantt`);
  await expect(page.locator('[data-testid="insights-gantt"] path.apexcharts-rangebar-area')).toHaveCount(2);
  await shoot(page, 'gantt');
  await page.goto(`/work-plan/${planId}/insights/map`);
  await expect(page).toHaveTitle(/^Insights - Map \|/);
  await expect(page.getByTestId('work-plan-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('work-plan-map-legend')).toContainText('Not planned');
  await expect(page.getByTestId('insights-map')).toContainText(`${sources.reduce((sum, source) => sum + source.asset_count, 0).toLocaleString('en-AU')} assets on the map`);
  await shoot(page, 'map');

  // The side panel by URL, then by its Back and Forward and the browser's.
  const projectId = (await editor.call<{ projects: Array<{ id: string; name: string }> }>('GET', `/v5/project/${planId}/insights`)).projects.find((candidate) => candidate.name === PROJECT)!.id;
  await page.goto(`/work-plan/${planId}/insights/board?view=project_phases&project_id=${projectId}`);
  await expect(panel(page).getByTestId('side-panel-phase')).toHaveCount(2);
  await panel(page).getByTestId('side-panel-phase').filter({ hasText: 'Stage 2' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_details');
  await expect(panel(page).getByRole('heading', { name: 'Stage 2' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Back' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_phases');
  await panel(page).getByRole('button', { name: 'Forward' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'phase_details');
  await page.goBack();
  await expect(panel(page)).toHaveAttribute('data-view', 'project_phases');
  await page.goForward();
  await expect(panel(page).getByRole('heading', { name: 'Stage 2' })).toBeVisible();

  // The export: one CSV row per treatment, adding up to the plan's treatment cost.
  await page.getByTestId('insights-export').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV (one row per treatment)' }).click()]);
  const rows = Papa.parse<Record<string, string>>(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  expect(rows.filter((row) => row.treatment_id)).toHaveLength(plan.totals.treatment_count);
  expect(rows.reduce((sum, row) => sum + Number(row.cost_estimate || 0), 0)).toBeCloseTo(plan.totals.treatment_cost, 2);

  // The first run's simulation deleted: the plan keeps its data source, its works and its assets.
  const deleted = simulations[0]!;
  await page.goto(`/simulation/${deleted.id}/settings`);
  await page.getByRole('button', { name: 'Delete simulation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this simulation?' });
  await confirm.getByLabel('Simulation name').fill(deleted.name);
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toast(page, 'Simulation deleted.')).toBeVisible();

  await page.goto(`/work-plan/${planId}/data-sources`);
  await expect(dataSourceRows(page)).toHaveCount(2);
  await expect(dataSourceRows(page).filter({ hasText: deleted.name })).toContainText('The linked simulation task no longer exists.');
  await shoot(page, 'data-sources-after-delete');
  await page.goto(`/work-plan/${planId}/insights/grid`);
  await expect(page.getByTestId('grid-total-treatmentCost')).toHaveText(money.format(plan.totals.treatment_cost));
  const [kept] = (await editor.call<{ contents: Asset[] }>('GET', `/v5/assets/${planId}?source_id=${first.id}&limit=1`)).contents;
  await page.goto(`/work-plan/${planId}/insights/board?view=asset_details&asset_id=${kept!.id}`);
  await expect(panel(page).getByText('Asset life cycle is unavailable because the simulation was deleted.')).toBeVisible();
  await shoot(page, 'asset-after-delete');
});
