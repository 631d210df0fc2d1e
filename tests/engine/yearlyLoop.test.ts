import { describe, expect, test } from 'vitest';
import { assetLifeCycle, findAssetIndex } from '../../server/engine/lifeCycles';
import { simulate, type SimulationOutcome } from '../../server/engine/simulate';
import type { AssetFilter } from '../../src/api/simulationPackage/assetFilter.schema';
import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { assetsCsv, baseSettings, validPackage, type AssetSpec } from './fixtures';

// The yearly loop of DOMAIN.md, checked against figures worked out by hand. The fixtures' model:
// one criterion 'surface', Fixed profile [5, 10, 15, 20, 25, 30] (5 years in every state; an
// imported asset has just entered its state), native condition 10 − state, service potential
// [100, 90, 75, 60, 45, 25, 0]; reseal (states 2-3, improve 2, 10 a unit, Maintenance) and
// reconstruct (4-6, reset, 100 a unit, Renewal); rates/grant 70/30 of 10000 a year from 2025.
// Year index y ages the network to y + 1 years, then works; the life cycle's slot y + 1 holds
// the state after that year's works.

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

type Row = Record<string, string | number>;

/** assets.csv text with exactly the columns of the first row (class is not in `assetsCsv`). */
function registerCsv(rows: readonly Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  return [columns.join(','), ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\n') + '\n';
}

async function run(settings: SimulationSettingsInput, csv: string): Promise<SimulationOutcome> {
  return simulate(await validPackage(settings, csv));
}

function pathOf(outcome: SimulationOutcome, id: string) {
  const index = findAssetIndex(outcome.lifeCycles, id);
  if (index < 0) throw new Error(`no asset ${id}`);
  return assetLifeCycle(outcome.results, outcome.lifeCycles, index);
}

/** [year, treatment] of every work an asset received. */
function worksOf(outcome: SimulationOutcome, id: string): [number, string][] {
  return pathOf(outcome, id).treatments.map((work) => [work.year, work.treatment]);
}

describe('treatment cost', () => {
  test('unit cost × apply rate × network measure × (1 + the first matching cost variation)', async () => {
    const settings = baseSettings();
    settings.strategy.years = 1;
    const reseal = settings.treatments[0]!;
    reseal.applyRate = 40;
    reseal.costVariations = [
      { filter: { class: ['arterial'] }, percent: 25 },
      { filter: { location: ['North'] }, percent: -50 },
    ];
    const csv = registerCsv([
      { asset_id: 'ART', network_measure: 100, class: 'arterial', location: 'South', condition_surface: 8 },
      { asset_id: 'LOC', network_measure: 50, class: 'local', location: 'South', condition_surface: 7 },
      { asset_id: 'ART_N', network_measure: 10, class: 'arterial', location: 'North', condition_surface: 8 },
      { asset_id: 'LOC_N', network_measure: 20, class: 'local', location: 'North', condition_surface: 8 },
    ]);
    const outcome = await run(settings, csv);
    // 10 × 40 % = 4 a unit of measure.
    // ART   100 × 4 × 1.25 = 500   (arterial +25 %)
    // LOC    50 × 4 × 1    = 200   (no variation)
    // ART_N  10 × 4 × 1.25 =  50   (arterial listed first: the first match wins over North −50 %)
    // LOC_N  20 × 4 × 0.5  =  40   (North −50 %)
    const costs = ['ART', 'LOC', 'ART_N', 'LOC_N'].map((id) => pathOf(outcome, id).treatments.map((work) => [work.treatment, work.cost]));
    expect(costs).toEqual([[['reseal', 500]], [['reseal', 200]], [['reseal', 50]], [['reseal', 40]]]);
    const { spend, count, quantity } = outcome.results.treatmentActivity;
    expect(spend[0]?.[0]).toBe(790);
    expect(count[0]?.[0]).toBe(4);
    // Quantity = measure × apply rate, cost variations aside: (100 + 50 + 10 + 20) × 40 % = 72.
    expect(quantity[0]?.[0]).toBeCloseTo(72, 9);
    expect(quantity[1]?.[0]).toBe(0);
  });
});

test('a cost variation of 10 % gives the cost to the cent, not a 32-bit approximation of it', async () => {
  const settings = baseSettings();
  settings.strategy.years = 1;
  settings.treatments[0]!.costVariations = [{ filter: { location: ['Town'] }, percent: 10 }];
  const outcome = await run(settings, registerCsv([{ asset_id: 'A', network_measure: 100, location: 'Town', condition_surface: 8 }]));
  // 10 × 100 × 1.1: a factor of 1.1 held in 32 bits gave 1100.0000238.
  expect(pathOf(outcome, 'A').treatments.map((work) => work.cost)).toEqual([1100]);
  expect(outcome.results.network.spend[0]).toBe(1100);
});

describe('trigger range and treatment filter', () => {
  // Only a filtered reseal (states 2-3); unbounded money, 10 years (2025-2034).
  // Matching assets (arterial, North, consequence 5):
  //   M0 state 0: state 1 at age 5, state 2 at age 10 (2034) → reseal 2034.
  //   M2 state 2: reseal 2025 → 0; state 1 at age 6, never 2 again → [2025].
  //   M3 state 3: reseal 2025 → 1; state 2 at age 6 (2030) → reseal 2030 → 0.
  //   M5 state 5: outside 2-3, never treated (state 6 from 2029).
  // The others (local, South, consequence 1) in states 2 and 3 are never treated.
  const csv = registerCsv([
    ...[0, 2, 3, 5].map((state) => ({ asset_id: `M${state}`, network_measure: 10, class: 'arterial', location: 'North', consequence_of_failure: 5, condition_surface: 10 - state })),
    ...[2, 3].map((state) => ({ asset_id: `X${state}`, network_measure: 10, class: 'local', location: 'South', consequence_of_failure: 1, condition_surface: 10 - state })),
  ]);

  function filteredReseal(filter: AssetFilter): SimulationSettingsInput {
    const settings = baseSettings();
    settings.strategy.budgetPreset = 'unbounded';
    settings.treatments = [{ ...settings.treatments[0]!, filter }];
    return settings;
  }

  test.each<[string, AssetFilter]>([
    ['class', { class: ['arterial', 'collector'] }],
    ['location', { location: ['North'] }],
    ['consequence of failure', { consequenceOfFailure: [4, 5] }],
    ['all three', { class: ['arterial'], location: ['North'], consequenceOfFailure: [5] }],
  ])('a %s filter funds only matching assets in the trigger range', async (_, filter) => {
    const outcome = await run(filteredReseal(filter), csv);
    expect(worksOf(outcome, 'M0')).toEqual([[2034, 'reseal']]);
    expect(worksOf(outcome, 'M2')).toEqual([[2025, 'reseal']]);
    expect(worksOf(outcome, 'M3')).toEqual([
      [2025, 'reseal'],
      [2030, 'reseal'],
    ]);
    expect(pathOf(outcome, 'M3').states[0]).toEqual([3, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(worksOf(outcome, 'M5')).toEqual([]);
    expect(worksOf(outcome, 'X2')).toEqual([]);
    expect(worksOf(outcome, 'X3')).toEqual([]);
    expect(sum(outcome.results.treatmentActivity.count[0] ?? [])).toBe(4);
    // The unmatched assets' needs are not backlog either: they can never get the treatment.
    expect(outcome.results.network.backlog[0]).toBe(0);
  });

  test('the fields of a filter must all match', async () => {
    const outcome = await run(filteredReseal({ class: ['arterial'], location: ['South'] }), csv);
    expect(sum(outcome.results.network.spend)).toBe(0);
  });
});

describe('benefit variation', () => {
  // Two identical assets in state 2, measure 100: reseal costs 1000, gains SP 100 − 75 = 25,
  // 0.025 a dollar. One year of 1000 (rates 100 %) pays for one. A +25 % variation makes the key
  // 0.03125, −10 % 0.0225; equal keys go in asset order.
  async function fundedOf(variation: NonNullable<SimulationSettingsInput['strategy']['benefit']['variation']>, first: 'LOW' | 'HIGH'): Promise<string[]> {
    const settings = baseSettings();
    settings.strategy.years = 1;
    settings.strategy.budget = { yearly: [1000] };
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100 } }];
    settings.strategy.benefit.variation = variation;
    const low = { asset_id: 'LOW', network_measure: 100, class: 'local', consequence_of_failure: 1, condition_surface: 8 };
    const high = { asset_id: 'HIGH', network_measure: 100, class: 'arterial', consequence_of_failure: 5, condition_surface: 8 };
    const outcome = await run(settings, registerCsv(first === 'LOW' ? [low, high] : [high, low]));
    expect(outcome.results.network.spend[0]).toBe(1000);
    return ['LOW', 'HIGH'].filter((id) => pathOf(outcome, id).treatments.length > 0);
  }

  test('without a variation the tie goes to asset order', async () => {
    expect(await fundedOf({}, 'LOW')).toEqual(['LOW']);
    expect(await fundedOf({}, 'HIGH')).toEqual(['HIGH']);
  });

  test.each<[string, NonNullable<SimulationSettingsInput['strategy']['benefit']['variation']>, string]>([
    ['consequence 5 +25 %', { consequenceOfFailure: { '5': 25 } }, 'HIGH'],
    ['consequence 1 +25 %', { consequenceOfFailure: { '1': 25 } }, 'LOW'],
    ['consequence 5 −10 %', { consequenceOfFailure: { '5': -10 } }, 'LOW'],
    ['arterial +25 %', { filters: [{ filter: { class: ['arterial'] }, percent: 25 }] }, 'HIGH'],
    ['local +25 %', { filters: [{ filter: { class: ['local'] }, percent: 25 }] }, 'LOW'],
  ])('%s: funded whatever the asset order', async (_, variation, winner) => {
    expect(await fundedOf(variation, 'LOW')).toEqual([winner]);
    expect(await fundedOf(variation, 'HIGH')).toEqual([winner]);
  });
});

