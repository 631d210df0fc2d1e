import { describe, expect, test } from 'vitest';
import { assetLifeCycle } from '../../server/engine/lifeCycles';
import { parsePackage } from '../../server/engine/packageParser';
import { simulate } from '../../server/engine/simulate';
import { simulateZeroBudget } from '../../server/engine/zeroBudget';
import { simulationResultsSchema } from '../../src/api/simulationPackage/results.schema';
import { assetsCsv, baseSettings, uniformAssets, validPackage } from './fixtures';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('ageing', () => {
  test('a Fixed distribution without treatments follows the profile exactly', async () => {
    const settings = baseSettings();
    settings.strategy.years = 35;
    settings.strategy.budgetPreset = 'zeroBudget';
    const pkg = await validPackage(settings, assetsCsv([{ id: 'NEW', measure: 10, condition: 10 }, { id: 'MID', measure: 10, condition: 7 }]));
    const outcome = await simulate(pkg);
    const fresh = assetLifeCycle(outcome.results, outcome.lifeCycles, 0);
    // Profile [5, 10, 15, 20, 25, 30]: the state after year k (age k) counts the profile ages passed.
    const expected = Array.from({ length: 36 }, (_, age) => [5, 10, 15, 20, 25, 30].filter((at) => at <= age).length);
    expect(fresh.states[0]).toEqual(expected);
    // An asset imported in state 3 has just entered it: 5 years later it is in state 4.
    const middle = assetLifeCycle(outcome.results, outcome.lifeCycles, 1);
    expect(middle.states[0]?.slice(0, 7)).toEqual([3, 3, 3, 3, 3, 4, 4]);
    expect(middle.states[0]?.at(-1)).toBe(6);
  });
});

describe('budget presets', () => {
  test('Unbounded funds every triggered treatment', async () => {
    const settings = baseSettings();
    settings.strategy.budgetPreset = 'unbounded';
    const pkg = await validPackage(settings, assetsCsv([...uniformAssets(20, 2), ...uniformAssets(15, 5).map((asset, index) => ({ ...asset, id: `B${index}` }))]));
    const { results } = await simulate(pkg);
    const [reseal, reconstruct] = results.treatmentActivity.count;
    expect(reseal?.[0]).toBe(20);
    expect(reconstruct?.[0]).toBe(15);
    expect(results.network.backlog.every((backlog) => backlog === 0)).toBe(true);
    expect(results.funding.surplus.flat().every((surplus) => surplus === 0)).toBe(true);
  });

  test('Zero budget funds nothing and the backlog only grows', async () => {
    const settings = baseSettings();
    settings.strategy.years = 30;
    settings.strategy.forced = [{ asset: 'A1', treatment: 'reconstruct', year: 2026 }];
    const pkg = await validPackage(settings, assetsCsv(uniformAssets(40, 1)));
    const { results } = await simulateZeroBudget(pkg);
    expect(sum(results.network.spend)).toBe(0);
    expect(sum(results.treatmentActivity.count.flat())).toBe(0);
    expect(results.network.forcedUnfunded[1]).toBe(1);
    const backlog = [results.baseline.backlog, ...results.network.backlog];
    backlog.slice(1).forEach((value, year) => expect(value).toBeGreaterThanOrEqual(backlog[year] ?? 0));
    expect(backlog.at(-1)).toBeGreaterThan(0);
  });
});

