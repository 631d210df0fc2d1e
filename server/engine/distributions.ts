import type { Distribution } from '../../src/api/simulationPackage/settings.schema';
import type { Random } from './random';

export const DISTRIBUTION_CODES: Readonly<Record<Distribution, number>> = {
  fixed: 0,
  gaussianHigh: 1,
  gaussianMedium: 2,
  gaussianLow: 3,
  poisson: 4,
  discreteUniform: 5,
};

/** Coefficient of variation of the time spent in a state, per Gaussian variance level. */
const GAUSSIAN_SPREAD = [0, 0.3, 0.2, 0.1];
/** A Gaussian draw is cut at this share of the mean so that no asset passes a state in no time. */
const SHORTEST_SHARE_OF_MEAN = 0.1;

/**
 * Years an asset spends in a state whose mean duration (profile step times life variation) is
 * `mean`. Fixed is exact; Gaussian spreads around the mean; Poisson gives whole years with
 * variance equal to the mean; Discrete Uniform spreads the passing evenly over the whole years
 * 1..2·mean−1, so the same share of assets moves on each year (for a mean such as 5.75, over
 * 1..10 or 1..11, mixed so that the mean stays 5.75).
 */
export function sampleSojourn(distribution: number, mean: number, random: Random): number {
  switch (distribution) {
    case 1:
    case 2:
    case 3: {
      const spread = GAUSSIAN_SPREAD[distribution] ?? 0;
      return Math.max(mean * SHORTEST_SHARE_OF_MEAN, mean * (1 + spread * random.normal()));
    }
    case 4:
      return random.poisson(mean);
    case 5: {
      // Whole years 1..k have the mean (k + 1) / 2, so k = 2·mean − 1; when that is not whole,
      // k is its floor or its ceiling with the odds that keep the mean exact.
      const span = 2 * mean - 1;
      let years = Math.floor(span);
      if (years !== span && random.next() >= years + 1 - span) years++;
      return 1 + random.below(Math.max(1, years));
    }
    default:
      return mean;
  }
}