describe('treatment effects', () => {
  test('improve never goes below state 0, reset goes to 0', async () => {
    const settings = baseSettings();
    settings.strategy.years = 1;
    settings.strategy.budgetPreset = 'unbounded';
    settings.treatments.push({ id: 'touch', name: 'Touch up', trigger: { criterion: 'surface', fromState: 1, toState: 1 }, effect: { type: 'improve', states: 3 }, unitCost: 1 });
    const specs: AssetSpec[] = [
      { id: 'S1', measure: 10, condition: 9 }, // touch: 1 − 3 → 0, not below
      { id: 'S3', measure: 10, condition: 7 }, // reseal: 3 − 2 → 1
      { id: 'S6', measure: 10, condition: 4 }, // reconstruct: 6 → 0
    ];
    const outcome = await run(settings, assetsCsv(specs));
    expect(['S1', 'S3', 'S6'].map((id) => pathOf(outcome, id).states[0])).toEqual([
      [1, 0],
      [3, 1],
      [6, 0],
    ]);
    expect(['S1', 'S3', 'S6'].map((id) => worksOf(outcome, id))).toEqual([[[2025, 'touch']], [[2025, 'reseal']], [[2025, 'reconstruct']]]);
    expect(outcome.results.service[0]?.stateCount[0]).toEqual([2, 1, 0, 0, 0, 0, 0]);
  });

  test('effectCriteria carries a treatment triggered on one criterion to every listed criterion', async () => {
    const settings = baseSettings();
    settings.strategy.years = 1;
    settings.strategy.budgetPreset = 'unbounded';
    settings.criteria.push({ id: 'kerb', name: 'Kerb', weight: 1, defaultLife: 30, profile: [5, 10, 15, 20, 25, 30], distribution: 'fixed' });
    settings.treatments[1]!.effectCriteria = ['surface', 'kerb'];
    const csv = assetsCsv(
      [
        // Surface 4 triggers the reconstruction, which resets surface and kerb: 100 × 10 = 1000, once.
        { id: 'BOTH', measure: 10, condition: [6, 7] },
        // Surface 2 triggers the reseal, which touches only its trigger's criterion: 10 × 10 = 100.
        { id: 'ONE', measure: 10, condition: [8, 5] },
      ],
      ['surface', 'kerb'],
    );
    const outcome = await run(settings, csv);
    expect(pathOf(outcome, 'BOTH').states).toEqual([
      [4, 0],
      [3, 0],
    ]);
    expect(pathOf(outcome, 'ONE').states).toEqual([
      [2, 0],
      [5, 5],
    ]);
    expect(pathOf(outcome, 'BOTH').treatments).toMatchObject([{ year: 2025, treatment: 'reconstruct', cost: 1000 }]);
    expect(pathOf(outcome, 'ONE').treatments).toMatchObject([{ year: 2025, treatment: 'reseal', cost: 100 }]);
  });
});

