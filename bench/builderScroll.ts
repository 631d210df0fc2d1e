import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { workPlanAssetPageSchema } from '../src/api/schemas/dataSource.schema';
import { benchmarkFolder } from './benchmarkFolder';
import { percentile, round, seconds, startServer } from './benchServer';
import { benchClient, publishableWorkspace, publishFolder, waitForRun, type BenchClient } from './benchClient';

/*
 * Issue 15's "100,000 rows scroll smoothly": the generated package (105,000 assets by default, of
 * which the run treats over 100,000, the rows of the plan) published and run, imported into a new work plan as its data source, then the Builder's Assets
 * view opened in Debian's chromium through the real sign-in and its table scrolled as a planner
 * would: a steady scroll at three speeds, and jumps of the scroll bar to places far apart and to
 * the end. The page records every frame (bench/pages/scrollProbe.js): the time between frames,
 * frames in which the view showed a skeleton or a gap (rows not loaded or not drawn yet), long tasks, how many rows the
 * table drew. The last line is the JSON summary.
 *
 *   npm run bench:builder-scroll                              # builds the app, 105,000 assets
 *   npm run bench:builder-scroll -- --assets 20000
 *   npm run bench:builder-scroll -- --data-dir /tmp/scroll    # the plan made once, kept and reused
 */
