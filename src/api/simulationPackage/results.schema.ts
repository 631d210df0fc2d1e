import { z } from 'zod';
import { budgetPresetSchema, benefitSchema } from './settings.schema';

/** One value per analysis year, index 0 being the start year. */
const yearly = z.array(z.number());
/** `[item][year]`: one yearly series per funding source, treatment, cost type or location. */
const yearlyBy = z.array(yearly);
/** Years without an asset value have no FCI. */
const yearlyOrNull = z.array(z.number().nullable());

const stateMix = z.strictObject({
  /** `[year][state]`: assets in each state 0-6 after that year's works. */
  stateCount: z.array(z.array(z.number())),
  /** `[year][state]`: network measure in each state. */
  stateMeasure: z.array(z.array(z.number())),
});

const networkCondition = {
  /** Overall service index, 0-100: network-measure-weighted mean of the assets' weighted service potential. */
  osi: yearly,
  /** Mean of the assets' weighted state, each asset counting once. */
  averageState: yearly,
  averageServicePotential: yearly,
  averageNativeCondition: yearly,
  averageRemainingLife: yearly,
};

/**
 * What a simulation run reports: the yearly series behind every report tab (overview, funding,
 * cost-breakdown, treatment-group, treatment-cost-breakdown, service, system-services,
 * location-analysis, location-backlog, location-backlog-fci, budget-distribution,
 * budget-breakdown, surplus-distribution). Per-asset life cycles are kept apart in typed arrays
 * and read one asset at a time; system-life-cycle compares two of these objects (the strategy
 * and its zero-budget run).
 */
export const simulationResultsSchema = z.strictObject({
  formatVersion: z.literal(1),
  package: z.strictObject({ name: z.string(), strategyName: z.string() }),
  run: z.strictObject({
    seed: z.int(),
    budgetPreset: budgetPresetSchema,
    carryOver: z.boolean(),
    benefitBasedOn: benefitSchema.shape.basedOn,
    calculationMethod: benefitSchema.shape.calculationMethod,
    startYear: z.int(),
    calendarYears: z.array(z.int()),
    assetCount: z.int(),
    totalNetworkMeasure: z.number(),
    /** Null when no asset has a value: FCI is then not reported. */
    totalAssetValue: z.number().nullable(),
    durationSeconds: z.number(),
  }),
  states: z.array(
    z.strictObject({ state: z.int(), servicePotential: z.number(), remainingLife: z.number(), nativeCondition: z.number() }),
  ),
  criteria: z.array(z.strictObject({ id: z.string(), name: z.string(), weight: z.number() })),
  treatments: z.array(z.strictObject({ id: z.string(), name: z.string(), costType: z.string() })),
  costTypes: z.array(z.string()),
  fundingSources: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  funding: z.strictObject({
    /** `[source][year]`, percent of the year's budget planned for each source. */
    split: yearlyBy,
    /** `[source][year]`: the planned budget; under the unbounded preset, what the works needed. */
    budget: yearlyBy,
    /** `[source][year]`: last year's surplus brought forward when carry-over is on. */
    carriedIn: yearlyBy,
    available: yearlyBy,
    spend: yearlyBy,
    /** available − spend. */
    surplus: yearlyBy,
    /** `[source][treatment][year]`: the budget-breakdown flow budget → source → treatment. */
    spendByTreatment: z.array(yearlyBy),
  }),
  treatmentActivity: z.strictObject({
    /** `[treatment][year]`. */
    spend: yearlyBy,
    count: yearlyBy,
    /** Network measure treated, times the apply rate. */
    quantity: yearlyBy,
  }),
  /** `[costType][year]`, in the order of `costTypes`. */
  costTypeSpend: yearlyBy,
  network: z.strictObject({
    spend: yearly,
    budget: yearly,
    available: yearly,
    surplus: yearly,
    ...networkCondition,
    /** Per criterion, network-measure-weighted mean service potential: `[criterion][year]`. */
    serviceIndex: yearlyBy,
    /** Cost of the treatments still triggered after the year's works and not funded. */
    backlog: yearly,
    /** backlog of assets with a value / their total value. */
    fci: yearlyOrNull,
    /** Forced works not funded: how many, and what they would have cost. */
    forcedUnfunded: yearly,
    forcedUnfundedCost: yearly,
    /** Due follow-ups not funded: how many, and what they would have cost. */
    followUpsUnfunded: yearly,
    followUpsUnfundedCost: yearly,
  }),
  /** The network as imported, before the first year ages it. */
  baseline: z.strictObject({
    osi: z.number(),
    averageState: z.number(),
    averageServicePotential: z.number(),
    averageNativeCondition: z.number(),
    averageRemainingLife: z.number(),
    serviceIndex: z.array(z.number()),
    backlog: z.number(),
    fci: z.number().nullable(),
    /** `[criterion][state]`. */
    stateCount: z.array(z.array(z.number())),
  }),
  /** Per criterion, in the order of `criteria`. */
  service: z.array(stateMix.extend({ averageState: yearly })),
  locations: z.strictObject({
    /**
     * The locations of assets.csv in the order they first appear; the unnamed location (name '',
     * the assets with a blank location) comes first, and only when some asset has a blank location.
     */
    entries: z.array(
      z.strictObject({
        name: z.string(),
        assetCount: z.int(),
        networkMeasure: z.number(),
        /** Null when no asset of the location has a value (as run.totalAssetValue): "no value", not "worth nothing". */
        assetValue: z.number().nullable(),
        centerX: z.number().nullable(),
        centerY: z.number().nullable(),
      }),
    ),
    /** All `[location][year]`. */
    spend: yearlyBy,
    treatmentCount: yearlyBy,
    backlog: yearlyBy,
    fci: z.array(yearlyOrNull),
    osi: yearlyBy,
    averageState: yearlyBy,
    averageServicePotential: yearlyBy,
    averageNativeCondition: yearlyBy,
    /**
     * `[location][year][state]`: assets and network measure in each state after the year's
     * works, the criteria combined by their weight shares (a location's states add up to its
     * asset count and network measure).
     */
    stateCount: z.array(z.array(z.array(z.number()))),
    stateMeasure: z.array(z.array(z.array(z.number()))),
  }),
});

export type SimulationResults = z.infer<typeof simulationResultsSchema>;

/** One asset's path through the analysis, served on demand for the asset-life-cycle tab. */
export const assetLifeCycleSchema = z.strictObject({
  assetIndex: z.int(),
  assetId: z.string(),
  name: z.string().nullable(),
  location: z.string(),
  /** `calendarYears[0] - 1` is the imported state, then one entry per analysis year. */
  calendarYears: z.array(z.int()),
  /** `[criterion][year]`, same length as calendarYears. */
  states: z.array(z.array(z.int())),
  /** Weighted service potential per year, same length as calendarYears. */
  servicePotential: z.array(z.number()),
  treatments: z.array(
    z.strictObject({ year: z.int(), treatment: z.string(), treatmentName: z.string(), cost: z.number(), fundingSource: z.string() }),
  ),
});

export type AssetLifeCycle = z.infer<typeof assetLifeCycleSchema>;