describe('follow-ups', () => {
  // Reseal is followed 2 years later by a topcoat (3 a unit, improve 1, triggered only at
  // state 6, which no asset reaches here). X and Y: state 2, measure 100; rates 100 %.
  // 2025: 1000 pays X's reseal (asset order); 2026: no money; 2027: X's topcoat (300) is paid
  // before the ranking, which would otherwise give the 1000 to Y's reseal; 2028: Y's reseal.
  function followUpSettings(yearly: number[]): SimulationSettingsInput {
    const settings = baseSettings();
    settings.strategy.years = 4;
    settings.strategy.budget = { yearly };
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100 } }];
    settings.treatments[0]!.followUp = { treatment: 'topcoat', afterYears: 2 };
    settings.treatments.push({ id: 'topcoat', name: 'Topcoat', trigger: { criterion: 'surface', fromState: 6, toState: 6 }, effect: { type: 'improve', states: 1 }, unitCost: 3 });
    return settings;
  }
  const csv = assetsCsv([
    { id: 'X', measure: 100, condition: 8 },
    { id: 'Y', measure: 100, condition: 8 },
  ]);

  test('a follow-up is applied afterYears later and paid before the ranked candidates', async () => {
    const outcome = await run(followUpSettings([1000, 0, 1000, 1000]), csv);
    expect(pathOf(outcome, 'X').treatments).toMatchObject([
      { year: 2025, treatment: 'reseal', cost: 1000, fundingSource: 'rates' },
      { year: 2027, treatment: 'topcoat', cost: 300, fundingSource: 'rates' },
    ]);
    expect(worksOf(outcome, 'Y')).toEqual([[2028, 'reseal']]);
    expect(outcome.results.network.spend).toEqual([1000, 0, 300, 1000]);
    expect(outcome.results.treatmentActivity.count[2]).toEqual([0, 0, 1, 0]);
    expect(outcome.results.network.followUpsUnfunded).toEqual([0, 0, 0, 0]);
  });

  test('a follow-up the year cannot pay for is counted unfunded and not applied', async () => {
    // 2027 holds 200 < 300: neither the topcoat nor Y's reseal is paid; 2028's 1000 goes to Y.
    const outcome = await run(followUpSettings([1000, 0, 200, 1000]), csv);
    expect(worksOf(outcome, 'X')).toEqual([[2025, 'reseal']]);
    expect(worksOf(outcome, 'Y')).toEqual([[2028, 'reseal']]);
    expect(outcome.results.network.followUpsUnfunded).toEqual([0, 0, 1, 0]);
    expect(outcome.results.network.followUpsUnfundedCost).toEqual([0, 0, 300, 0]);
    expect(outcome.results.network.spend).toEqual([1000, 0, 0, 1000]);
    expect(outcome.results.treatmentActivity.count[2]).toEqual([0, 0, 0, 0]);
  });
});

