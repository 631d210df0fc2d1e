import { describe, expect, test } from 'vitest';
import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { benefitPerDollar } from '../../server/engine/benefit';
import { assetLifeCycle } from '../../server/engine/lifeCycles';
import { compileModel } from '../../server/engine/model';
import { simulate } from '../../server/engine/simulate';
import { assetsCsv, baseSettings, validPackage } from './fixtures';

type BasedOn = SimulationSettingsInput['strategy']['benefit']['basedOn'];

/**
 * Potentials 100, 90, 75, 60, 45, 25, 0 (SERVICE_STATES). Profile [4, 10, 15, 20, 28, 30]: mean
 * years in states 0-5 of 4, 6, 5, 5, 8, 2. Treatments: 0 reset, 1 improve by 2, 2 add 3 years.
 * A(s) = Σ_{k≥s} SP(k)·years(k): SP·years = 400, 540, 375, 300, 360, 50, so
 * A = [2025, 1625, 1085, 710, 410, 50, 0].
 */
function gainSettings(basedOn: BasedOn, calculationMethod?: 'weighted' | 'unweighted'): SimulationSettingsInput {
  const settings = baseSettings();
  settings.criteria[0]!.profile = [4, 10, 15, 20, 28, 30];
  settings.treatments = [
    { id: 'renew', name: 'Renew', trigger: { criterion: 'surface', fromState: 1 }, effect: { type: 'reset' }, unitCost: 100 },
    { id: 'mill', name: 'Mill', trigger: { criterion: 'surface', fromState: 1 }, effect: { type: 'improve', states: 2 }, unitCost: 20 },
    { id: 'seal', name: 'Seal', trigger: { criterion: 'surface', fromState: 1, toState: 5 }, effect: { type: 'addYears', years: 3 }, unitCost: 5 },
  ];
  settings.strategy.benefit = { basedOn, ...(calculationMethod ? { calculationMethod } : {}) };
  return settings;
}

async function gains(settings: SimulationSettingsInput, criteria: readonly string[] = ['surface']) {
  const model = compileModel(await validPackage(settings, assetsCsv([{ id: 'A', measure: 1, condition: criteria.map(() => 10) }], criteria)));
  const criterionCount = model.criterionCount;
  return { model, gain: (t: number, c: number, s: number) => model.gains.gain[(t * criterionCount + c) * STATE_COUNT + s] };
}

const RESET = 0;
const IMPROVE = 1;
const ADD_YEARS = 2;