const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '105000' },
    dist: { type: 'string', default: 'dist' },
    'data-dir': { type: 'string' },
    email: { type: 'string', default: 'editor@horizon.test' },
    password: { type: 'string', default: 'horizon' },
  },
});
const assetCount = Number(values.assets);
if (!Number.isInteger(assetCount) || assetCount < 1000) throw new Error(`--assets must be a whole number of at least 1000, got ${values.assets}`);
const distDir = resolve(values.dist!);
if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} holds no built app: run npm run build first`);
const log = (line: string) => process.stderr.write(`${line}\n`);

const ROW_HEIGHT = 36;
/** Steady scrolls, in rows a second: reading down a list, a brisk scroll, and a fling. */
const SPEEDS = [20, 100, 400];
const STEADY_SECONDS = 4;
/** Where the scroll bar is dropped, as shares of the table, then the very end. */
const JUMPS = [0.5, 0.13, 0.87, 0.31, 0.69, 1];
/** A frame longer than this is a visible stutter (two frames missed at 60 Hz). */
const JANK_MS = 50;
const PLAN_MARKER = 'builder-scroll-plan.json';
const VIEWPORT = { width: 1440, height: 900 };

const folder = await benchmarkFolder(assetCount, log);
if (values['data-dir']) await mkdir(values['data-dir'], { recursive: true });
const server = await startServer({ DIST_DIR: distDir, ...(values['data-dir'] ? { DATA_DIR: resolve(values['data-dir']) } : {}) });
try {
  await run(server.baseUrl);
} finally {
  await server.stop();
}

async function run(baseUrl: string) {
  const client = await benchClient(baseUrl, values.email!, values.password!);
  const planId = await keptPlan() ?? (await makePlan(client));
  // A plan holds the assets its runs propose to treat: with 105,000 in the register, over 100,000 rows.
  const rows = workPlanAssetPageSchema.parse(await client.api('GET', `/v5/assets/${planId}?limit=1`)).total_count;
  const lastAssetId = workPlanAssetPageSchema.parse(await client.api('GET', `/v5/assets/${planId}?offset=${rows - 1}&limit=1`)).contents[0]!.asset_id;

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, serviceWorkers: 'block' });
    const page = await context.newPage();
    const opened = await openBuilder(page, planId, rows);
    // Evaluated rather than added as a script element: the app's CSP refuses inline scripts, as it should.
    await page.evaluate(await readFile(join(import.meta.dirname, 'pages', 'scrollProbe.js'), 'utf8'));

    // The renderer's own accounts of its main thread: how much of each scroll went to script, style and layout.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const rendererMetrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((metric) => [metric.name, metric.value]));

    const steady: Record<string, ReturnType<typeof frameFigures> & ReturnType<typeof threadFigures>> = {};
    for (const rowsPerSecond of SPEEDS) {
      await page.evaluate('window.scrollProbe.jump(0)');
      const before = await rendererMetrics();
      const result = (await page.evaluate(`window.scrollProbe.steady(${rowsPerSecond * ROW_HEIGHT}, ${STEADY_SECONDS})`)) as SteadyResult;
      const figures = { ...frameFigures(result), ...threadFigures(before, await rendererMetrics()) };
      steady[`${rowsPerSecond}_rows_per_s`] = figures;
      log(
        `steady ${String(rowsPerSecond).padStart(3)} rows/s: ${figures.frames} frames, p50 ${figures.frame_p50_ms} ms, p95 ${figures.frame_p95_ms} ms, p99 ${figures.frame_p99_ms} ms, ` +
          `max ${figures.frame_max_ms} ms, ${figures.jank_frames} over ${JANK_MS} ms, ${figures.unfilled_frames} frames with a skeleton or a gap in view, ` +
          `${figures.long_tasks} long tasks, ${figures.rows_drawn_max} rows drawn; main thread ${figures.task_ms} ms busy: script ${figures.script_ms} ms, ` +
          `style ${figures.style_ms} ms, layout ${figures.layout_ms} ms in ${figures.layouts} layouts`,
      );
    }

    const scrollHeight = (await page.evaluate('window.scrollProbe.scroller().scrollHeight')) as number;
    const jumps: { share: number; ms: number }[] = [];
    for (const share of JUMPS) {
      const { ms } = (await page.evaluate(`window.scrollProbe.jump(${Math.round(share * scrollHeight)})`)) as { ms: number };
      jumps.push({ share, ms: round(ms) });
      log(`jump to ${(share * 100).toFixed(0).padStart(3)} %: every row in view drawn after ${ms.toFixed(0)} ms`);
    }
    // The last jump went to the very end: its last row must come to show the plan's last asset.
    let lastShown: string | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await page.waitForTimeout(100)) {
      lastShown = ((await page.evaluate('window.scrollProbe.idsInView()')) as string[]).at(-1);
      if (lastShown === lastAssetId) break;
    }
    if (lastShown !== lastAssetId) throw new Error(`At the end of the table the last row shows ${lastShown}, where the plan's last asset is ${lastAssetId}`);
    const heapMb = (await page.evaluate('performance.memory ? performance.memory.usedJSHeapSize / 1048576 : null')) as number | null;
    const jumpTimes = jumps.map((jump) => jump.ms);
    log(`the table is ${(scrollHeight / 1e6).toFixed(2)} million pixels high; the last row shows ${lastAssetId}; JS heap ${heapMb?.toFixed(0)} MB after scrolling`);
    log(`targets: frame p95 <= 33 ms while scrolling (30 frames a second), every row in view drawn within 1 s of a jump`);
    console.log(
      JSON.stringify({
        assets: assetCount,
        rows,
        first_rows_s: round(seconds(opened.firstRowsMs)),
        steady,
        jump_p50_ms: round(percentile(jumpTimes, 0.5)),
        jump_max_ms: round(Math.max(...jumpTimes)),
        jumps,
        js_heap_mb: heapMb === null ? null : round(heapMb),
      }),
    );
  } finally {
    await browser.close();
  }
}

type SteadyResult = { frames: number[]; blankFrames: number; longTasks: number[]; rendered: number; pixels: number };

function frameFigures(result: SteadyResult) {
  return {
    frames: result.frames.length,
    rows_passed: Math.round(result.pixels / ROW_HEIGHT),
    frame_p50_ms: round(percentile(result.frames, 0.5)),
    frame_p95_ms: round(percentile(result.frames, 0.95)),
    frame_p99_ms: round(percentile(result.frames, 0.99)),
    frame_max_ms: round(Math.max(...result.frames)),
    jank_frames: result.frames.filter((ms) => ms > JANK_MS).length,
    unfilled_frames: result.blankFrames,
    long_tasks: result.longTasks.length,
    long_task_max_ms: round(Math.max(0, ...result.longTasks)),
    rows_drawn_max: result.rendered,
  };
}