describe('funding', () => {
  test('carry-over moves exactly the surplus into the next year', async () => {
    const settings = baseSettings();
    settings.strategy.carryOver = true;
    settings.strategy.budget = { yearly: [2500] };
    const pkg = await validPackage(settings, assetsCsv(uniformAssets(30, 1)));
    const { results } = await simulate(pkg);
    const { available, spend, carriedIn, surplus, budget } = results.funding;
    results.fundingSources.forEach((_, s) => {
      for (let year = 0; year < results.run.calendarYears.length; year++) {
        expect(surplus[s]?.[year]).toBeCloseTo((available[s]?.[year] ?? 0) - (spend[s]?.[year] ?? 0), 6);
        expect(available[s]?.[year]).toBeCloseTo((budget[s]?.[year] ?? 0) + (carriedIn[s]?.[year] ?? 0), 6);
        if (year > 0) expect(carriedIn[s]?.[year]).toBe(surplus[s]?.[year - 1]);
      }
    });
    expect(carriedIn[0]?.[1]).toBeGreaterThan(0);
  });

  test('without carry-over nothing is brought forward', async () => {
    const pkg = await validPackage(baseSettings(), assetsCsv(uniformAssets(30, 1)));
    const { results } = await simulate(pkg);
    expect(results.funding.carriedIn.flat().every((value) => value === 0)).toBe(true);
  });

  test('a treatment is paid by the first allowed source that holds its whole cost', async () => {
    const settings = baseSettings();
    settings.treatments[0]!.fundingSources = ['grant'];
    const pkg = await validPackage(settings, assetsCsv(uniformAssets(10, 2)));
    const { results } = await simulate(pkg);
    // Reseal costs 1000; the grant holds 3000 of the 10000.
    expect(results.funding.spend[1]?.[0]).toBe(3000);
    expect(results.funding.spend[0]?.[0]).toBe(0);
    expect(results.treatmentActivity.count[0]?.[0]).toBe(3);
  });
  test('a better and cheaper treatment that no source of its own can pay for leaves the asset to a dearer one', async () => {
    const settings = baseSettings();
    settings.strategy.years = 1;
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100, grant: 0 } }];
    // Patching (50) buys 15 points for 50 dollars, reconstruction (1000) 55 for 1000; only the empty grant may pay for patching.
    settings.treatments.push({ id: 'patch', name: 'Patch', trigger: { criterion: 'surface', fromState: 2 }, effect: { type: 'improve', states: 1 }, unitCost: 5, fundingSources: ['grant'] });
    const outcome = await simulate(await validPackage(settings, assetsCsv([{ id: 'WORN', measure: 10, condition: 6 }])));
    expect(assetLifeCycle(outcome.results, outcome.lifeCycles, 0).treatments).toMatchObject([{ year: 2025, treatment: 'reconstruct', cost: 1000, fundingSource: 'rates' }]);
  });

  test('of two treatments that the same sources may pay for, the better and cheaper one is funded and the other never', async () => {
    const settings = baseSettings();
    settings.strategy.years = 1;
    settings.treatments.push({ id: 'patch', name: 'Patch', trigger: { criterion: 'surface', fromState: 2 }, effect: { type: 'improve', states: 1 }, unitCost: 5 });
    const outcome = await simulate(await validPackage(settings, assetsCsv([{ id: 'WORN', measure: 10, condition: 6 }])));
    expect(assetLifeCycle(outcome.results, outcome.lifeCycles, 0).treatments).toMatchObject([{ year: 2025, treatment: 'patch', cost: 50 }]);
    expect(outcome.results.network.spend[0]).toBe(50);
  });

  test('candidates of equal benefit per dollar are funded in asset order, however long each has waited', async () => {
    const settings = baseSettings();
    settings.criteria.push({ id: 'kerb', name: 'Kerb', weight: 1, defaultLife: 6, profile: [1, 2, 3, 4, 5, 6], distribution: 'fixed' });
    settings.strategy.years = 2;
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100 } }];
    // Nothing in 2025, one reseal (1000) in 2026. Both assets wait from 2025 with the same key;
    // LATE's kerb ages every year, so it is the one whose candidates were worked out last.
    settings.strategy.budget = { yearly: [0, 1000] };
    const csv = assetsCsv(
      [
        { id: 'LATE', measure: 100, condition: [8, 10] },
        { id: 'WAITING', measure: 100, condition: [8, 4] },
      ],
      ['surface', 'kerb'],
    );
    const outcome = await simulate(await validPackage(settings, csv));
    expect(assetLifeCycle(outcome.results, outcome.lifeCycles, 0).treatments).toMatchObject([{ year: 2026, treatment: 'reseal' }]);
    expect(assetLifeCycle(outcome.results, outcome.lifeCycles, 1).treatments).toEqual([]);
  });
});

describe('forced and excluded assets', () => {
  test('forced works are funded first, excluded assets are never treated', async () => {
    const settings = baseSettings();
    settings.strategy.forced = [{ asset: 'A5', treatment: 'reconstruct', year: 2025 }];
    settings.strategy.excluded = ['A1'];
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100 } }];
    const pkg = await validPackage(settings, assetsCsv(uniformAssets(5, 2)));
    const outcome = await simulate(pkg);
    const forced = assetLifeCycle(outcome.results, outcome.lifeCycles, 4);
    expect(forced.treatments[0]).toMatchObject({ year: 2025, treatment: 'reconstruct', cost: 10000 });
    // The forced reconstruction took the whole year's budget, so the reseals wait.
    expect(outcome.results.treatmentActivity.count[0]?.[0]).toBe(0);
    const excluded = assetLifeCycle(outcome.results, outcome.lifeCycles, 0);
    expect(excluded.treatments).toEqual([]);
    expect(sum(outcome.results.treatmentActivity.count[0] ?? [])).toBe(3);
  });
});

