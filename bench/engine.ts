import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ageingOnlyPass } from '../server/engine/ageing';
import { compileModel } from '../server/engine/model';
import { loadPackage } from '../server/engine/packageLoader';
import { simulate } from '../server/engine/simulate';
import { benchmarkFolder } from './benchmarkFolder';

const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '1000000' },
    // Internal: time the ageing-only pass of a package folder in this (fresh) process.
    'ageing-only': { type: 'string' },
    'no-renewal': { type: 'boolean', default: false },
  },
});
if (values['ageing-only'] !== undefined) {
  console.log(JSON.stringify(await timeAgeingOnly(values['ageing-only'], !values['no-renewal'])));
  process.exit(0);
}
const assetCount = Number(values.assets);
if (!Number.isInteger(assetCount) || assetCount < 1) throw new Error(`--assets must be a whole number, got ${values.assets}`);

const folder = await benchmarkFolder(assetCount, log);

collectGarbage();
const importStarted = performance.now();
const loaded = await loadPackage(folder);
if (!loaded.ok) throw new Error(loaded.errors.map((error) => error.message).join('\n'));
const importSeconds = (performance.now() - importStarted) / 1000;
// The import comes first, so the peak so far is the import's: the streamed CSV is never held whole.
const csvMb = statSync(join(folder, 'assets.csv')).size / 2 ** 20;
log(`import of assets.csv (${csvMb.toFixed(0)} MB): ${importSeconds.toFixed(2)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

// The yardstick is timed three times, once before the run and twice after, and its median
// taken: the machine's speed drifts from one second to the next, and one pass alone put the ratio
// anywhere in a band about 0.4 wide.
const ageingPasses = [ageingOnlyInChild(folder, true)];

collectGarbage();
const runStarted = performance.now();
const runCpuStarted = mainThreadSeconds();
const yearEnds: number[] = [];
const { results } = await simulate(loaded.package, {
  onProgress: (progress) => {
    if (progress.asset_years_done === progress.years_done * assetCount && yearEnds.length < progress.years_done) yearEnds.push(performance.now());
  },
});
const wallSeconds = (performance.now() - runStarted) / 1000;
const runCpuSeconds = mainThreadSeconds() - runCpuStarted;

// Each pass runs in a fresh process, so that it starts as cold as the run did.
ageingPasses.push(ageingOnlyInChild(folder, true), ageingOnlyInChild(folder, true));
const ageing = medianPass(ageingPasses);
const unrenewed = ageingOnlyInChild(folder, false);
const ageingSeconds = ageing.seconds;
const unrenewedSeconds = unrenewed.seconds;

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
log(`ageing-only pass: ${ageingSeconds.toFixed(3)} s (median of ${ageingPasses.map((pass) => pass.seconds.toFixed(3)).join(', ')}); ratio ${figures.ratio_to_ageing} (without renewal at end of life ${unrenewedSeconds.toFixed(3)} s, ratio ${round(wallSeconds / unrenewedSeconds, 2)})`);
log(`first year (with compiling the model and the start): ${((yearEnds[0] ?? runStarted) - runStarted).toFixed(0)} ms; later years: median ${median(yearEnds.slice(1).map((end, k) => end - (yearEnds[k] ?? end))).toFixed(1)} ms a year`);
log(`main-thread CPU: run ${runCpuSeconds.toFixed(2)} s, ageing-only ${ageing.cpuSeconds.toFixed(2)} s (ratio ${round(runCpuSeconds / ageing.cpuSeconds, 2)}), without renewal ${unrenewed.cpuSeconds.toFixed(2)} s; load average ${loadAverage()}`);
log(`treatments ${treated.toLocaleString('en-AU')}, spend $${Math.round(spend).toLocaleString('en-AU')} of $${Math.round(budget).toLocaleString('en-AU')} budget`);
log(`OSI ${results.baseline.osi.toFixed(1)} → ${results.network.osi.at(-1)?.toFixed(1)}, backlog $${Math.round(results.network.backlog.at(-1) ?? 0).toLocaleString('en-AU')}, peak RSS ${figures.peak_rss_mb} MB`);
console.log(JSON.stringify(figures));

/** What the benchmark network spends per asset over the whole run when every triggered treatment is funded. */
/** Loads a package and times its ageing-only pass (compiling the model first, untimed). */
async function timeAgeingOnly(packageFolder: string, renew: boolean): Promise<PassTime> {
  const outcome = await loadPackage(packageFolder);
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => error.message).join('\n'));
  const model = compileModel(outcome.package);
  collectGarbage();
  const started = performance.now();
  const cpuStarted = mainThreadSeconds();
  ageingOnlyPass(model, outcome.package.settings.seed, renew);
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: mainThreadSeconds() - cpuStarted };
}

interface PassTime {
  seconds: number;
  cpuSeconds: number;
}

function medianPass(passes: readonly PassTime[]): PassTime {
  const sorted = [...passes].sort((a, b) => a.seconds - b.seconds);
  return sorted[Math.floor(sorted.length / 2)] as PassTime;
}

function ageingOnlyInChild(packageFolder: string, renew: boolean): PassTime {
  const args = [...process.execArgv, import.meta.filename, '--ageing-only', packageFolder, ...(renew ? [] : ['--no-renewal'])];
  const output = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as PassTime;
}

/**
 * CPU time of this process's main thread (Linux; elsewhere the whole process's): on a machine
 * shared with other jobs it moves much less than wall time, and garbage collection on helper
 * threads is left out as it is from a quiet machine's wall time.
 */
function mainThreadSeconds(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function log(line: string): void {
  console.log(line);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