describe('funding sources and spend records', () => {
  test('a grant-only treatment is never paid by rates, and every spend record adds up', async () => {
    const settings = baseSettings();
    settings.strategy.years = 8;
    settings.strategy.carryOver = true;
    settings.strategy.budget = { yearly: [6000, 9000, 4000] };
    settings.strategy.split = [
      { fromYear: 2025, percent: { rates: 70, grant: 30 } },
      { fromYear: 2029, percent: { rates: 50, grant: 50 } },
    ];
    settings.treatments[0]!.fundingSources = ['grant'];
    const locations = ['North', 'South', 'East'];
    const specs: AssetSpec[] = Array.from({ length: 42 }, (_, i) => ({
      id: `N${i}`,
      measure: 20 + ((i * 37) % 61) + 0.25 * (i % 4),
      condition: 10 - (i % 7),
      location: locations[i % 3] as string,
    }));
    const outcome = await run(settings, assetsCsv(specs));
    const { results } = outcome;
    const { funding, network, treatmentActivity, costTypeSpend, locations: byLocation } = results;
    const lifeCycleSpend = new Array<number>(8).fill(0);
    const sources = new Set<string>();
    for (let asset = 0; asset < specs.length; asset++) {
      for (const work of assetLifeCycle(results, outcome.lifeCycles, asset).treatments) {
        lifeCycleSpend[work.year - 2025] = (lifeCycleSpend[work.year - 2025] ?? 0) + work.cost;
        if (work.treatment === 'reseal') sources.add(work.fundingSource);
      }
    }
    expect([...sources]).toEqual(['grant']);
    for (let year = 0; year < 8; year++) {
      const at = (series: readonly (readonly number[])[]) => series.map((row) => row[year] ?? Number.NaN);
      expect(funding.spendByTreatment[0]?.[0]?.[year]).toBe(0);
      results.fundingSources.forEach((_, s) => {
        expect(funding.spend[s]?.[year]).toBeLessThanOrEqual((funding.available[s]?.[year] ?? 0) + 1e-9);
        expect(sum(at(funding.spendByTreatment[s] ?? []))).toBeCloseTo(funding.spend[s]?.[year] ?? Number.NaN, 6);
      });
      results.treatments.forEach((_, t) => {
        expect(sum(funding.spendByTreatment.map((rows) => rows[t]?.[year] ?? Number.NaN))).toBeCloseTo(treatmentActivity.spend[t]?.[year] ?? Number.NaN, 6);
      });
      const spent = network.spend[year] ?? Number.NaN;
      expect(sum(at(funding.spend))).toBeCloseTo(spent, 6);
      expect(sum(at(costTypeSpend))).toBeCloseTo(spent, 6);
      expect(sum(at(treatmentActivity.spend))).toBeCloseTo(spent, 6);
      expect(sum(at(byLocation.spend))).toBeCloseTo(spent, 6);
      expect(lifeCycleSpend[year]).toBeCloseTo(spent, 6);
    }
    // The case is not vacuous: both sources paid, for both treatments.
    expect(sum(funding.spendByTreatment[1]?.[0] ?? [])).toBeGreaterThan(0);
    expect(sum(funding.spendByTreatment[0]?.[1] ?? [])).toBeGreaterThan(0);
    expect(results.costTypes).toEqual(['Maintenance', 'Renewal']);
  });
});

