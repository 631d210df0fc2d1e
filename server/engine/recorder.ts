import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import { LocationConditionSeries, locationConditions, summarise, type ConditionSummary, type ConditionTotals } from './conditionTotals';
import type { Backlog } from './backlog';
import type { Model } from './model';

/**
 * The yearly figures of a run in flat typed arrays (`item * years + year`), turned into the
 * JSON results once the run ends.
 */
export class Recorder {
  private readonly years: number;
  private readonly budget: Float64Array;
  private readonly carriedIn: Float64Array;
  private readonly available: Float64Array;
  private readonly sourceSpend: Float64Array;
  private readonly sourceTreatmentSpend: Float64Array;
  private readonly treatmentSpend: Float64Array;
  private readonly treatmentCount: Float64Array;
  private readonly treatmentQuantity: Float64Array;
  private readonly costTypeSpend: Float64Array;
  private readonly locationSpend: Float64Array;
  private readonly locationTreatments: Float64Array;
  private readonly locationBacklog: Float64Array;
  private readonly locationValuedBacklog: Float64Array;
  private readonly locationCondition: LocationConditionSeries;
  private readonly backlog: Float64Array;
  private readonly valuedBacklog: Float64Array;
  private readonly forcedUnfunded: Float64Array;
  private readonly forcedUnfundedCost: Float64Array;
  private readonly followUpsUnfunded: Float64Array;
  private readonly followUpsUnfundedCost: Float64Array;
  private readonly network: ConditionSummary[] = [];
  private readonly baseline: { summary: ConditionSummary; backlog: number; valuedBacklog: number };
  private readonly allLocations: number[];

  /** `initial` holds the imported network, before the first year ages it. */
  constructor(
    private readonly model: Model,
    initial: ConditionTotals,
  ) {
    const { years, sourceCount, treatmentCount, locationCount, costTypes } = model;
    this.years = years;
    const series = (items: number) => new Float64Array(items * years);
    this.budget = series(sourceCount);
    this.carriedIn = series(sourceCount);
    this.available = series(sourceCount);
    this.sourceSpend = series(sourceCount);
    this.sourceTreatmentSpend = series(sourceCount * treatmentCount);
    this.treatmentSpend = series(treatmentCount);
    this.treatmentCount = series(treatmentCount);
    this.treatmentQuantity = series(treatmentCount);
    this.costTypeSpend = series(costTypes.length);
    this.locationSpend = series(locationCount);
    this.locationTreatments = series(locationCount);
    this.locationBacklog = series(locationCount);
    this.locationValuedBacklog = series(locationCount);
    this.locationCondition = new LocationConditionSeries(locationCount, years);
    this.backlog = series(1);
    this.valuedBacklog = series(1);
    this.forcedUnfunded = series(1);
    this.forcedUnfundedCost = series(1);
    this.followUpsUnfunded = series(1);
    this.followUpsUnfundedCost = series(1);
    this.allLocations = Array.from({ length: locationCount }, (_, l) => l);
    this.baseline = { summary: summarise(model, initial, this.allLocations), backlog: 0, valuedBacklog: 0 };
  }

  /**
   * A year's funded treatments in funding order (the first `count` of each array), with their
   * assets' locations and network measures: spend per source, treatment, cost type and location.
   */
  spendAll(year: number, count: number, treatment: Uint8Array, source: Uint8Array, cost: Float64Array, location: Uint32Array, measure: Float64Array): void {
    const { years, model } = this;
    recordSpend(
      year,
      years,
      count,
      treatment,
      source,
      cost,
      location,
      measure,
      model.treatmentCount,
      model.applyShare,
      model.costType,
      this.sourceSpend,
      this.sourceTreatmentSpend,
      this.treatmentSpend,
      this.treatmentCount,
      this.treatmentQuantity,
      this.costTypeSpend,
      this.locationSpend,
      this.locationTreatments,
    );
  }

