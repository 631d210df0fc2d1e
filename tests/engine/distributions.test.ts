import { describe, expect, test } from 'vitest';
import { DISTRIBUTION_CODES, sampleSojourn } from '../../server/engine/distributions';
import { assetLifeCycle } from '../../server/engine/lifeCycles';
import { Random } from '../../server/engine/random';
import { simulate } from '../../server/engine/simulate';
import type { Distribution } from '../../src/api/simulationPackage/settings.schema';
import { assetsCsv, baseSettings, uniformAssets, validPackage } from './fixtures';

/**
 * Statistical checks use a fixed seed, so they are deterministic; each tolerance is still derived
 * from the sampling error (a few standard errors), so that a broken rule fails and a correct one
 * would pass for nearly every seed.
 */
const DRAWS = 20_000;
/** Standard errors allowed either side: a correct generator strays this far about once in 10^6. */
const Z = 5;

function draws(distribution: Distribution, mean: number, seed = 2024, count = DRAWS): number[] {
  const random = new Random(seed);
  return Array.from({ length: count }, () => sampleSojourn(DISTRIBUTION_CODES[distribution], mean, random));
}

function moments(values: readonly number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { mean, variance, sd: Math.sqrt(variance) };
}

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const GAUSSIAN_CV: readonly [Distribution, number][] = [
  ['gaussianHigh', 0.3],
  ['gaussianMedium', 0.2],
  ['gaussianLow', 0.1],
];

