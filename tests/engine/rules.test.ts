import { describe, expect, test } from 'vitest';
import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { elementGain } from '../../server/engine/benefit';
import { assetLifeCycle, findAssetIndex } from '../../server/engine/lifeCycles';
import { compileModel } from '../../server/engine/model';
import { simulate, type SimulationOutcome } from '../../server/engine/simulate';
import { assetsCsv, baseSettings, validPackage } from './fixtures';

// The engine's rules as samples/README.md writes them ("The engine's rules"), each on the
// worked example given there; every expected figure is worked out from the rule by hand. The
// fixtures' model: one criterion 'surface', Fixed profile [5, 10, 15, 20, 25, 30], service
// potential [100, 90, 75, 60, 45, 25, 0], reseal (states 2-3, improve 2, 10 a unit) and
// reconstruct (4-6, reset, 100 a unit); year index y ages the network to y + 1 years.

type BasedOn = SimulationSettingsInput['strategy']['benefit']['basedOn'];

async function run(settings: SimulationSettingsInput, csv: string): Promise<SimulationOutcome> {
  return simulate(await validPackage(settings, csv));
}

function pathOf(outcome: SimulationOutcome, id: string) {
  return assetLifeCycle(outcome.results, outcome.lifeCycles, findAssetIndex(outcome.lifeCycles, id));
}

/** One year, paid from rates only. */
function oneSourceSettings(yearly: number[]): SimulationSettingsInput {
  const settings = baseSettings();
  settings.strategy.years = yearly.length;
  settings.strategy.budget = { yearly };
  settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100, grant: 0 } }];
  return settings;
}

describe('the gain of each effect', () => {
  /**
   * Profile [4, 10, 15, 20, 28, 30]: 4, 6, 5, 5, 8 and 2 years in states 0-5, twice as long
   * with a life variation of 2. Renew resets, mill improves by 2, seal adds 3 years.
   */
  async function gainsAt(basedOn: BasedOn, s: number, lifeFactor: number): Promise<number[]> {
    const settings = baseSettings();
    settings.criteria[0]!.profile = [4, 10, 15, 20, 28, 30];
    settings.treatments = [
      { id: 'renew', name: 'Renew', trigger: { criterion: 'surface', fromState: 1 }, effect: { type: 'reset' }, unitCost: 100 },
      { id: 'mill', name: 'Mill', trigger: { criterion: 'surface', fromState: 1 }, effect: { type: 'improve', states: 2 }, unitCost: 20 },
      { id: 'seal', name: 'Seal', trigger: { criterion: 'surface', fromState: 1, toState: 5 }, effect: { type: 'addYears', years: 3 }, unitCost: 5 },
    ];
    settings.strategy.benefit = { basedOn };
    const model = compileModel(await validPackage(settings, assetsCsv([{ id: 'A', measure: 1, condition: 10 }])));
    return [0, 1, 2].map((t) => elementGain(model.gains, t, t * STATE_COUNT + s, lifeFactor));
  }

  test('serviceState: states recovered; adding y years recovers min(y, L) / L of a state', async () => {
    // State 4 lasts L = 8 years (16 with a variation of 2), state 5 lasts 2 (4).
    expect(await gainsAt('serviceState', 4, 1)).toEqual([4, 2, 3 / 8]);
    expect(await gainsAt('serviceState', 4, 2)).toEqual([4, 2, 3 / 16]);
    expect(await gainsAt('serviceState', 5, 1)).toEqual([5, 2, 1]);
    expect(await gainsAt('serviceState', 5, 2)).toEqual([5, 2, 3 / 4]);
  });

  test('servicePotential: potential recovered; adding y years recovers min(y, L) / L of the drop to the next state', async () => {
    // Renew from 4: 100 − 45; mill: 75 − 45; seal: 3/8 of 45 − 25, then 3/16 of it.
    expect(await gainsAt('servicePotential', 4, 1)).toEqual([55, 30, 7.5]);
    expect(await gainsAt('servicePotential', 4, 2)).toEqual([55, 30, 3.75]);
    // From 5: renew 100 − 25, mill 60 − 25, seal all of 25 − 0 (3 ≥ 2 years), then 3/4 of it.
    expect(await gainsAt('servicePotential', 5, 1)).toEqual([75, 35, 25]);
    expect(await gainsAt('servicePotential', 5, 2)).toEqual([75, 35, 18.75]);
  });

  test('cumulativeServicePotential: potential-years ahead on the element’s own state lengths, treated minus untreated', async () => {
    // Potential × years per state: 400, 540, 375, 300, 360, 50. Ahead of state 4: 410; of
    // state 2: 1085; of state 0: 2025. Renew 2025 − 410, mill 1085 − 410, seal 3 × 45.
    expect(await gainsAt('cumulativeServicePotential', 4, 1)).toEqual([1615, 675, 135]);
    // Every state lasts twice as long: twice the potential-years; three added years stay 3 × 45.
    expect(await gainsAt('cumulativeServicePotential', 4, 2)).toEqual([3230, 1350, 135]);
  });

  /**
   * Two assets in state 4 (just entered, so 5 years ahead of them there, 10 for the one whose
   * life the class 'long' doubles), measure 1; one treatment; the budget pays for one of them.
   */
  async function fundedOf(basedOn: BasedOn, treatment: SimulationSettingsInput['treatments'][number], order: readonly string[]): Promise<string[]> {
    const settings = oneSourceSettings([treatment.unitCost]);
    settings.criteria[0]!.lifeVariation = [{ filter: { class: ['long'] }, factor: 2 }];
    settings.treatments = [treatment];
    settings.strategy.benefit = { basedOn };
    const rows = order.map((id) => `${id},1,${id === 'LONG' ? 'long' : 'plain'},6`);
    const outcome = await run(settings, ['asset_id,network_measure,class,condition_surface', ...rows].join('\n'));
    return order.filter((id) => pathOf(outcome, id).treatments.length > 0);
  }

  test('the ranking follows the life variation: a reset of a longer-lived asset buys more potential-years', async () => {
    // Renew from 4: (100 + 90 + 75 + 60) × 5 = 1625 potential-years, 3250 for LONG, at the same cost.
    const renew = { id: 'renew', name: 'Renew', trigger: { criterion: 'surface', fromState: 4 }, effect: { type: 'reset' as const }, unitCost: 100 };
    expect(await fundedOf('cumulativeServicePotential', renew, ['PLAIN', 'LONG'])).toEqual(['LONG']);
  });

  test('the ranking follows the life variation: three added years are a smaller share of a longer state', async () => {
    // Seal at 4: 3/5 of 45 − 25 = 12 for PLAIN, 3/10 of it = 6 for LONG, at the same cost.
    const seal = { id: 'seal', name: 'Seal', trigger: { criterion: 'surface', fromState: 4, toState: 5 }, effect: { type: 'addYears' as const, years: 3 }, unitCost: 10 };
    expect(await fundedOf('servicePotential', seal, ['LONG', 'PLAIN'])).toEqual(['PLAIN']);
  });
});