/** What the renderer's main thread did between two readings of its metrics (seconds in, milliseconds out). */
function threadFigures(before: Record<string, number>, after: Record<string, number>) {
  const ms = (name: string) => round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
  return {
    task_ms: ms('TaskDuration'),
    script_ms: ms('ScriptDuration'),
    style_ms: ms('RecalcStyleDuration'),
    layout_ms: ms('LayoutDuration'),
    layouts: (after.LayoutCount ?? 0) - (before.LayoutCount ?? 0),
  };
}

/** Signs in through the login page and the provider's form, as a planner does, onto the Builder's Assets view. */
async function openBuilder(page: Page, planId: string, rows: number): Promise<{ firstRowsMs: number }> {
  await page.goto(`/work-plan/${planId}/builder/assets`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(values.email!);
  await page.getByLabel('Password').fill(values.password!);
  const started = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('builder-total').filter({ hasText: `${rows.toLocaleString('en-AU')} assets` }).waitFor({ timeout: 120_000 });
  await page.getByTestId('builder-asset-name').first().waitFor({ timeout: 120_000 });
  const firstRowsMs = performance.now() - started;
  log(`signed in and saw the first of ${rows.toLocaleString('en-AU')} rows after ${seconds(firstRowsMs).toFixed(2)} s`);
  return { firstRowsMs };
}

/** The plan a kept --data-dir already holds. */
async function keptPlan(): Promise<string | undefined> {
  const marker = values['data-dir'] ? join(values['data-dir'], PLAN_MARKER) : undefined;
  if (!marker || !existsSync(marker)) return undefined;
  const kept = JSON.parse(await readFile(marker, 'utf8')) as { planId: string; assets: number };
  return kept.assets === assetCount ? kept.planId : undefined;
}

/** Publishes and runs the package in a portfolio licensed for the Work Planner, then imports the run into a new plan. */
async function makePlan(client: BenchClient): Promise<string> {
  const started = performance.now();
  const where = await publishableWorkspace(client, 'a portfolio licensed for the Work Planner', (portfolio) => portfolio.features.includes('papa'));
  const { taskId } = await publishFolder(client, folder, where, `Scroll benchmark ${assetCount} assets`);
  await waitForRun(client, taskId);
  log(`published and ran ${assetCount.toLocaleString('en-AU')} assets in ${seconds(performance.now() - started).toFixed(1)} s`);

  const imported = performance.now();
  const plan = await client.api('POST', `/portfolios/${where.portfolioId}/work-plans`, { name: `Scroll benchmark ${assetCount}`, description: 'bench/builderScroll.ts' });
  const planId = plan.id as string;
  // A run can be imported once its reports are generated, a little after it completes.
  await until(async () => {
    const { contents } = (await client.api('GET', `/v5/datasource/${planId}/candidates`)) as { contents: { task_id: string }[] };
    return contents.some((candidate) => candidate.task_id === taskId);
  }, 'the run to become importable');
  await client.api('POST', `/v5/datasource/${planId}/import`, { wp_id: planId, ds_ids: [taskId] });
  await until(async () => {
    const { contents } = (await client.api('GET', `/v5/datasource/${planId}`)) as { contents: { import_status: string }[] };
    if (contents.some((source) => source.import_status === 'failed')) throw new Error('The import failed');
    return contents.length === 1 && contents[0]!.import_status === 'completed';
  }, 'the import');
  log(`imported into a new work plan in ${seconds(performance.now() - imported).toFixed(1)} s`);
  if (values['data-dir']) await writeFile(join(values['data-dir'], PLAN_MARKER), JSON.stringify({ planId, assets: assetCount }));
  return planId;
}

async function until(done: () => Promise<boolean>, what: string, timeoutMs = 1_800_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
