import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import { deleteWorkPlan, licensedPortfolioWithRun, planWithImportedRun, type SeededPlan } from './support/workPlanSeed';

/*
 * Issue 15 "Builder": a plan of a licensed demo portfolio imports the demo's building run (800
 * buildings, each placed by its centre); the Treatments view's pivot shows the counts and cost
 * estimates the API's proposed treatments add up to; two picked treatments go into a project's
 * phase through Create Treatment and show as planned; a 6th asset of one data source is refused
 * (SPEC 5); the Map view draws the assets and a click selects one into the Builder's selection.
 * Screenshots at 1440 px go to TREATMENTS_SHOTS when set.
 */

type Row = { proposed_treatment_id: number; asset_id: string; year: number; treatment: string; cost_estimate: number; planned: unknown };
type ProposedPage = { contents: Row[]; total_count: number };

const shotsDir = process.env.TREATMENTS_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const LIMIT = 'You have already selected 5 assets. No more assets can be selected.';
const stamp = Date.now().toString(36);
const RUN = 'Buildings as budgeted';
let editor: ApiSession;
let plan: SeededPlan;
let planId: string;

/** Every proposed treatment of the plan, as the API lists them. */
async function allProposed(): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await editor.call<ProposedPage>('GET', `/v5/project-phase-treatment/${planId}/proposed?offset=${rows.length}&limit=1000`);
    rows.push(...page.contents);
    if (rows.length >= page.total_count || page.contents.length === 0) return rows;
  }
}

/** How many distinct colours a screenshot holds, decoded by the browser: a blank canvas is one. */
async function distinctColours(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  }, png.toString('base64'));
}

/** A pixel of a coloured asset (the background and graticule are grey-blue): where a click hits one. */
async function colouredPixel(page: Page, png: Buffer): Promise<{ x: number; y: number } | null> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    // Away from the edges, where the zoom buttons are.
    for (let y = 60; y < canvas.height - 20; y++) {
      for (let x = 20; x < canvas.width - 60; x++) {
        const i = (y * canvas.width + x) * 4;
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (Math.max(r, g, b) - Math.min(r, g, b) > 90) return { x, y };
      }
    }
    return null;
  }, png.toString('base64'));
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });

let projectId: string;
let phaseId: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  const portfolioId = await licensedPortfolioWithRun(editor, RUN);
  plan = await planWithImportedRun(editor, portfolioId, `Builder treatments ${stamp}`, RUN, 'Builder treatments end-to-end.');
  planId = plan.id;
  projectId = (await editor.call<{ id: string }>('POST', `/v5/project/${planId}`, { name: 'Civic buildings renewal' })).id;
  phaseId = (await editor.call<{ id: string }>('POST', `/v5/project-phase/${planId}/${projectId}`, { name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' })).id;
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
});

test("the pivot's counts and cost estimates are the imported works' per year", async ({ page }) => {
  const rows = await allProposed();
  expect(rows.length).toBeGreaterThan(0);
  const perYear = new Map<number, { count: number; cost: number }>();
  for (const row of rows) {
    const year = perYear.get(row.year) ?? { count: 0, cost: 0 };
    perYear.set(row.year, { count: year.count + 1, cost: year.cost + row.cost_estimate });
  }

  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/treatments`);
  await expect(page.getByTestId('treatments-pivot')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveTitle(/Builder - Treatments/);
  const total = page.getByTestId('pivot-total');
  await expect(total).toHaveAttribute('data-count', String(rows.length));
  expect(Number(await total.getAttribute('data-cost'))).toBeCloseTo(rows.reduce((sum, row) => sum + row.cost_estimate, 0), 1);
  for (const [year, figures] of perYear) {
    const cell = page.getByTestId(`pivot-year-${year}`);
    await expect(cell).toHaveAttribute('data-count', String(figures.count));
    expect(Number(await cell.getAttribute('data-cost'))).toBeCloseTo(figures.cost, 1);
  }
  await expect(page.getByTestId('treatments-list-count')).toContainText(`${rows.length.toLocaleString('en-AU')} treatments`);

  // A year's cell lists that year's treatments only.
  const [firstYear, firstFigures] = [...perYear.entries()].sort(([a], [b]) => a - b)[0]!;
  await page.getByTestId(`pivot-year-${firstYear}`).click();
  await expect(page.getByTestId('treatments-list-title')).toHaveText(`Proposed treatments in ${firstYear}`);
  await expect(page.getByTestId('treatments-list-count')).toContainText(`${firstFigures.count.toLocaleString('en-AU')} treatment`);
  // Hovering a cost estimate shows its parts: (cost + variation) × network measure.
  await expect(page.getByTestId('cost-estimate').first()).toHaveAttribute('title', /^\(.+ \+ .+\) × .+ = .+/);
  await shoot(page, 'treatments-view');
});

test('picked treatments go into a phase through Create Treatment and show as planned', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/treatments`);
  await expect(page.getByTestId('treatments-table')).toBeVisible({ timeout: 60_000 });
  const boxes = page.getByTestId('treatment-select');
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await expect(page.getByTestId('treatment-picks-count')).toHaveText('2 treatments selected');
  await page.getByTestId('create-treatment').click();

  const dialog = page.getByTestId('create-treatment-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('create-treatment-submit').click();
  await expect(dialog.getByText('Choose the phase the treatments go into.')).toBeVisible();
  await dialog.getByTestId('create-treatment-project').click();
  await page.getByRole('option', { name: 'Civic buildings renewal' }).click();
  await dialog.getByTestId('create-treatment-phase').click();
  await page.getByRole('option', { name: /Stage 1/ }).click();
  await expect(dialog.locator('input[id$="-date"]')).toHaveValue('01/01/2027');
  await shoot(page, 'create-treatment-dialog');
  await dialog.getByTestId('create-treatment-submit').click();

  await expect(page.getByText('2 treatments added into the selected phase.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('treatment-planned')).toHaveCount(2);
  await expect(page.getByTestId('treatment-planned').first()).toContainText('Civic buildings renewal · Stage 1');
  await expect(page.getByTestId('pivot-total')).toContainText('2 planned');
  const planned = (await editor.call<{ contents: Array<{ phase_id: string }> }>('GET', `/v5/project-phase-treatment/${planId}/planned`)).contents;
  expect(planned.filter((treatment) => treatment.phase_id === phaseId)).toHaveLength(2);
  await shoot(page, 'treatments-planned');
});

test('treatments of a 6th asset of one data source are refused (SPEC 5)', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/treatments`);
  await expect(page.getByTestId('treatments-table')).toBeVisible({ timeout: 60_000 });
  const rows = page.getByTestId('treatments-table').locator('tbody tr');
  const seen = new Set<string>();
  const count = await rows.count();
  for (let index = 0; index < count && seen.size < 6; index++) {
    const row = rows.nth(index);
    if ((await row.getByTestId('treatment-planned').count()) > 0) continue;
    const asset = (await row.locator('.builder-table__id').innerText()).trim();
    if (seen.has(asset)) continue;
    seen.add(asset);
    await row.getByTestId('treatment-select').click();
  }
  expect(seen.size, 'six unplanned assets of one data source among the loaded rows').toBe(6);
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(page.getByTestId('treatment-picks-count')).toHaveText('5 treatments selected');
  await expect(page.getByTestId('treatment-picks')).toContainText('5 of 5 assets of one data source');
  await shoot(page, 'treatments-limit');
});

test('the map draws the assets coloured by year, and a click selects one', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${planId}/builder/map`);
  const canvas = page.getByTestId('work-plan-map').locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveTitle(/Builder - Map/);
  await expect(page.getByTestId('work-plan-map-legend')).toContainText('First proposed treatment');
  // The map draws its tiles, then fits and draws the assets, after the canvas shows: wait until the picture holds them.
  let picture: Buffer = Buffer.alloc(0);
  let point: { x: number; y: number } | null = null;
  await expect
    .poll(async () => {
      picture = await canvas.screenshot();
      point = (await distinctColours(page, picture)) > 20 ? await colouredPixel(page, picture) : null;
      return point !== null;
    }, { timeout: 30_000 })
    .toBe(true);
  await shoot(page, 'map-by-year');

  await canvas.click({ position: point! });
  await expect.poll(async () => (await canvas.screenshot()).equals(picture), { timeout: 15_000 }).toBe(false);

  await page.getByTestId('map-colour-by').getByText('Project status').click();
  await expect(page.getByTestId('work-plan-map-legend')).toContainText('Not planned');
  await shoot(page, 'map-by-status');

  await page.getByTestId('builder-view-assets').click();
  await expect(page.getByTestId('builder-selection-count')).toHaveText('1 asset selected');
});