describe('budget plan', () => {
  async function plan(budget: SimulationSettingsInput['strategy']['budget'], split: SimulationSettingsInput['strategy']['split']) {
    const settings = baseSettings();
    settings.strategy.years = 5;
    settings.strategy.budget = budget;
    settings.strategy.split = split;
    // One new asset: nothing is triggered, nothing spent.
    const { results } = await run(settings, assetsCsv([{ id: 'NEW', measure: 10, condition: 10 }]));
    expect(results.funding.available).toEqual(results.funding.budget);
    return results;
  }

  test('fill down repeats the last given amount', async () => {
    // Totals 1000, 2000, 2000, 2000, 2000 at 70/30.
    const results = await plan({ yearly: [1000, 2000], fill: 'down' }, [{ fromYear: 2025, percent: { rates: 70, grant: 30 } }]);
    expect(results.funding.budget).toEqual([
      [700, 1400, 1400, 1400, 1400],
      [300, 600, 600, 600, 600],
    ]);
    expect(results.network.budget).toEqual([1000, 2000, 2000, 2000, 2000]);
    expect(results.funding.split).toEqual([
      [70, 70, 70, 70, 70],
      [30, 30, 30, 30, 30],
    ]);
  });

  test('fill with inflation grows the last given amount each later year; a later split takes over from its year', async () => {
    // Totals 1000, 2000, 2000 × 1.03 = 2060, 2060 × 1.03 = 2121.8, 2121.8 × 1.03 = 2185.454.
    // Split 70/30 in 2025-2026, 40/60 from 2027, 100/0 from 2029.
    const results = await plan({ yearly: [1000, 2000], fill: 'inflation', inflationPercent: 3 }, [
      { fromYear: 2025, percent: { rates: 70, grant: 30 } },
      { fromYear: 2027, percent: { rates: 40, grant: 60 } },
      { fromYear: 2029, percent: { rates: 100 } },
    ]);
    expect(results.funding.split).toEqual([
      [70, 70, 40, 40, 100],
      [30, 30, 60, 60, 0],
    ]);
    const expected = [
      [700, 1400, 824, 848.72, 2185.454],
      [300, 600, 1236, 1273.08, 0],
    ];
    expected.forEach((row, s) => row.forEach((amount, year) => expect(results.funding.budget[s]?.[year]).toBeCloseTo(amount, 9)));
    [1000, 2000, 2060, 2121.8, 2185.454].forEach((total, year) => expect(results.network.budget[year]).toBeCloseTo(total, 9));
  });
});