describe('sampleSojourn', () => {
  test.each([5, 12, 2.5])('Fixed returns exactly the mean (%s)', (mean) => {
    expect(new Set(draws('fixed', mean, 1, 1000))).toEqual(new Set([mean]));
  });

  test.each([5, 12])('the Gaussian levels spread around the mean %s with the documented coefficients of variation', (mean) => {
    const cvs = GAUSSIAN_CV.map(([distribution, cv]) => {
      const values = draws(distribution, mean);
      const { mean: sampleMean, sd } = moments(values);
      // Mean: standard error cv·mean/√n. Standard deviation: relative standard error 1/√(2n).
      expect(Math.abs(sampleMean - mean)).toBeLessThan((Z * cv * mean) / Math.sqrt(DRAWS));
      expect(Math.abs(sd / mean - cv)).toBeLessThan((Z * cv) / Math.sqrt(2 * DRAWS));
      // Never below the floor: 10 % of the mean.
      expect(Math.min(...values)).toBeGreaterThanOrEqual(0.1 * mean);
      // About 0.1 % of draws fall past the floor, -3 standard deviations for the high level (27 of 20,000 expected).
      if (distribution === 'gaussianHigh') expect(values.filter((value) => value === 0.1 * mean).length).toBeGreaterThan(5);
      else expect(values.some((value) => value === 0.1 * mean)).toBe(false);
      // A continuous spread, not whole years.
      expect(values.some((value) => !Number.isInteger(value))).toBe(true);
      return sd / mean;
    });
    expect(cvs[0]).toBeGreaterThan(cvs[1] ?? Infinity);
    expect(cvs[1]).toBeGreaterThan(cvs[2] ?? Infinity);
  });

  test.each([5, 12])('Poisson (mean %s) gives whole years with mean ≈ variance ≈ mean and the Poisson frequencies', (mean) => {
    const values = draws('poisson', mean);
    expect(values.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
    const { mean: sampleMean, variance } = moments(values);
    // Mean: standard error √(λ/n). Variance: Var(s²) ≈ (μ4 − σ⁴)/n = (λ + 2λ²)/n for a Poisson.
    expect(Math.abs(sampleMean - mean)).toBeLessThan(Z * Math.sqrt(mean / DRAWS));
    expect(Math.abs(variance - mean)).toBeLessThan(Z * Math.sqrt((mean + 2 * mean * mean) / DRAWS));
    // Every count's frequency within binomial error of the Poisson probability.
    let probability = Math.exp(-mean);
    for (let k = 0; k <= 3 * mean; k++) {
      const observed = values.filter((value) => value === k).length / DRAWS;
      expect(Math.abs(observed - probability), `P(${k})`).toBeLessThan(Z * Math.sqrt((probability * (1 - probability)) / DRAWS) + 1e-4);
      probability *= mean / (k + 1);
    }
  });

  test('Poisson above the normal-approximation threshold (mean 60) still has mean ≈ variance ≈ 60 in whole years', () => {
    const mean = 60;
    const values = draws('poisson', mean);
    expect(values.every((value) => Number.isInteger(value))).toBe(true);
    const { mean: sampleMean, variance } = moments(values);
    expect(Math.abs(sampleMean - mean)).toBeLessThan(Z * Math.sqrt(mean / DRAWS));
    // Rounding a normal to whole years adds 1/12 to its variance; Var(s²) ≈ 2σ⁴/n.
    expect(Math.abs(variance - (mean + 1 / 12))).toBeLessThan(Z * Math.sqrt((2 * mean * mean) / DRAWS));
  });

  test.each([5, 12])('Discrete Uniform (mean %s) gives whole years 1..2·mean−1 with equal frequencies', (mean) => {
    const values = draws('discreteUniform', mean);
    const span = 2 * mean - 1;
    expect(values.every((value) => Number.isInteger(value) && value >= 1 && value <= span)).toBe(true);
    const share = 1 / span;
    for (let year = 1; year <= span; year++) {
      const observed = values.filter((value) => value === year).length / DRAWS;
      expect(Math.abs(observed - share), `year ${year}`).toBeLessThan(Z * Math.sqrt((share * (1 - share)) / DRAWS));
    }
    // Variance of a uniform on 1..m is (m² − 1)/12.
    const { mean: sampleMean } = moments(values);
    expect(Math.abs(sampleMean - mean)).toBeLessThan(Z * Math.sqrt((span * span - 1) / 12 / DRAWS));
  });
});

test.each([5.75, 3.3, 6.25])('Discrete Uniform keeps a mean of %s that is not a whole or half year', (mean) => {
  const values = draws('discreteUniform', mean);
  const longest = Math.ceil(2 * mean - 1);
  expect(values.every((value) => Number.isInteger(value) && value >= 1 && value <= longest)).toBe(true);
  // Both spans are drawn: the longest year occurs, at most 1/(k) of the time.
  expect(values.some((value) => value === longest)).toBe(true);
  const { mean: sampleMean } = moments(values);
  expect(Math.abs(sampleMean - mean)).toBeLessThan(Z * Math.sqrt((longest * longest - 1) / 12 / DRAWS));
});

describe('Random', () => {
  const sequence = (seed: number, length = 200) => {
    const random = new Random(seed);
    return Array.from({ length }, () => random.nextUint32());
  };

  test('the same seed gives the same sequence, in every kind of draw', () => {
    expect(sequence(7)).toEqual(sequence(7));
    const mixed = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 50 }, () => [random.next(), random.normal(), random.poisson(5), random.poisson(60), random.below(9)]);
    };
    expect(mixed(123)).toEqual(mixed(123));
  });

  test('different seeds, even neighbouring ones, give unrelated sequences', () => {
    const seeds = [0, 1, 2, 7, 8, 0xffffffff];
    const runs = seeds.map((seed) => sequence(seed));
    for (let a = 0; a < runs.length; a++) {
      // Not a constant stream.
      expect(new Set(runs[a]).size).toBe(200);
      for (let b = a + 1; b < runs.length; b++) {
        // Two independent 32-bit streams agree at a position with probability 2^-32.
        const same = (runs[a] ?? []).filter((value, index) => value === runs[b]?.[index]).length;
        expect(same, `seeds ${seeds[a]} and ${seeds[b]}`).toBe(0);
      }
    }
  });

  test('next() is uniform on [0, 1)', () => {
    const random = new Random(99);
    const values = Array.from({ length: DRAWS }, () => random.next());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const { mean, variance } = moments(values);
    expect(Math.abs(mean - 0.5)).toBeLessThan(Z * Math.sqrt(1 / 12 / DRAWS));
    // Var(s²) of a uniform: (1/80 − 1/144)/n.
    expect(Math.abs(variance - 1 / 12)).toBeLessThan(Z * Math.sqrt((1 / 80 - 1 / 144) / DRAWS));
  });
});

/** 2,000 new assets (state 0) under the base profile [5, 10, ..., 30], nothing funded. */
async function newNetwork(distribution: Distribution, years: number) {
  const settings = baseSettings();
  settings.strategy.years = years;
  settings.strategy.budgetPreset = 'zeroBudget';
  settings.criteria[0]!.distribution = distribution;
  const { results } = await simulate(await validPackage(settings, assetsCsv(uniformAssets(NETWORK, 0))));
  const inState0 = [results.baseline.stateCount[0]?.[0] ?? 0, ...results.service[0]!.stateCount.map((counts) => counts[0] ?? 0)];
  // leavers[k - 1]: assets that left state 0 in year k of the run (at age k).
  const leavers = inState0.slice(1).map((count, index) => (inState0[index] ?? 0) - count);
  return { results, inState0, leavers };
}
const NETWORK = 2000;
const STEP = 5;