  funding(year: number, source: number, budget: number, carriedIn: number, available: number): void {
    const k = source * this.years + year;
    this.budget[k] = budget;
    this.carriedIn[k] = carriedIn;
    this.available[k] = available;
  }

  spentBy(year: number, source: number): number {
    return this.sourceSpend[source * this.years + year] as number;
  }

  /** A forced work that no source could pay for (or whose asset was already treated that year). */
  unfundedForced(year: number, cost: number): void {
    add(this.forcedUnfunded, year, 1);
    add(this.forcedUnfundedCost, year, cost);
  }

  unfundedFollowUp(year: number, cost: number): void {
    add(this.followUpsUnfunded, year, 1);
    add(this.followUpsUnfundedCost, year, cost);
  }

  /** The backlog after the year's works; `year` -1 is the imported network. */
  recordBacklog(year: number, backlog: Backlog): void {
    if (year < 0) {
      this.baseline.backlog = backlog.total;
      this.baseline.valuedBacklog = backlog.valuedTotal;
      return;
    }
    this.backlog[year] = backlog.total;
    this.valuedBacklog[year] = backlog.valuedTotal;
    const { years } = this;
    for (let l = 0; l < this.model.locationCount; l++) {
      this.locationBacklog[l * years + year] = backlog.atLocation(l);
      this.locationValuedBacklog[l * years + year] = backlog.valuedAtLocation(l);
    }
  }

  recordCondition(year: number, totals: ConditionTotals): void {
    this.network.push(summarise(this.model, totals, this.allLocations));
    locationConditions(this.model, totals, year, this.locationCondition);
  }

