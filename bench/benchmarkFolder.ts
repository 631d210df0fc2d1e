import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The benchmark package of `assetCount` assets (bench/README.md), generated once under the
 * git-ignored bench/.generated/ and shared by the engine and publishing benchmarks.
 */
export async function benchmarkFolder(assetCount: number, log: (line: string) => void): Promise<string> {
  const folder = join(import.meta.dirname, '.generated', `engine-${assetCount}-v${GENERATOR_VERSION}`);
  if (!existsSync(join(folder, 'assets.csv'))) {
    const started = performance.now();
    // The first year's budget grows with inflation, so the whole run's budget is a third of the need.
    const budget = Math.round(((await needPerAsset()) * assetCount * FUNDED_SHARE) / budgetGrowth());
    await writePackage(folder, benchmarkPackage(assetCount, budget));
    log(`generated ${folder} in ${((performance.now() - started) / 1000).toFixed(2)} s (yearly budget $${budget.toLocaleString('en-AU')})`);
  }
  return folder;
}

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
