import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { apiSession, createPublishingWorkspace, deleteWorkspace, publishSimulation, readSample, waitForTask, type ApiSession, type SamplePackage } from './support/apiSession';
import { signIn } from './support/signIn';

/*
 * Issue 14, location-analysis: a demo simulation's locations on a MapLibre map beside the grouped
 * bars, coloured by the chosen measure, drawn by headless Chromium through SwiftShader, and copied
 * as an image; and a run whose data has no coordinates, which shows the bars alone with a note.
 */

/** Set LOCATION_MAP_SHOTS to a folder to keep 1440 px screenshots for review. */
const shotsDir = process.env.LOCATION_MAP_SHOTS;
async function shoot(page: Page, name: string, part?: Locator) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
  if (part) await part.screenshot({ path: path.join(shotsDir, `${name}-part.png`) });
}

/** The demo's building estate: 800 assets in 40 locations, each with center_x and center_y. */
const DEMO_SIMULATION = 'Buildings as budgeted';

type Simulation = { id: string; name: string; current_task: { id: string; status: string } | null };
const LIVE_STATUSES = ['new', 'pending', 'queued', 'running'];

/** The sample without its coordinate columns: a run with locations but nothing to place on a map. */
function withoutCoordinates(files: SamplePackage): SamplePackage {
  const rows = files.csv.toString('utf8').trimEnd().split('\n');
  const header = rows[0]!.split(',');
  const drop = new Set(['center_x', 'center_y'].map((name) => header.indexOf(name)));
  // The buildings' names and locations hold no commas, so plain splitting keeps the columns.
  const kept = rows.map((row) => row.split(',').filter((_, index) => !drop.has(index)).join(','));
  return { csv: Buffer.from(`${kept.join('\n')}\n`, 'utf8'), settings: files.settings };
}

/**
 * How many distinct colours a screenshot holds, decoded by the browser itself (no PNG library
 * needed): a blank or failed WebGL canvas is one colour.
 */
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

/** The map's drawing surface, once MapLibre has drawn the layers (the legend follows the data). */
async function drawnMap(page: Page): Promise<Locator> {
  const canvas = page.getByTestId('report-map').locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 60_000 }).catch(async (error: unknown) => {
    // What the card shows instead says why: a skeleton, a failure, or a map without its canvas.
    throw new Error(`${String(error)}\n${await page.getByTestId('location-map-card').innerHTML().catch(() => 'no map card')}`);
  });
  await expect(page.getByTestId('map-legend')).toBeVisible();
  // MapLibre draws on the next frames; SwiftShader is slow.
  await page.waitForTimeout(1_500);
  return canvas;
}

