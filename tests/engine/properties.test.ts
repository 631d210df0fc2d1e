import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { simulate } from '../../server/engine/simulate';
import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { assetsCsv, SERVICE_STATES, validPackage, type AssetSpec } from './fixtures';

const DISTRIBUTIONS = ['fixed', 'gaussianHigh', 'gaussianMedium', 'gaussianLow', 'poisson', 'discreteUniform'] as const;
const CRITERIA = ['roof', 'walls', 'floor'];

const treatmentArbitrary = fc.record({
  criterion: fc.nat({ max: 2 }),
  fromState: fc.integer({ min: 1, max: 6 }),
  span: fc.nat({ max: 5 }),
  effect: fc.oneof(
    fc.constant({ type: 'reset' as const }),
    fc.integer({ min: 1, max: 6 }).map((states) => ({ type: 'improve' as const, states })),
    fc.integer({ min: 1, max: 10 }).map((years) => ({ type: 'addYears' as const, years })),
  ),
  unitCost: fc.integer({ min: 1, max: 200 }),
  applyRate: fc.integer({ min: 10, max: 100 }),
  onlyFirstSource: fc.boolean(),
  followUp: fc.boolean(),
});

/** Small random packages: 1-3 criteria, 1-4 treatments, 1-3 sources, 1-12 years, 1-40 assets. */
const packageArbitrary = fc
  .record({
    criteria: fc.array(fc.record({ distribution: fc.constantFrom(...DISTRIBUTIONS), steps: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 }), weight: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 3 }),
    treatments: fc.array(treatmentArbitrary, { minLength: 1, maxLength: 4 }),
    shares: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 3 }),
    budget: fc.integer({ min: 0, max: 200_000 }),
    years: fc.integer({ min: 1, max: 12 }),
    carryOver: fc.boolean(),
    preset: fc.constantFrom('asBudgeted', 'asBudgeted', 'unbounded', 'zeroBudget'),
    assets: fc.array(fc.record({ measure: fc.integer({ min: 1, max: 500 }), states: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }), location: fc.constantFrom('North', 'South', 'East') }), { minLength: 1, maxLength: 40 }),
    seed: fc.nat(),
  })
  .map((draw) => {
    const criteria = draw.criteria.map((criterion, c) => {
      const profile = criterion.steps.reduce<number[]>((ages, step) => [...ages, (ages.at(-1) ?? 0) + step], []);
      return { id: CRITERIA[c] ?? 'roof', name: CRITERIA[c] ?? 'roof', weight: criterion.weight, defaultLife: profile.at(-1) ?? 1, profile, distribution: criterion.distribution };
    });
    const sources = draw.shares.map((_, s) => ({ id: `source_${s}`, name: `Source ${s}` }));
    const total = draw.shares.reduce((sum, share) => sum + share, 0);
    const percent = Object.fromEntries(sources.map((source, s) => [source.id, total === 0 ? (s === 0 ? 100 : 0) : 0]));
    if (total > 0) {
      let given = 0;
      draw.shares.forEach((share, s) => {
        const value = s === draw.shares.length - 1 ? 100 - given : Math.floor((share * 100) / total);
        percent[`source_${s}`] = value;
        given += value;
      });
    }
    const treatments = draw.treatments.map((treatment, t) => {
      const criterion = criteria[Math.min(treatment.criterion, criteria.length - 1)]?.id ?? 'roof';
      const toState = Math.min(treatment.effect.type === 'addYears' ? 5 : 6, treatment.fromState + treatment.span);
      return {
        id: `t${t}`,
        name: `Treatment ${t}`,
        costType: t % 2 === 0 ? 'Renewal' : 'Maintenance',
        trigger: { criterion, fromState: Math.min(treatment.fromState, toState), toState },
        effect: treatment.effect,
        unitCost: treatment.unitCost,
        applyRate: treatment.applyRate,
        ...(treatment.onlyFirstSource ? { fundingSources: ['source_0'] } : {}),
        ...(treatment.followUp ? { followUp: { treatment: 't0', afterYears: 1 } } : {}),
      };
    });
    const settings: SimulationSettingsInput = {
      formatVersion: 1,
      name: 'Random package',
      seed: draw.seed,
      serviceStates: SERVICE_STATES,
      criteria,
      treatments,
      strategy: {
        name: 'Random strategy',
        startYear: 2030,
        years: draw.years,
        fundingSources: sources,
        budget: { yearly: [draw.budget] },
        split: [{ fromYear: 2030, percent }],
        carryOver: draw.carryOver,
        benefit: { basedOn: 'servicePotential' },
        budgetPreset: draw.preset as 'asBudgeted',
      },
    };
    const assets: AssetSpec[] = draw.assets.map((asset, index) => ({
      id: `P${index}`,
      measure: asset.measure,
      location: asset.location,
      condition: criteria.map((_, c) => 10 - (asset.states[c] ?? 0)),
    }));
    return { settings, csv: assetsCsv(assets, criteria.map((criterion) => criterion.id)), assets };
  });

const RUNS = { numRuns: 60 };

