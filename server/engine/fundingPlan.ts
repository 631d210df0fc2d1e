import type { Strategy } from '../../src/api/simulationPackage/settings.schema';

/** The planned budget of every funding source in every year, and the split behind it. */
export interface FundingPlan {
  /** `source * years + year`. */
  readonly budget: Float64Array;
  /** Percent, `source * years + year`. */
  readonly split: Float64Array;
}

/**
 * Years without an amount take the last given one (fill down) or the last one grown by
 * inflation each year (fill with inflation); each year's total is then cut by the split in
 * force that year.
 */
export function fundingPlan(strategy: Strategy): FundingPlan {
  const years = strategy.years;
  const sources = strategy.fundingSources;
  const totals = yearlyTotals(strategy);
  const budget = new Float64Array(sources.length * years);
  const split = new Float64Array(sources.length * years);
  let splitIndex = 0;
  for (let year = 0; year < years; year++) {
    const calendarYear = strategy.startYear + year;
    const following = strategy.split[splitIndex + 1];
    if (following && following.fromYear <= calendarYear) splitIndex++;
    const percent = strategy.split[splitIndex]?.percent ?? {};
    sources.forEach((source, s) => {
      const share = percent[source.id] ?? 0;
      split[s * years + year] = share;
      budget[s * years + year] = ((totals[year] ?? 0) * share) / 100;
    });
  }
  return { budget, split };
}

function yearlyTotals(strategy: Strategy): number[] {
  const { yearly, fill, inflationPercent } = strategy.budget;
  const totals: number[] = [];
  let last = 0;
  for (let year = 0; year < strategy.years; year++) {
    const given = yearly[year];
    if (given !== undefined) last = given;
    else if (fill === 'inflation') last *= 1 + inflationPercent / 100;
    totals.push(last);
  }
  return totals;
}