describe('gainTable', () => {
  test('the compiled mean years per state come from the profile steps', async () => {
    const { model } = await gains(gainSettings('serviceState'));
    expect(Array.from(model.meanSojourn)).toEqual([4, 6, 5, 5, 8, 2, Number.POSITIVE_INFINITY]);
  });

  test('serviceState: states recovered; adding years recovers years / (years in the state) of one state, at most one', async () => {
    const { gain } = await gains(gainSettings('serviceState'));
    expect([RESET, IMPROVE, ADD_YEARS].map((t) => [0, 1, 4, 5, 6].map((s) => gain(t, 0, s)))).toEqual([
      [0, 1, 4, 5, 6],
      [0, 1, 2, 2, 2],
      // 3/4, 3/6, 3/8, min(1, 3/2), nothing at end of life.
      [0.75, 0.5, 0.375, 1, 0],
    ]);
  });

  test('servicePotential: potential recovered; adding years recovers that share of the drop to the next state', async () => {
    const { gain } = await gains(gainSettings('servicePotential'));
    // Reset: 100 − SP(s). Improve 2: SP(s − 2) − SP(s), SP(0) − SP(1) from state 1.
    expect([0, 1, 4, 5, 6].map((s) => gain(RESET, 0, s))).toEqual([0, 10, 55, 75, 100]);
    expect([0, 1, 2, 4, 6].map((s) => gain(IMPROVE, 0, s))).toEqual([0, 10, 25, 30, 45]);
    // 3/4·(100 − 90), 3/6·(90 − 75), 3/8·(45 − 25), 1·(25 − 0), 0.
    expect([0, 1, 4, 5, 6].map((s) => gain(ADD_YEARS, 0, s))).toEqual([7.5, 7.5, 7.5, 25, 0]);
  });

  test('cumulativeServicePotential: potential-years ahead; adding y years gives y × SP(s)', async () => {
    const { gain } = await gains(gainSettings('cumulativeServicePotential'));
    // A(0) − A(s).
    expect([0, 1, 4, 5, 6].map((s) => gain(RESET, 0, s))).toEqual([0, 400, 1615, 1975, 2025]);
    // A(s − 2) − A(s): A(0) − A(1), A(0) − A(2), A(2) − A(4), A(4) − A(6).
    expect([1, 2, 4, 6].map((s) => gain(IMPROVE, 0, s))).toEqual([400, 940, 675, 410]);
    expect([0, 1, 4, 5, 6].map((s) => gain(ADD_YEARS, 0, s))).toEqual([300, 270, 135, 75, 0]);
  });

  test.each<BasedOn>(['serviceState', 'servicePotential', 'cumulativeServicePotential'])(
    '%s: weighted gains are the unweighted ones times each criterion’s share of the weights (3 and 1)',
    async (basedOn) => {
      const withKerb = (method: 'weighted' | 'unweighted') => {
        const settings = gainSettings(basedOn, method);
        settings.criteria[0]!.weight = 3;
        settings.criteria.push({ id: 'kerb', name: 'Kerb', weight: 1, defaultLife: 12, profile: [2, 4, 6, 8, 10, 12], distribution: 'fixed' });
        // Renew and Seal act on both criteria, Mill on the surface only.
        settings.treatments[RESET]!.effectCriteria = ['surface', 'kerb'];
        settings.treatments[ADD_YEARS]!.effectCriteria = ['surface', 'kerb'];
        return gains(settings, ['surface', 'kerb']);
      };
      const weighted = await withKerb('weighted');
      const unweighted = await withKerb('unweighted');
      const single = await gains(gainSettings(basedOn, 'unweighted'));
      const shares = [0.75, 0.25];
      for (const t of [RESET, IMPROVE, ADD_YEARS]) {
        for (let s = 0; s < STATE_COUNT; s++) {
          // Unweighted surface gains are the one-criterion gains: the second criterion changes nothing there.
          expect(unweighted.gain(t, 0, s)).toBe(single.gain(t, 0, s));
          for (const c of [0, 1]) expect(weighted.gain(t, c, s)).toBeCloseTo((unweighted.gain(t, c, s) ?? 0) * (shares[c] ?? 0), 10);
        }
      }
      // Mill does not touch the kerb.
      for (let s = 0; s < STATE_COUNT; s++) expect(weighted.gain(IMPROVE, 1, s)).toBe(0);
      // The kerb's own numbers (2 years per state): state 3 reset, 3 added years at state 3.
      const kerbReset = { serviceState: 3, servicePotential: 40, cumulativeServicePotential: 2 * (100 + 90 + 75) }[basedOn];
      const kerbSeal = { serviceState: 1, servicePotential: 15, cumulativeServicePotential: 3 * 60 }[basedOn];
      expect(unweighted.gain(RESET, 1, 3)).toBe(kerbReset);
      expect(unweighted.gain(ADD_YEARS, 1, 3)).toBe(kerbSeal);
      expect(weighted.gain(RESET, 1, 3)).toBeCloseTo(kerbReset / 4, 10);
    },
  );

  test('benefit per dollar is gain × benefit factor / cost, and free treatments rank first', () => {
    expect(benefitPerDollar(30, 1.5, 900)).toBe(0.05);
    expect(benefitPerDollar(1, 1, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

/**
 * LIGHT (state 1) may get 'freshen' (improve 1, 10 per unit, 1000): 1 state, 10 potential,
 * A(0) − A(1) = 5·100 = 500 potential-years. HEAVY (state 5) may get 'patch' (improve 1, 15 per
 * unit, 1500): 1 state, 45 − 25 = 20 potential, A(4) − A(5) = 5·45 = 225 potential-years.
 * Per dollar: serviceState 1/1000 vs 1/1500 (freshen); servicePotential 0.010 vs 0.0133 (patch);
 * cumulative 0.5 vs 0.15 (freshen). The 1500 budget pays for only one of them.
 */
async function fundedWith(basedOn: BasedOn) {
  const settings = baseSettings();
  settings.strategy.years = 1;
  settings.strategy.budget = { yearly: [1500] };
  settings.strategy.split = [{ fromYear: 2025, percent: { rates: 100, grant: 0 } }];
  settings.strategy.benefit = { basedOn };
  settings.treatments = [
    { id: 'freshen', name: 'Freshen', trigger: { criterion: 'surface', fromState: 1, toState: 1 }, effect: { type: 'improve', states: 1 }, unitCost: 10 },
    { id: 'patch', name: 'Patch', trigger: { criterion: 'surface', fromState: 5, toState: 5 }, effect: { type: 'improve', states: 1 }, unitCost: 15 },
  ];
  const csv = assetsCsv([
    { id: 'LIGHT', measure: 100, condition: 9 },
    { id: 'HEAVY', measure: 100, condition: 5 },
  ]);
  const outcome = await simulate(await validPackage(settings, csv));
  const treatments = [0, 1].map((asset) => assetLifeCycle(outcome.results, outcome.lifeCycles, asset).treatments);
  return { treatments, spend: outcome.results.network.spend[0] };
}

describe('benefit based on, through the simulation', () => {
  test('serviceState funds the cheaper state recovered', async () => {
    const { treatments, spend } = await fundedWith('serviceState');
    expect(treatments[0]).toMatchObject([{ year: 2025, treatment: 'freshen', cost: 1000 }]);
    expect(treatments[1]).toEqual([]);
    expect(spend).toBe(1000);
  });

  test('servicePotential funds the larger potential recovered per dollar instead', async () => {
    const { treatments, spend } = await fundedWith('servicePotential');
    expect(treatments[0]).toEqual([]);
    expect(treatments[1]).toMatchObject([{ year: 2025, treatment: 'patch', cost: 1500 }]);
    expect(spend).toBe(1500);
  });

  test('cumulativeServicePotential funds the potential-years ahead: the young asset again', async () => {
    const { treatments } = await fundedWith('cumulativeServicePotential');
    expect(treatments[0]).toMatchObject([{ year: 2025, treatment: 'freshen', cost: 1000 }]);
    expect(treatments[1]).toEqual([]);
  });
});