describe('the backlog and FCI', () => {
  test('FCI counts the assets whose value is above 0; a location without one reports no value and no FCI', async () => {
    // Zero budget, one year (nothing moves). A and B in state 4 need a reconstruction (100),
    // C in state 2 a reseal (10). Only A has a value (1000): FCI = 100 / 1000.
    const settings = baseSettings();
    settings.strategy.years = 1;
    settings.strategy.budgetPreset = 'zeroBudget';
    const { results } = await run(
      settings,
      assetsCsv([
        { id: 'A', measure: 1, condition: 6, location: 'North', value: 1000 },
        { id: 'B', measure: 1, condition: 6, location: 'North', value: 0 },
        { id: 'C', measure: 1, condition: 8, location: 'South', value: 0 },
      ]),
    );
    expect(results.run.totalAssetValue).toBe(1000);
    expect(results.network.backlog).toEqual([210]);
    expect(results.network.fci).toEqual([0.1]);
    expect(results.baseline.fci).toBe(0.1);
    expect(results.locations.entries.map(({ name, assetCount, assetValue }) => [name, assetCount, assetValue])).toEqual([
      ['North', 2, 1000],
      ['South', 1, null],
    ]);
    expect(results.locations.backlog).toEqual([[200], [10]]);
    expect(results.locations.fci).toEqual([[0.1], [null]]);
  });

  test('the unnamed location is reported only when some asset has a blank location', async () => {
    const settings = baseSettings();
    settings.strategy.years = 1;
    const located = await run(settings, assetsCsv([{ id: 'A', measure: 1, condition: 10, location: 'North' }]));
    expect(located.results.locations.entries.map((entry) => entry.name)).toEqual(['North']);
    expect(located.results.locations.osi).toEqual([[100]]);
    const blank = await run(settings, assetsCsv([{ id: 'A', measure: 1, condition: 10, location: 'North' }, { id: 'B', measure: 2, condition: 10, location: '' }]));
    expect(blank.results.locations.entries.map(({ name, assetCount }) => [name, assetCount])).toEqual([
      ['', 1],
      ['North', 1],
    ]);
  });
});