describe('forced works', () => {
  test('a forced work that no single source can pay is counted unfunded and not applied', async () => {
    // 10000 at 70/30: rates 7000, grant 3000. Forced reconstructions (100 a unit) in 2025:
    // A1 (60 → 6000) is paid by rates, leaving 1000 + 3000; A2 (35 → 3500) fits in neither
    // source, though 4000 is left in all. In 2026 rates pays A2's 3500.
    const settings = baseSettings();
    settings.strategy.years = 2;
    settings.strategy.forced = [
      { asset: 'A1', treatment: 'reconstruct', year: 2025 },
      { asset: 'A2', treatment: 'reconstruct', year: 2025 },
      { asset: 'A2', treatment: 'reconstruct', year: 2026 },
    ];
    const outcome = await run(
      settings,
      assetsCsv([
        { id: 'A1', measure: 60, condition: 9 },
        { id: 'A2', measure: 35, condition: 9 },
      ]),
    );
    expect(outcome.results.network.forcedUnfunded).toEqual([1, 0]);
    expect(outcome.results.network.forcedUnfundedCost).toEqual([3500, 0]);
    expect(pathOf(outcome, 'A1').treatments).toMatchObject([{ year: 2025, treatment: 'reconstruct', cost: 6000, fundingSource: 'rates' }]);
    expect(pathOf(outcome, 'A2').treatments).toMatchObject([{ year: 2026, treatment: 'reconstruct', cost: 3500, fundingSource: 'rates' }]);
    expect(pathOf(outcome, 'A2').states[0]).toEqual([1, 1, 0]);
    expect(outcome.results.network.spend).toEqual([6000, 3500]);
  });
});

describe("an asset's need in the backlog", () => {
  /**
   * Two criteria of equal weight with 5-year Fixed steps (nothing moves in the first year):
   * a roof repair (roof 2+, improve 1, 10 a unit), a walls patch (walls 2+, improve 1, `patch` a
   * unit) and a rebuild (walls 4+, renews roof and walls, 500 a unit). Zero budget: the backlog
   * is every asset's need.
   */
  async function needs(patch: number, conditions: Record<string, [number, number]>, budget?: number) {
    const settings = baseSettings();
    settings.strategy.years = 1;
    if (budget === undefined) settings.strategy.budgetPreset = 'zeroBudget';
    else settings.strategy.budget = { yearly: [budget] };
    settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100, grant: 0 } }];
    settings.criteria = ['roof', 'walls'].map((id) => ({ id, name: id, weight: 1, defaultLife: 30, profile: [5, 10, 15, 20, 25, 30], distribution: 'fixed' as const }));
    settings.treatments = [
      { id: 'roof_repair', name: 'Roof repair', trigger: { criterion: 'roof', fromState: 2 }, effect: { type: 'improve', states: 1 }, unitCost: 10 },
      { id: 'walls_patch', name: 'Walls patch', trigger: { criterion: 'walls', fromState: 2 }, effect: { type: 'improve', states: 1 }, unitCost: patch },
      { id: 'rebuild', name: 'Rebuild', trigger: { criterion: 'walls', fromState: 4 }, effect: { type: 'reset' }, effectCriteria: ['roof', 'walls'], unitCost: 500 },
    ];
    const assets: AssetSpec[] = Object.entries(conditions).map(([id, [roof, walls]]) => ({ id, measure: 1, location: id, condition: [10 - roof, 10 - walls] }));
    const { results } = await run(settings, assetsCsv(assets, ['roof', 'walls']));
    return Object.fromEntries(results.locations.entries.flatMap((entry, l) => (entry.name in conditions ? [[entry.name, results.locations.backlog[l]?.[0]]] : [])));
  }

  test('each criterion in need counts the first-ranked work that meets it, alternatives on one criterion once', async () => {
    // Keys (service potential gained, half weight each, per dollar): roof repair 3 → 2 gains
    // 15 / 2 for 10 (0.75); walls patch 5 → 4 gains 20 / 2 for 20 (0.5); rebuild gains
    // (40 + 75) / 2 for 500 (0.115). In rank order: roof repair (roof), walls patch (walls);
    // the rebuild, an alternative for the walls that also renews the roof, meets nothing left.
    expect(await needs(20, { BOTH: [3, 3], WORN: [3, 5], WALLS: [0, 5], NONE: [1, 1] })).toEqual({
      BOTH: 30,
      WORN: 30,
      WALLS: 20,
      NONE: 0,
    });
  });

  test('a first-ranked work that renews every criterion leaves nothing for the repairs ranked after it', async () => {
    // A walls patch at 1000 (key 0.01) ranks after the rebuild (0.115); the roof repair (0.75)
    // still ranks first, so WORN needs the roof repair and the rebuild; WALLS only the rebuild.
    expect(await needs(1000, { WORN: [3, 5], WALLS: [0, 5] })).toEqual({ WORN: 510, WALLS: 500 });
  });

  test("a treated asset's need is worked out again after its works by the same rule", async () => {
    // 10 dollars buy WORN's roof repair (roof 3 → 2); roof 2 still triggers it (gain 7.5 for 10),
    // so WORN still needs a roof repair and a walls patch.
    expect(await needs(20, { WORN: [3, 5] }, 10)).toEqual({ WORN: 30 });
  });
});