  results(seed: number, durationSeconds: number): SimulationResults {
    const { model, years } = this;
    const { settings, assets } = model;
    const strategy = settings.strategy;
    const sources = model.sourceCount;
    const locationValue = locationTotals(model);
    const totalValue = model.hasAssetValues ? locationValue.value.reduce((sum, value) => sum + value, 0) : null;
    const rows = (array: Float64Array, items: number) => Array.from({ length: items }, (_, item) => Array.from(array.subarray(item * years, (item + 1) * years)));
    const sumRows = (array: Float64Array, items: number) =>
      Array.from({ length: years }, (_, year) => {
        let sum = 0;
        for (let item = 0; item < items; item++) sum += array[item * years + year] as number;
        return sum;
      });
    const spend = sumRows(this.sourceSpend, sources);
    const available = sumRows(this.available, sources);
    const surplus = Array.from({ length: sources * years }, (_, k) => (this.available[k] as number) - (this.sourceSpend[k] as number));
    const surplusRows = Array.from({ length: sources }, (_, s) => surplus.slice(s * years, (s + 1) * years));
    const fci = (backlog: number, value: number) => (value > 0 ? backlog / value : null);
    const reported = reportedLocations(assets.categories.location.values, locationValue.count);
    const locationRows = (array: Float64Array) => reported.map((l) => Array.from(array.subarray(l * years, (l + 1) * years)));
    const baseline = this.baseline;

    return {
      formatVersion: 1,
      package: { name: settings.name, strategyName: strategy.name },
      run: {
        seed,
        budgetPreset: model.preset,
        carryOver: strategy.carryOver,
        benefitBasedOn: strategy.benefit.basedOn,
        calculationMethod: strategy.benefit.calculationMethod,
        startYear: strategy.startYear,
        calendarYears: Array.from({ length: years }, (_, year) => strategy.startYear + year),
        assetCount: assets.count,
        totalNetworkMeasure: locationValue.measure.reduce((sum, measure) => sum + measure, 0),
        totalAssetValue: totalValue,
        durationSeconds,
      },
      states: settings.serviceStates.map(({ state, servicePotential, remainingLife, nativeCondition }) => ({ state, servicePotential, remainingLife, nativeCondition })),
      criteria: settings.criteria.map(({ id, name, weight }) => ({ id, name, weight })),
      treatments: settings.treatments.map(({ id, name, costType }) => ({ id, name, costType })),
      costTypes: [...model.costTypes],
      fundingSources: strategy.fundingSources.map(({ id, name }) => ({ id, name })),
      funding: {
        split: rows(model.funding.split, sources),
        budget: rows(this.budget, sources),
        carriedIn: rows(this.carriedIn, sources),
        available: rows(this.available, sources),
        spend: rows(this.sourceSpend, sources),
        surplus: surplusRows,
        spendByTreatment: Array.from({ length: sources }, (_, s) =>
          rows(this.sourceTreatmentSpend.subarray(s * model.treatmentCount * years, (s + 1) * model.treatmentCount * years), model.treatmentCount),
        ),
      },
      treatmentActivity: {
        spend: rows(this.treatmentSpend, model.treatmentCount),
        count: rows(this.treatmentCount, model.treatmentCount),
        quantity: rows(this.treatmentQuantity, model.treatmentCount),
      },
      costTypeSpend: rows(this.costTypeSpend, model.costTypes.length),
      network: {
        spend,
        budget: sumRows(this.budget, sources),
        available,
        surplus: spend.map((spent, year) => (available[year] ?? 0) - spent),
        osi: this.network.map((summary) => summary.osi),
        averageState: this.network.map((summary) => summary.averageState),
        averageServicePotential: this.network.map((summary) => summary.averageServicePotential),
        averageNativeCondition: this.network.map((summary) => summary.averageNativeCondition),
        averageRemainingLife: this.network.map((summary) => summary.averageRemainingLife),
        serviceIndex: settings.criteria.map((_, c) => this.network.map((summary) => summary.serviceIndex[c] ?? 0)),
        backlog: Array.from(this.backlog),
        fci: Array.from(this.valuedBacklog, (backlog) => (totalValue === null ? null : fci(backlog, totalValue))),
        forcedUnfunded: Array.from(this.forcedUnfunded),
        forcedUnfundedCost: Array.from(this.forcedUnfundedCost),
        followUpsUnfunded: Array.from(this.followUpsUnfunded),
        followUpsUnfundedCost: Array.from(this.followUpsUnfundedCost),
      },
      baseline: {
        osi: baseline.summary.osi,
        averageState: baseline.summary.averageState,
        averageServicePotential: baseline.summary.averageServicePotential,
        averageNativeCondition: baseline.summary.averageNativeCondition,
        averageRemainingLife: baseline.summary.averageRemainingLife,
        serviceIndex: baseline.summary.serviceIndex,
        backlog: baseline.backlog,
        fci: totalValue === null ? null : fci(baseline.valuedBacklog, totalValue),
        stateCount: baseline.summary.stateCount,
      },
      service: settings.criteria.map((_, c) => ({
        averageState: this.network.map((summary) => summary.criterionAverageState[c] ?? 0),
        stateCount: this.network.map((summary) => summary.stateCount[c] ?? []),
        stateMeasure: this.network.map((summary) => summary.stateMeasure[c] ?? []),
      })),
      locations: {
        entries: reported.map((l) => ({
          name: assets.categories.location.values[l] ?? '',
          assetCount: locationValue.count[l] ?? 0,
          networkMeasure: locationValue.measure[l] ?? 0,
          assetValue: (locationValue.value[l] ?? 0) > 0 ? (locationValue.value[l] ?? 0) : null,
          centerX: locationValue.centerX[l] ?? null,
          centerY: locationValue.centerY[l] ?? null,
        })),
        spend: locationRows(this.locationSpend),
        treatmentCount: locationRows(this.locationTreatments),
        backlog: locationRows(this.locationBacklog),
        fci: reported.map((l) =>
          Array.from({ length: years }, (_, year) => fci(this.locationValuedBacklog[l * years + year] as number, locationValue.value[l] ?? 0)),
        ),
        osi: locationRows(this.locationCondition.osi),
        averageState: locationRows(this.locationCondition.averageState),
        averageServicePotential: locationRows(this.locationCondition.averageServicePotential),
        averageNativeCondition: locationRows(this.locationCondition.averageNativeCondition),
        stateCount: stateMixes(this.locationCondition.stateCount, reported, years),
        stateMeasure: stateMixes(this.locationCondition.stateMeasure, reported, years),
      },
    };
  }
}