describe('invariants on random small packages', () => {
  test('spend never exceeds budget plus carry-over, per source and year', async () => {
    await fc.assert(
      fc.asyncProperty(packageArbitrary, async ({ settings, csv }) => {
        const { results } = await simulate(await validPackage(settings, csv));
        const { spend, budget, carriedIn } = results.funding;
        if (results.run.budgetPreset === 'unbounded') return;
        spend.forEach((yearly, s) =>
          yearly.forEach((spent, year) => {
            const limit = (budget[s]?.[year] ?? 0) + (carriedIn[s]?.[year] ?? 0);
            expect(spent).toBeLessThanOrEqual(limit + 1e-6 * Math.max(1, limit));
          }),
        );
      }),
      RUNS,
    );
  });

  test('asset count and network measure are conserved, and state counts sum to the asset count', async () => {
    await fc.assert(
      fc.asyncProperty(packageArbitrary, async ({ settings, csv, assets }) => {
        const { results } = await simulate(await validPackage(settings, csv));
        const measure = assets.reduce((total, asset) => total + asset.measure, 0);
        for (const criterion of results.service) {
          criterion.stateCount.forEach((counts) => expect(counts.reduce((a, b) => a + b, 0)).toBe(assets.length));
          criterion.stateMeasure.forEach((measures) => expect(measures.reduce((a, b) => a + b, 0)).toBeCloseTo(measure, 6));
        }
        expect(results.run.assetCount).toBe(assets.length);
        expect(results.run.totalNetworkMeasure).toBe(measure);
        const { locations } = results;
        locations.entries.forEach((entry, l) =>
          locations.stateCount[l]?.forEach((counts, year) => {
            expect(counts.reduce((a, b) => a + b, 0)).toBeCloseTo(entry.assetCount, 9);
            expect(locations.stateMeasure[l]?.[year]?.reduce((a, b) => a + b, 0)).toBeCloseTo(entry.networkMeasure, 6);
          }),
        );
      }),
      RUNS,
    );
  });

  test('the network figures are the locations\' figures weighted by their network measure or asset count', async () => {
    await fc.assert(
      fc.asyncProperty(packageArbitrary, async ({ settings, csv }) => {
        const { results } = await simulate(await validPackage(settings, csv));
        const { locations, network, run } = results;
        const weighted = (series: number[][], weight: (l: number) => number, total: number, year: number) =>
          series.reduce((sum, yearly, l) => sum + (yearly[year] ?? 0) * weight(l), 0) / total;
        const measureOf = (l: number) => locations.entries[l]?.networkMeasure ?? 0;
        const countOf = (l: number) => locations.entries[l]?.assetCount ?? 0;
        run.calendarYears.forEach((_, year) => {
          expect(weighted(locations.osi, measureOf, run.totalNetworkMeasure, year)).toBeCloseTo(network.osi[year] ?? 0, 9);
          expect(weighted(locations.averageState, countOf, run.assetCount, year)).toBeCloseTo(network.averageState[year] ?? 0, 9);
          expect(weighted(locations.averageServicePotential, countOf, run.assetCount, year)).toBeCloseTo(network.averageServicePotential[year] ?? 0, 9);
          expect(weighted(locations.averageNativeCondition, countOf, run.assetCount, year)).toBeCloseTo(network.averageNativeCondition[year] ?? 0, 9);
        });
      }),
      RUNS,
    );
  });

  test('the same package and seed give identical results', async () => {
    await fc.assert(
      fc.asyncProperty(packageArbitrary, async ({ settings, csv }) => {
        const pkg = await validPackage(settings, csv);
        const first = await simulate(pkg);
        const second = await simulate(pkg);
        const comparable = (outcome: typeof first) => ({ ...outcome.results, run: { ...outcome.results.run, durationSeconds: 0 } });
        expect(comparable(second)).toEqual(comparable(first));
        expect(second.lifeCycles.states).toEqual(first.lifeCycles.states);
      }),
      { numRuns: 30 },
    );
  });

  test('a cheaper treatment of equal benefit is funded before a dearer one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 5 }), async (cheap, extra, state) => {
        const dear = cheap + extra;
        const settings: SimulationSettingsInput = {
          formatVersion: 1,
          name: 'Two equal treatments',
          serviceStates: SERVICE_STATES,
          criteria: [{ id: 'roof', name: 'Roof', weight: 1, defaultLife: 60, profile: [10, 20, 30, 40, 50, 60], distribution: 'fixed' }],
          treatments: [
            { id: 'dear', name: 'Dear', trigger: { criterion: 'roof', fromState: 1 }, effect: { type: 'reset' }, unitCost: dear },
            { id: 'cheap', name: 'Cheap', trigger: { criterion: 'roof', fromState: 1 }, effect: { type: 'reset' }, unitCost: cheap },
          ],
          strategy: {
            name: 'Room for one',
            startYear: 2030,
            years: 1,
            fundingSources: [{ id: 'rates', name: 'Rates' }],
            budget: { yearly: [dear * 10] },
            split: [{ fromYear: 2030, percent: { rates: 100 } }],
            benefit: { basedOn: 'serviceState' },
          },
        };
        const { results } = await simulate(await validPackage(settings, assetsCsv([{ id: 'R1', measure: 10, condition: 10 - state }], ['roof'])));
        expect(results.treatmentActivity.count.map((counts) => counts[0])).toEqual([0, 1]);
        expect(results.network.spend[0]).toBe(cheap * 10);
      }),
      RUNS,
    );
  });
});
