import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ageingOnlyPass } from '../server/engine/ageing';
import { compileModel } from '../server/engine/model';
import { loadPackage } from '../server/engine/packageLoader';
import { parsePackage } from '../server/engine/packageParser';
import { simulate } from '../server/engine/simulate';
import { BENCHMARK_YEARS, benchmarkPackage } from '../samples/lib/benchmark';
import { csvText } from '../samples/lib/csvWriter';
import { writePackage } from '../samples/lib/writePackage';

/** The generated package changes with this; older folders are left alone. */
const GENERATOR_VERSION = 3;
const CALIBRATION_ASSETS = 20_000;
/** Over the whole run, the budget funds about this share of what an unbounded run spends. */
const FUNDED_SHARE = 1 / 3;

const { values } = parseArgs({ options: { assets: { type: 'string', default: '1000000' } } });
const assetCount = Number(values.assets);
if (!Number.isInteger(assetCount) || assetCount < 1) throw new Error(`--assets must be a whole number, got ${values.assets}`);

const folder = join(import.meta.dirname, '.generated', `engine-${assetCount}-v${GENERATOR_VERSION}`);
if (!existsSync(join(folder, 'assets.csv'))) {
  const started = performance.now();
  // The first year's budget grows with inflation, so the whole run's budget is a third of the need.
  const budget = Math.round(((await needPerAsset()) * assetCount * FUNDED_SHARE) / budgetGrowth());
  await writePackage(folder, benchmarkPackage(assetCount, budget));
  log(`generated ${folder} in ${seconds(performance.now() - started)} s (yearly budget $${budget.toLocaleString('en-AU')})`);
}

collectGarbage();
const importStarted = performance.now();
const loaded = await loadPackage(folder);
if (!loaded.ok) throw new Error(loaded.errors.map((error) => error.message).join('\n'));
const importSeconds = (performance.now() - importStarted) / 1000;
log(`import of assets.csv: ${importSeconds.toFixed(2)} s`);

collectGarbage();
const runStarted = performance.now();
const { results } = await simulate(loaded.package);
const wallSeconds = (performance.now() - runStarted) / 1000;

const model = compileModel(loaded.package);
collectGarbage();
const ageingStarted = performance.now();
ageingOnlyPass(model, loaded.package.settings.seed);
const ageingSeconds = (performance.now() - ageingStarted) / 1000;
collectGarbage();
const unrenewedStarted = performance.now();
ageingOnlyPass(model, loaded.package.settings.seed, false);
const unrenewedSeconds = (performance.now() - unrenewedStarted) / 1000;

const years = results.run.calendarYears.length;
const spend = results.network.spend.reduce((sum, value) => sum + value, 0);
const budget = results.network.budget.reduce((sum, value) => sum + value, 0);
const treated = results.treatmentActivity.count.flat().reduce((sum, value) => sum + value, 0);
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const figures = {
  assets: assetCount,
  years,
  wall_s: round(wallSeconds, 3),
  peak_rss_mb: Math.round(peakRssMb),
  asset_years_per_s: Math.round((assetCount * years) / wallSeconds),
  ratio_to_ageing: round(wallSeconds / ageingSeconds, 2),
};
log(`run (compile + ${years} years): ${wallSeconds.toFixed(3)} s, ${figures.asset_years_per_s.toLocaleString('en-AU')} asset-years/s`);
log(`ageing-only pass: ${ageingSeconds.toFixed(3)} s; ratio ${figures.ratio_to_ageing} (without renewal at end of life ${unrenewedSeconds.toFixed(3)} s, ratio ${round(wallSeconds / unrenewedSeconds, 2)})`);
log(`treatments ${treated.toLocaleString('en-AU')}, spend $${Math.round(spend).toLocaleString('en-AU')} of $${Math.round(budget).toLocaleString('en-AU')} budget`);
log(`OSI ${results.baseline.osi.toFixed(1)} → ${results.network.osi.at(-1)?.toFixed(1)}, backlog $${Math.round(results.network.backlog.at(-1) ?? 0).toLocaleString('en-AU')}, peak RSS ${figures.peak_rss_mb} MB`);
console.log(JSON.stringify(figures));

/** What the benchmark network spends per asset over the whole run when every triggered treatment is funded. */
async function needPerAsset(): Promise<number> {
  const sample = benchmarkPackage(CALIBRATION_ASSETS, 0);
  const parsed = await parsePackage({ settings: sample.settings, assetsCsv: csvText(sample.header, sample.rows) });
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  const { results: unbounded } = await simulate(parsed.package, { budgetPreset: 'unbounded' });
  const total = unbounded.network.spend.reduce((sum, value) => sum + value, 0);
  return total / CALIBRATION_ASSETS;
}

/** The sum over the run of the first year's budget grown by the benchmark's inflation: the run's budget per dollar of the first year's. */
function budgetGrowth(): number {
  const { budget } = benchmarkPackage(1, 1).settings.strategy;
  const growth = 1 + (budget.fill === 'inflation' ? (budget.inflationPercent ?? 0) : 0) / 100;
  let total = 0;
  for (let year = 0; year < BENCHMARK_YEARS; year++) total += growth ** year;
  return total;
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function log(line: string): void {
  console.log(line);
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(1);
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