describe('distributions through the simulation', () => {
  test('Fixed: every asset passes each state exactly on the profile year', async () => {
    const years = 32;
    const { results } = await newNetwork('fixed', years);
    const expected = Array.from({ length: years }, (_, index) => {
      const state = Math.min(6, Math.floor((index + 1) / STEP));
      return Array.from({ length: 7 }, (_, s) => (s === state ? NETWORK : 0));
    });
    expect(results.service[0]?.stateCount).toEqual(expected);
  });

  test('Discrete Uniform: the same share leaves state 0 in each year 1..2·step−1', async () => {
    const { inState0, leavers } = await newNetwork('discreteUniform', 12);
    const span = 2 * STEP - 1;
    expect(inState0[0]).toBe(NETWORK);
    // Everyone has left by year 9, no one is left for years 10-12.
    expect(inState0[span]).toBe(0);
    expect(leavers.slice(span)).toEqual([0, 0, 0]);
    const expected = NETWORK / span;
    const sd = Math.sqrt(NETWORK * (1 / span) * (1 - 1 / span));
    for (let year = 1; year <= span; year++) expect(Math.abs((leavers[year - 1] ?? 0) - expected), `year ${year}`).toBeLessThan(Z * sd);
    // Pearson's χ² over the 9 years (8 degrees of freedom): 26.1 is its 99.9 % quantile.
    const chiSquare = leavers.slice(0, span).reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(26.1);
  });

  test.each(GAUSSIAN_CV.slice(0, 2))('%s: the mean age at leaving state 0 is the profile step', async (distribution, cv) => {
    const { leavers } = await newNetwork(distribution, 15);
    expect(leavers.reduce((sum, count) => sum + count, 0)).toBe(NETWORK);
    // An asset whose drawn time is T leaves in the year T rounds to (year 1 at the earliest);
    // T = max(0.5, N(5, (cv·5)²)).
    const sigma = cv * STEP;
    const pmf = Array.from({ length: 15 }, (_, index) => {
      const year = index + 1;
      return normalCdf((year + 0.5 - STEP) / sigma) - (year === 1 ? 0 : normalCdf((year - 0.5 - STEP) / sigma));
    });
    const expectedMean = pmf.reduce((sum, p, index) => sum + p * (index + 1), 0);
    const expectedSd = Math.sqrt(pmf.reduce((sum, p, index) => sum + p * (index + 1 - expectedMean) ** 2, 0));
    expect(expectedMean).toBeCloseTo(STEP, 1);
    const ages = leavers.flatMap((count, index) => Array.from({ length: count }, () => index + 1));
    const { mean, sd } = moments(ages);
    expect(Math.abs(mean - expectedMean)).toBeLessThan((Z * expectedSd) / Math.sqrt(NETWORK));
    expect(Math.abs(sd / expectedSd - 1)).toBeLessThan(Z / Math.sqrt(2 * NETWORK));
    // Spread over several years, unlike Fixed.
    expect(leavers.filter((count) => count > 0).length).toBeGreaterThanOrEqual(distribution === 'gaussianHigh' ? 7 : 5);
  });
});

describe('life-cycle variation', () => {
  test('the first matching variation scales the time in every state of a Fixed profile', async () => {
    const settings = baseSettings();
    settings.strategy.years = 60;
    settings.strategy.budgetPreset = 'zeroBudget';
    settings.criteria[0]!.lifeVariation = [
      { filter: { class: ['slow'] }, factor: 2 },
      // Also matches 'slow', which the first variation has decided already.
      { filter: { class: ['slow', 'medium'] }, factor: 1.2 },
    ];
    // assetsCsv has no class column: write the register here.
    const csv = [
      'asset_id,network_measure,class,condition_surface',
      'SLOW_NEW,10,slow,10',
      'ROAD_NEW,10,road,10',
      'MEDIUM_NEW,10,medium,10',
      'SLOW_MID,10,slow,7',
      'ROAD_MID,10,road,7',
    ].join('\n');
    const outcome = await simulate(await validPackage(settings, csv));
    const path = (asset: number) => assetLifeCycle(outcome.results, outcome.lifeCycles, asset).states[0];
    // The state after age k (slot k) counts the passing ages reached.
    const expectedPath = (start: number, passAges: readonly number[]) =>
      Array.from({ length: 61 }, (_, age) => Math.min(6, start + passAges.filter((at) => at <= age).length));
    const times = (step: number) => [1, 2, 3, 4, 5, 6].map((k) => k * step);
    expect(path(0)).toEqual(expectedPath(0, times(10)));
    expect(path(1)).toEqual(expectedPath(0, times(5)));
    expect(path(2)).toEqual(expectedPath(0, times(6)));
    // Imported in state 3 (just entered): 10 years per state for 'slow', 5 for the others.
    expect(path(3)).toEqual(expectedPath(3, times(10)));
    expect(path(4)).toEqual(expectedPath(3, times(5)));
  });
});