/** Each of `count` funded treatments added to its cells, in funding order. */
function recordSpend(
  year: number,
  years: number,
  count: number,
  treatment: Uint8Array,
  source: Uint8Array,
  cost: Float64Array,
  location: Uint32Array,
  measure: Float64Array,
  treatmentCount: number,
  applyShare: Float64Array,
  costType: Uint8Array,
  sourceSpend: Float64Array,
  sourceTreatmentSpend: Float64Array,
  treatmentSpend: Float64Array,
  treatmentTally: Float64Array,
  treatmentQuantity: Float64Array,
  costTypeSpend: Float64Array,
  locationSpend: Float64Array,
  locationTreatments: Float64Array,
): void {
  for (let f = 0; f < count; f++) {
    const t = treatment[f] as number;
    const s = source[f] as number;
    const amount = cost[f] as number;
    const l = location[f] as number;
    add(sourceSpend, s * years + year, amount);
    add(sourceTreatmentSpend, (s * treatmentCount + t) * years + year, amount);
    add(treatmentSpend, t * years + year, amount);
    add(treatmentTally, t * years + year, 1);
    add(treatmentQuantity, t * years + year, (measure[f] as number) * (applyShare[t] as number));
    add(costTypeSpend, (costType[t] as number) * years + year, amount);
    add(locationSpend, l * years + year, amount);
    add(locationTreatments, l * years + year, 1);
  }
}

/**
 * The locations the results report, in their order: every named one, and the unnamed one (a
 * blank location cell) only when some asset has it. An unnamed location with no assets would
 * report OSI 0 and mean state 0, which a location report shows as a perfect place.
 */
function reportedLocations(names: readonly string[], assetCount: readonly number[]): number[] {
  return names.flatMap((name, l) => (name === '' && (assetCount[l] ?? 0) === 0 ? [] : [l]));
}

/** `[location][year][state]` of the reported locations, from `(location * years + year) * STATE_COUNT + state`. */
function stateMixes(array: Float64Array, locations: readonly number[], years: number): number[][][] {
  return locations.map((l) =>
    Array.from({ length: years }, (_, year) => Array.from(array.subarray((l * years + year) * STATE_COUNT, (l * years + year + 1) * STATE_COUNT))),
  );
}

function add(array: Float64Array, index: number, amount: number): void {
  array[index] = (array[index] as number) + amount;
}

/** Static per-location totals: asset count, network measure, asset value and mean coordinates. */
function locationTotals(model: Model) {
  const { locationCount, assets, location, assetValue } = model;
  const count = new Array<number>(locationCount).fill(0);
  const measure = new Array<number>(locationCount).fill(0);
  const value = new Array<number>(locationCount).fill(0);
  const sumX = new Array<number>(locationCount).fill(0);
  const sumY = new Array<number>(locationCount).fill(0);
  const located = new Array<number>(locationCount).fill(0);
  for (let asset = 0; asset < assets.count; asset++) {
    const l = location[asset] as number;
    count[l] = (count[l] ?? 0) + 1;
    measure[l] = (measure[l] ?? 0) + (assets.networkMeasure[asset] as number);
    value[l] = (value[l] ?? 0) + (assetValue[asset] as number);
    const x = assets.centerX?.[asset] ?? Number.NaN;
    const y = assets.centerY?.[asset] ?? Number.NaN;
    if (!Number.isNaN(x) && !Number.isNaN(y)) {
      sumX[l] = (sumX[l] ?? 0) + x;
      sumY[l] = (sumY[l] ?? 0) + y;
      located[l] = (located[l] ?? 0) + 1;
    }
  }
  const mean = (sums: number[]) => sums.map((sum, l) => ((located[l] ?? 0) > 0 ? sum / (located[l] ?? 1) : null));
  return { count, measure, value, centerX: mean(sumX), centerY: mean(sumY) };
}
