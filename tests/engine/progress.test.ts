import { describe, expect, test } from 'vitest';
import { summaryLine, yearTable } from '../../server/engine/cliReport';
import { ProgressReporter, type SimulationProgress } from '../../server/engine/progress';
import { progressLine } from '../../server/engine/progressBar';
import { simulate } from '../../server/engine/simulate';
import { assetsCsv, baseSettings, uniformAssets, validPackage } from './fixtures';

/** A clock the test moves by hand, in milliseconds. */
function fakeClock(start = 1000) {
  let now = start;
  return { clock: () => now, advance: (ms: number) => void (now += ms) };
}

function listening(assetsPerYear: number, years: number, start = 1000) {
  const time = fakeClock(start);
  const heard: { at: number; progress: SimulationProgress }[] = [];
  const reporter = new ProgressReporter((progress) => heard.push({ at: time.clock(), progress }), assetsPerYear, years, time.clock);
  return { time, heard, reporter };
}

describe('ProgressReporter', () => {
  test('phase reports closer than 250 ms to the last report are dropped', () => {
    const { time, heard, reporter } = listening(100, 4);
    time.advance(249);
    reporter.report(0.25, false);
    expect(heard).toHaveLength(0);
    time.advance(1); // 250 ms after the start
    reporter.report(0.5, false);
    expect(heard.map((h) => h.at)).toEqual([1250]);
    time.advance(100);
    reporter.report(0.75, false);
    expect(heard).toHaveLength(1);
    time.advance(150); // 250 ms after the last report, not after the dropped one
    reporter.report(0.75, false);
    expect(heard.map((h) => h.at)).toEqual([1250, 1500]);
  });

  test('forced (year-end) reports always go through, however close together', () => {
    const { time, heard, reporter } = listening(100, 4);
    reporter.report(1, true);
    time.advance(1);
    reporter.report(2, true);
    reporter.report(3, true);
    expect(heard.map((h) => h.progress.years_done)).toEqual([1, 2, 3]);
    // A phase right after a forced report is throttled from the forced one.
    time.advance(10);
    reporter.report(3.25, false);
    expect(heard).toHaveLength(3);
  });

  test('with phases at most 750 ms apart and a forced report each year, no silence exceeds 1 s', () => {
    const years = 40;
    const { time, heard, reporter } = listening(1000, years, 0);
    // Deterministic, irregular phase durations between 1 and 750 ms.
    let seed = 12345;
    const nextGap = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 1 + (seed % 750);
    };
    let longestPhase = 0;
    for (let year = 0; year < years; year++) {
      for (const phase of [0.25, 0.5, 0.75, 1]) {
        const gap = nextGap();
        longestPhase = Math.max(longestPhase, gap);
        time.advance(gap);
        reporter.report(year + phase, phase === 1);
      }
      // Every year end is heard.
      expect(heard.at(-1)?.progress).toMatchObject({ asset_years_done: (year + 1) * 1000, years_done: year + 1 });
    }
    expect(longestPhase).toBeGreaterThan(700);
    const times = [0, ...heard.map((h) => h.at)];
    const silences = times.slice(1).map((at, index) => at - (times[index] ?? 0));
    expect(Math.max(...silences)).toBeLessThanOrEqual(1000);
    // Throttling did drop some phase reports.
    expect(heard.length).toBeLessThan(years * 4);
    expect(heard.at(-1)?.progress).toMatchObject({ asset_years_done: 40_000, years_done: 40, sim_time_remaining: 0 });
  });

  test('a slow year still reports between its phases', () => {
    const { time, heard, reporter } = listening(10, 2);
    for (const phase of [0.25, 0.5, 0.75]) {
      time.advance(600);
      reporter.report(phase, false);
    }
    expect(heard.map((h) => h.progress.asset_years_done)).toEqual([3, 5, 8]);
  });

  test('asset-years done and whole years done for fractional years', () => {
    const { time, heard, reporter } = listening(200, 10);
    time.advance(300);
    reporter.report(2.25, false);
    time.advance(300);
    reporter.report(2.75, false);
    time.advance(300);
    reporter.report(3, true);
    expect(heard.map((h) => h.progress)).toEqual([
      expect.objectContaining({ asset_years_done: 450, asset_years_total: 2000, years_done: 2 }),
      expect.objectContaining({ asset_years_done: 550, asset_years_total: 2000, years_done: 2 }),
      expect.objectContaining({ asset_years_done: 600, asset_years_total: 2000, years_done: 3 }),
    ]);
  });

  test('seconds remaining are estimated from the rate so far', () => {
    const { time, heard, reporter } = listening(100, 10);
    time.advance(10_000);
    reporter.report(5, true); // half done after 10 s
    time.advance(10_000);
    reporter.report(8, true); // 800 of 1000 after 20 s: 40 asset-years a second, 200 left
    time.advance(5_000);
    reporter.report(10, true);
    expect(heard.map((h) => h.progress.sim_time_remaining)).toEqual([10, 5, 0]);
  });

  test('no estimate before anything is done', () => {
    const { time, heard, reporter } = listening(100, 10);
    time.advance(500);
    reporter.report(0, true);
    time.advance(500);
    reporter.report(0.001, true); // rounds to 0 asset-years
    expect(heard.map((h) => h.progress.sim_time_remaining)).toEqual([null, null]);
    expect(heard.map((h) => h.progress.asset_years_done)).toEqual([0, 0]);
  });

  test('without a listener nothing is thrown', () => {
    const time = fakeClock();
    const reporter = new ProgressReporter(undefined, 10, 2, time.clock);
    expect(() => {
      reporter.report(0.5, false);
      time.advance(1000);
      reporter.report(1, true);
      reporter.report(2, true);
    }).not.toThrow();
  });

  test('simulate reports every year end and finishes at the total', async () => {
    const settings = baseSettings();
    settings.strategy.years = 6;
    const pkg = await validPackage(settings, assetsCsv(uniformAssets(25, 1)));
    const heard: SimulationProgress[] = [];
    await simulate(pkg, { onProgress: (progress) => heard.push(progress) });
    const yearEnds = heard.filter((progress) => progress.asset_years_done === progress.years_done * 25 && progress.years_done > 0);
    expect(yearEnds.map((progress) => progress.years_done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(heard.every((progress) => progress.asset_years_total === 150)).toBe(true);
    expect(heard.at(-1)).toMatchObject({ asset_years_done: 150, years_done: 6, sim_time_remaining: 0 });
  });
});

describe('progressLine', () => {
  const line = (done: number, total: number, remaining: number | null) =>
    progressLine({ asset_years_done: done, asset_years_total: total, years_done: 0, sim_time_remaining: remaining });

  test('nothing done: an empty bar and no time left yet', () => {
    expect(line(0, 1000, null)).toBe(`\r[${'.'.repeat(30)}]   0 %   `);
  });

  test('half done: half the bar, the share and the seconds left', () => {
    expect(line(500, 1000, 10)).toBe(`\r[${'#'.repeat(15)}${'.'.repeat(15)}]  50 % 10.0 s left   `);
  });

  test('partial cells round and seconds show one decimal', () => {
    expect(line(1, 3, 12.345)).toBe(`\r[${'#'.repeat(10)}${'.'.repeat(20)}]  33 % 12.3 s left   `);
    expect(line(2, 3, 0.06)).toBe(`\r[${'#'.repeat(20)}${'.'.repeat(10)}]  67 % 0.1 s left   `);
  });

  test('done: a full bar at 100 %', () => {
    expect(line(1000, 1000, 0)).toBe(`\r[${'#'.repeat(30)}] 100 % 0.0 s left   `);
  });

  test('an empty package counts as done', () => {
    expect(line(0, 0, null)).toBe(`\r[${'#'.repeat(30)}] 100 %   `);
  });
});

describe('yearTable and summaryLine', () => {
  const COLUMNS = ['Year', 'Spend', 'Budget', 'OSI', 'Backlog', 'FCI'];
  const cells = (row: string) => row.trim().split(/\s{2,}/);
  const dollars = (cell: string) => {
    expect(cell).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    return Number(cell.replace(/[$,]/g, ''));
  };

  async function run(value?: number) {
    const settings = baseSettings();
    settings.strategy.years = 5;
    settings.strategy.budget = { yearly: [12345.4] };
    const pkg = await validPackage(settings, assetsCsv(uniformAssets(120, 2, value === undefined ? {} : { value })));
    return (await simulate(pkg)).results;
  }

  test('a header, a Start row and one row per year, aligned, money as $1,234 and FCI "-" without asset values', async () => {
    const results = await run();
    const lines = yearTable(results).split('\n');
    expect(lines).toHaveLength(1 + 1 + 5);
    expect(lines[0]?.split(/\s+/)).toEqual(COLUMNS);
    expect(new Set(lines.map((row) => row.length)).size).toBe(1);

    const start = lines[1] ?? '';
    expect(start.startsWith('Start ')).toBe(true);
    const startCells = cells(start);
    expect(startCells).toEqual(['Start', results.baseline.osi.toFixed(1), startCells[2], '-']);
    expect(dollars(startCells[2] ?? '')).toBe(Math.round(results.baseline.backlog));

    lines.slice(2).forEach((row, index) => {
      const [year, spend, budget, osi, backlog, fci] = cells(row);
      expect(year).toBe(String(2025 + index));
      expect(budget).toBe('$12,345');
      expect(dollars(spend ?? '')).toBe(Math.round(results.network.spend[index] ?? NaN));
      expect(osi).toBe(results.network.osi[index]?.toFixed(1));
      expect(osi).toMatch(/^\d+\.\d$/);
      expect(dollars(backlog ?? '')).toBe(Math.round(results.network.backlog[index] ?? NaN));
      expect(fci).toBe('-');
    });
    // The numbers are real: something was spent and a backlog was left.
    expect(lines.slice(2).some((row) => dollars(cells(row)[1] ?? '') >= 1000)).toBe(true);
  });

  test('FCI is a percentage when assets have values', async () => {
    const results = await run(50_000);
    const lines = yearTable(results).split('\n');
    const fciCells = lines.slice(1).map((row) => cells(row).at(-1));
    expect(fciCells).toEqual([results.baseline.fci, ...results.network.fci].map((fci) => `${((fci ?? NaN) * 100).toFixed(1)} %`));
    expect(fciCells.every((cell) => /^\d+\.\d %$/.test(cell ?? ''))).toBe(true);
    expect(fciCells.some((cell) => cell !== '0.0 %')).toBe(true);
  });

  test('summaryLine names the package, strategy, assets, years, total spend and seed', async () => {
    const results = await run();
    const total = results.network.spend.reduce((sum, value) => sum + value, 0);
    const line = summaryLine(results);
    const match = /^Test roads \/ Base: 120 assets, 5 years, spend (\$[\d,]+), (\d+\.\d\d) s \(seed 7\)$/.exec(line);
    expect(match).not.toBeNull();
    expect(dollars(match?.[1] ?? '')).toBe(Math.round(total));
    expect(total).toBeGreaterThan(1000);
  });
});