describe('the order of the works of a year', () => {
  test('forced works are paid in their order in strategy.forced; an unpaid one is reported with its cost', async () => {
    // 1000 in 2025; forced reconstructions of 8 units (800 each), B listed first: B is paid,
    // A (first in assets.csv) is not.
    const settings = oneSourceSettings([1000]);
    settings.strategy.forced = [
      { asset: 'B', treatment: 'reconstruct', year: 2025 },
      { asset: 'A', treatment: 'reconstruct', year: 2025 },
    ];
    const outcome = await run(settings, assetsCsv([{ id: 'A', measure: 8, condition: 10 }, { id: 'B', measure: 8, condition: 10 }]));
    expect(pathOf(outcome, 'B').treatments).toMatchObject([{ year: 2025, treatment: 'reconstruct', cost: 800 }]);
    expect(pathOf(outcome, 'A').treatments).toEqual([]);
    expect(outcome.results.network.forcedUnfunded).toEqual([1]);
    expect(outcome.results.network.forcedUnfundedCost).toEqual([800]);
  });

  test('due follow-ups are paid in the order they were booked; an unpaid one is reported with its cost', async () => {
    // 2025 (2000): reseals of A (state 2, gains 100 − 75 = 25) and B (state 3, gains 90 − 60 =
    // 30) for 1000 each, B's first as it ranks first; each books a topcoat (3 a unit, 300) for
    // 2026. 2026 (300): B's topcoat is paid, A's is not.
    const settings = oneSourceSettings([2000, 300]);
    settings.treatments[0]!.followUp = { treatment: 'topcoat', afterYears: 1 };
    settings.treatments.push({ id: 'topcoat', name: 'Topcoat', trigger: { criterion: 'surface', fromState: 6, toState: 6 }, effect: { type: 'improve', states: 1 }, unitCost: 3 });
    const outcome = await run(settings, assetsCsv([{ id: 'A', measure: 100, condition: 8 }, { id: 'B', measure: 100, condition: 7 }]));
    expect(pathOf(outcome, 'B').treatments.map((work) => [work.year, work.treatment])).toEqual([
      [2025, 'reseal'],
      [2026, 'topcoat'],
    ]);
    expect(pathOf(outcome, 'A').treatments.map((work) => [work.year, work.treatment])).toEqual([[2025, 'reseal']]);
    expect(outcome.results.network.followUpsUnfunded).toEqual([0, 1]);
    expect(outcome.results.network.followUpsUnfundedCost).toEqual([0, 300]);
  });
});

describe('when a Fixed element moves', () => {
  test('in the year its scaled age rounds to, halves up, within 1/1024 of a year', async () => {
    // Surface profile [10, 20, ..., 60] scaled by the class's life variation; kerb profile
    // [4.498, 9.4995, 20, 30, 40, 50] unscaled: 4.498 is more than 1/1024 under 4.5, 9.4995 less.
    const settings = baseSettings();
    settings.strategy.years = 60;
    settings.strategy.budgetPreset = 'zeroBudget';
    settings.criteria = [
      {
        id: 'surface',
        name: 'Surface',
        weight: 1,
        defaultLife: 60,
        profile: [10, 20, 30, 40, 50, 60],
        distribution: 'fixed',
        lifeVariation: [
          { filter: { class: ['a'] }, factor: 0.85 },
          { filter: { class: ['b'] }, factor: 0.35 },
          { filter: { class: ['c'] }, factor: 0.65 },
        ],
      },
      { id: 'kerb', name: 'Kerb', weight: 1, defaultLife: 50, profile: [4.498, 9.4995, 20, 30, 40, 50], distribution: 'fixed' },
    ];
    const csv = ['asset_id,network_measure,class,condition_surface,condition_kerb', 'A,1,a,10,10', 'B,1,b,10,10', 'C,1,c,10,10'].join('\n');
    const outcome = await run(settings, csv);
    // The state after year k counts the passing years reached by k.
    const path = (passYears: readonly number[]) => Array.from({ length: 61 }, (_, k) => passYears.filter((year) => year <= k).length);
    // 8.5, 17, 25.5, 34, 42.5, 51.
    expect(pathOf(outcome, 'A').states[0]).toEqual(path([9, 17, 26, 34, 43, 51]));
    // 3.5, 7, 10.5, 14, 17.5, 21.
    expect(pathOf(outcome, 'B').states[0]).toEqual(path([4, 7, 11, 14, 18, 21]));
    // 6.5, 13, 19.5, 26, 32.5, 39.
    expect(pathOf(outcome, 'C').states[0]).toEqual(path([7, 13, 20, 26, 33, 39]));
    expect(pathOf(outcome, 'A').states[1]).toEqual(path([4, 10, 20, 30, 40, 50]));
  });
});
