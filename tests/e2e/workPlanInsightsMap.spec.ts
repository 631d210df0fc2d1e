import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, type ApiSession } from './support/apiSession';
import { signIn } from './support/signIn';
import {
  deleteWorkPlan,
  licensedPortfolioWithRun,
  planWithImportedRun,
  projectWithTreatments,
  proposedTreatmentsOfDistinctAssets,
  statusItem,
  type SeededPlan,
} from './support/workPlanSeed';

/*
 * Issue 15 "Insights", Map: a plan that imported the demo's building run (800 buildings, each
 * placed by its centre) with one project, In progress, whose phase holds treatments of 20
 * buildings. Insights - Map draws the buildings coloured by project status, the others grey, with
 * the status in the legend; a click on a planned building opens its details in the side panel
 * (view=asset_details and its asset id in the address). A plan with a project but no spatial data
 * says so. Screenshots at 1440 px go to INSIGHTS_MAP_SHOTS when set.
 */

// The first visit loads the app's chunks while the service worker caches them all: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const RUN = 'Buildings as budgeted';
const STATUS = 'In progress';
const PLANNED_COUNT = 20;

const shotsDir = process.env.INSIGHTS_MAP_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const stamp = Date.now().toString(36);
let editor: ApiSession;
let plan: SeededPlan;
let bare: { id: string; name: string };
let statusColour: [number, number, number];
/** The asset UUIDs of the buildings the project plans: the only ones whose click opens them in the panel. */
let plannedAssets: Set<string>;

const hexToRgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/**
 * The middle of a dot in the status's colour: a pixel of that colour whose four neighbours are
 * too, away from the edges where the zoom buttons are. Decoded by the browser from a screenshot.
 */
async function statusPixel(page: Page, png: Buffer, colour: [number, number, number]): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    async ({ base64, target }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const near = (x: number, y: number) => {
        const i = (y * canvas.width + x) * 4;
        return Math.abs(data[i]! - target[0]) + Math.abs(data[i + 1]! - target[1]) + Math.abs(data[i + 2]! - target[2]) < 40;
      };
      for (let y = 60; y < canvas.height - 20; y++) {
        for (let x = 20; x < canvas.width - 60; x++) {
          if (near(x, y) && near(x - 1, y) && near(x + 1, y) && near(x, y - 1) && near(x, y + 1)) return { x, y };
        }
      }
      return null;
    },
    { base64: png.toString('base64'), target: colour },
  );
}

test.describe.configure({ mode: 'serial' });
// Each test takes some 20 s on an idle machine; a shared, busy one can take several times that.
test.setTimeout(180_000);
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  // The demo's building run finishes and its import copies 800 buildings while the spec waits.
  test.setTimeout(600_000);
  editor = await apiSession(baseURL, 'editor@horizon.test');
  const portfolioId = await licensedPortfolioWithRun(editor, RUN);
  plan = await planWithImportedRun(editor, portfolioId, `Insights map ${stamp}`, RUN);
  const status = await statusItem(editor, plan.id, STATUS);
  statusColour = hexToRgb(status.colour);
  const picks = await proposedTreatmentsOfDistinctAssets(editor, plan.id, PLANNED_COUNT);
  expect(picks).toHaveLength(PLANNED_COUNT);
  plannedAssets = new Set(picks.map((pick) => pick.asset_uuid));
  await projectWithTreatments(editor, plan.id, {
    name: 'Civic buildings renewal',
    statusId: status.id,
    phase: { name: 'Stage 1', start_date: '2027-01-01', end_date: '2027-12-31' },
    date: '2027-03-01',
    treatments: picks,
  });
  // A plan with a project but no data source: nothing of it can be placed on a map.
  const bareName = `Insights map bare ${stamp}`;
  bare = { id: (await editor.call<{ id: string }>('POST', `/portfolios/${portfolioId}/work-plans`, { name: bareName, description: 'No data sources.' })).id, name: bareName };
  await editor.call('POST', `/v5/project/${bare.id}`, { name: 'Unplaced works' });
});

test.afterAll(async () => {
  if (plan) await deleteWorkPlan(editor, plan);
  if (bare) await deleteWorkPlan(editor, bare);
});

const mapCanvas = (page: Page): Locator => page.getByTestId('work-plan-map').locator('canvas.maplibregl-canvas');

test('the map colours the buildings by project status, and a click on a planned one opens it in the side panel', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${plan.id}/insights/map`);
  await expect(page).toHaveTitle(/^Insights - Map \|/);
  await expect(page.getByTestId('insights-view-map')).toBeVisible();
  const canvas = mapCanvas(page);
  await expect(canvas).toBeVisible();
  const legend = page.getByTestId('work-plan-map-legend');
  await expect(legend).toContainText('Project status');
  await expect(legend).toContainText(STATUS);
  await expect(legend).toContainText('Not planned');
  const assets = plan.dataSources.reduce((sum, source) => sum + source.asset_count, 0);
  await expect(page.getByTestId('insights-map')).toContainText(`${assets.toLocaleString('en-AU')} assets on the map`);

  // The map draws its base, then fits and draws the buildings, after the canvas shows: wait until the picture holds a planned one.
  let point: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        point = await statusPixel(page, await canvas.screenshot(), statusColour);
        return point !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await shoot(page, 'insights-map');

  await canvas.click({ position: point! });
  await expect(page).toHaveURL(/[?&]view=asset_details(&|$)/);
  const assetId = new URL(page.url()).searchParams.get('asset_id');
  expect(plannedAssets.has(assetId ?? '')).toBe(true);
  await shoot(page, 'insights-map-asset');
});

test('a plan without spatial data says so on its map', async ({ page }) => {
  await signIn(page, 'editor@horizon.test', `/work-plan/${bare.id}/insights/board`);
  await page.getByTestId('insights-view-map').click();
  await expect(page).toHaveURL(new RegExp(`/work-plan/${bare.id}/insights/map$`));
  await expect(page).toHaveTitle(/^Insights - Map \|/);
  const empty = page.getByTestId('insights-map-empty');
  await expect(empty).toContainText('No spatial data');
  await expect(empty.getByRole('button', { name: 'Go to Data Sources' })).toBeVisible();
  await shoot(page, 'insights-map-no-spatial-data');
  await expect(page.getByTestId('work-plan-map')).toHaveCount(0);
});