describe('results', () => {
  test('conform to the results schema, survive JSON and carry a baseline', async () => {
    const pkg = await validPackage(baseSettings(), assetsCsv(uniformAssets(12, 3, { value: 5000, location: 'Belmont' })));
    const { results } = await simulate(pkg);
    const roundTrip = JSON.parse(JSON.stringify(results));
    expect(simulationResultsSchema.parse(roundTrip)).toEqual(results);
    expect(results.baseline.stateCount[0]?.[3]).toBe(12);
    expect(results.locations.entries.find((entry) => entry.name === 'Belmont')?.assetCount).toBe(12);
    expect(results.network.fci[0]).toBeCloseTo((results.network.backlog[0] ?? 0) / 60000, 10);
  });

  test('a cancelled run stops between years with the abort reason', async () => {
    const pkg = await validPackage(baseSettings(), assetsCsv(uniformAssets(10, 1)));
    const controller = new AbortController();
    const seen: number[] = [];
    const run = simulate(pkg, {
      signal: controller.signal,
      onProgress: (progress) => {
        seen.push(progress.years_done);
        if (progress.years_done === 3) controller.abort(new Error('cancelled by the planner'));
      },
    });
    await expect(run).rejects.toThrow('cancelled by the planner');
    expect(Math.max(...seen)).toBe(3);
  });

  test('progress counts asset-years and estimates the time left', async () => {
    const pkg = await validPackage(baseSettings(), assetsCsv(uniformAssets(10, 1)));
    const reports: { done: number; left: number | null }[] = [];
    await simulate(pkg, { onProgress: (progress) => reports.push({ done: progress.asset_years_done, left: progress.sim_time_remaining }) });
    expect(reports.at(-1)).toEqual({ done: 100, left: 0 });
    expect(reports.length).toBeGreaterThanOrEqual(10);
  });

  test('a package with errors never runs', async () => {
    const settings = baseSettings();
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 50, grant: 30 } }];
    const parsed = await parsePackage({ settings, assetsCsv: assetsCsv(uniformAssets(3, 1)) });
    expect(parsed).toEqual({ ok: false, errors: [{ message: 'settings.json strategy.split[0].percent: the budget split must total 100 % (it totals 80 %)' }] });
  });
});

describe('adding years of life', () => {
  test('an add-years treatment does not trigger again until the element it extended moves to another state', async () => {
    const settings = baseSettings();
    settings.strategy.years = 10;
    settings.strategy.budgetPreset = 'unbounded';
    // Fixed: 5 years in each state. Imported in state 4 (just entered): due in state 5 at year 5, at 8 once extended by 3.
    settings.treatments = [{ id: 'extend', name: 'Extend', trigger: { criterion: 'surface', fromState: 4, toState: 5 }, effect: { type: 'addYears', years: 3 }, unitCost: 1 }];
    const outcome = await simulate(await validPackage(settings, assetsCsv([{ id: 'AGED', measure: 10, condition: 6 }])));
    const path = assetLifeCycle(outcome.results, outcome.lifeCycles, 0);
    expect(path.treatments.map((treatment) => treatment.year)).toEqual([2025, 2032]);
    expect(path.states[0]).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5]);
    // The extended asset needs nothing until it moves on: no backlog while it is held back.
    expect(outcome.results.network.backlog).toEqual(Array.from({ length: 10 }, () => 0));
  });

  test('a treatment that changes the state ends the extension', async () => {
    const settings = baseSettings();
    settings.strategy.years = 3;
    settings.strategy.budgetPreset = 'unbounded';
    settings.treatments = [
      { id: 'extend', name: 'Extend', trigger: { criterion: 'surface', fromState: 3, toState: 4 }, effect: { type: 'addYears', years: 3 }, unitCost: 1 },
      { id: 'patch', name: 'Patch', trigger: { criterion: 'surface', fromState: 4 }, effect: { type: 'improve', states: 1 }, unitCost: 1000 },
    ];
    settings.strategy.forced = [{ asset: 'AGED', treatment: 'patch', year: 2026 }];
    const outcome = await simulate(await validPackage(settings, assetsCsv([{ id: 'AGED', measure: 10, condition: 6 }])));
    const path = assetLifeCycle(outcome.results, outcome.lifeCycles, 0);
    // Extended in 2025; patched from state 4 to 3 in 2026 (forced); state 3 triggers the extension again in 2027.
    expect(path.treatments.map((treatment) => [treatment.year, treatment.treatment])).toEqual([
      [2025, 'extend'],
      [2026, 'patch'],
      [2027, 'extend'],
    ]);
  });
});