const editorEmail = 'editor@horizon.test';
const stamp = Date.now().toString(36);
let editor: ApiSession;
let demo: Simulation;
let where: { portfolioId: string; workspaceId: string; name: string } | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // The demo runs take minutes on a fresh start.
  test.setTimeout(420_000);
  editor = await apiSession(baseURL, editorEmail);
  // The demo simulations are published and run in the background after the first start.
  await expect
    .poll(
      async () => {
        const page = await editor.call<{ contents: Simulation[] }>('GET', `/simulations?q=${encodeURIComponent(DEMO_SIMULATION)}`);
        return page.contents.find((simulation) => simulation.name === DEMO_SIMULATION)?.current_task?.id ?? null;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .not.toBeNull();
  const page = await editor.call<{ contents: Simulation[] }>('GET', `/simulations?q=${encodeURIComponent(DEMO_SIMULATION)}`);
  demo = page.contents.find((simulation) => simulation.name === DEMO_SIMULATION)!;
  await waitForTask(editor, demo.current_task!.id, ['completed'], 180_000);
  // The other demo runs (30,000 water mains among them) share the machine's cores with the
  // browser, whose WebGL is drawn on the CPU: the map is timed once they have finished.
  await expect
    .poll(
      async () => {
        const all = await editor.call<{ contents: Simulation[] }>('GET', '/simulations?page_size=100');
        return all.contents.filter((simulation) => LIVE_STATUSES.includes(simulation.current_task?.status ?? '')).length;
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe(0);
});

test.afterAll(async () => {
  if (where) await deleteWorkspace(editor, where);
});

test("the demo run's locations are drawn on the map beside the grouped bars, coloured by spend", async ({ page }) => {
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await signIn(page, editorEmail, `/simulation/${demo.id}/report/location-analysis`);
  const canvas = await drawnMap(page);
  await expect(page.getByTestId('location-bars').locator('.apexcharts-canvas')).toBeVisible();
  await expect(page.getByTestId('map-legend')).toContainText('Spend over the run');
  await expect(page.getByTestId('map-measure')).toContainText('Spend over the run');

  const spend = await canvas.screenshot();
  // The background, the graticule, grey asset dots and the blue location circles, anti-aliased.
  expect(await distinctColours(page, spend)).toBeGreaterThan(20);
  await shoot(page, 'location-analysis-spend');
  expect(policyViolations).toEqual([]);
});

test('choosing another measure recolours the locations and the legend', async ({ page }) => {
  await signIn(page, editorEmail, `/simulation/${demo.id}/report/location-analysis`);
  const canvas = await drawnMap(page);
  const spend = await canvas.screenshot();
  const spendRange = await page.getByTestId('map-legend').innerText();

  await page.getByTestId('map-measure').click();
  await page.getByRole('option', { name: 'OSI at the end' }).click();
  await expect(page.getByTestId('map-legend')).toContainText('OSI at the end');
  await page.waitForTimeout(1_000);
  const osi = await canvas.screenshot();
  expect(osi.equals(spend)).toBe(false);
  expect(await page.getByTestId('map-legend').innerText()).not.toBe(spendRange);
  await shoot(page, 'location-analysis-osi', page.getByTestId('location-map-card'));

  await page.getByTestId('map-measure').click();
  await page.getByRole('option', { name: 'Backlog at the end' }).click();
  await expect(page.getByTestId('map-legend')).toContainText('Backlog at the end');
  await page.waitForTimeout(1_000);
  expect((await canvas.screenshot()).equals(osi)).toBe(false);
});

test("a location's bars, clicked, select it on the map too", async ({ page }) => {
  await signIn(page, editorEmail, `/simulation/${demo.id}/report/location-analysis`);
  await drawnMap(page);
  const bars = page.getByTestId('location-bars');
  const firstBar = bars.locator('.apexcharts-bar-area').first();
  await firstBar.click();
  const selected = page.getByTestId('map-selected-location');
  await expect(selected).toBeVisible();
  const location = (await selected.innerText()).replace(/^Selected:\s*/, '').trim();
  expect(location.length).toBeGreaterThan(0);
  // The bars mark the same location.
  await expect(bars.locator('.apexcharts-xaxis-annotations')).toContainText(location);
  await shoot(page, 'location-analysis-selected', bars);
  await selected.getByRole('button', { name: 'Clear selection' }).click();
  await expect(selected).toBeHidden();
});

/** SPEC 8's toasts of Copy image. */
const COPIED = 'Chart copied to the clipboard as an image.';
const COPY_UNSUPPORTED = 'Copy image is not supported in the browser.';

test('Copy image puts the map, as drawn, on the clipboard as a PNG', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, editorEmail, `/simulation/${demo.id}/report/location-analysis`);
  const canvas = await drawnMap(page);
  await page.getByTestId('location-map-card').getByRole('button', { name: 'Copy Locations on the map as an image' }).click();
  await expect(page.locator('.p-toast').getByText(COPIED)).toBeVisible();

  // The clipboard's picture, decoded by the browser: a WebGL canvas read outside its frame is blank (one colour).
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const bitmap = await createImageBitmap(await item!.getType('image/png'));
    const surface = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = surface.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return { width: bitmap.width, height: bitmap.height, colours: colours.size };
  });
  const drawn = await canvas.evaluate((element: HTMLCanvasElement) => ({ width: element.width, height: element.height }));
  expect({ width: copied.width, height: copied.height }).toEqual(drawn);
  expect(copied.colours).toBeGreaterThan(20);
});

test('Copy image of the map says so where the browser cannot put images on the clipboard', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'ClipboardItem', { value: undefined }));
  await signIn(page, editorEmail, `/simulation/${demo.id}/report/location-analysis`);
  await drawnMap(page);
  await page.getByTestId('location-map-card').getByRole('button', { name: 'Copy Locations on the map as an image' }).click();
  await expect(page.locator('.p-toast').getByText(COPY_UNSUPPORTED)).toBeVisible();
});

test('a run whose data has no coordinates shows the bars alone, with a note', async ({ page }) => {
  where = await createPublishingWorkspace(editor, `Location map ${stamp}`);
  const buildings = withoutCoordinates(await readSample('buildings'));
  const published = await publishSimulation(editor, where, `Buildings without coordinates ${stamp}`, buildings);
  await waitForTask(editor, published.current_task!.id, ['completed'], 180_000);

  await signIn(page, editorEmail, `/simulation/${published.id}/report/location-analysis`);
  const note = page.getByTestId('no-spatial-note');
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText('No map for this run');
  await expect(page.getByTestId('location-bars').locator('.apexcharts-canvas')).toBeVisible();
  await expect(page.getByTestId('report-map')).toHaveCount(0);
  await shoot(page, 'location-analysis-no-coordinates');
});
