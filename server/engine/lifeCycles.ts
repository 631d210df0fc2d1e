import type { AssetLifeCycle, SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { Model } from './model';
import type { TextColumn } from './textColumn';

/** One year's treatments in funding order. */
interface YearTreatments {
  readonly asset: Uint32Array;
  readonly treatment: Uint8Array;
  readonly source: Uint8Array;
  readonly cost: Float64Array;
}

export type LifeCycleParts = Pick<
  LifeCycles,
  'assetCount' | 'criterionCount' | 'years' | 'states' | 'treatments' | 'ids' | 'names' | 'location' | 'locationNames'
>;

/**
 * Every asset's path: its state per criterion at the start and after each year (one byte per
 * element-year, written with one copy per year), and the treatments it received (each year's in
 * arrays of their own, exactly as long as that year's works: no growing and copying of one long
 * list). Kept out of the JSON results; read one asset at a time with `assetLifeCycle`.
 */
export class LifeCycles {
  readonly assetCount: number;
  readonly criterionCount: number;
  readonly years: number;
  /** `(yearSlot * assets + asset) * criteria + criterion`, slot 0 being the imported state. */
  readonly states: Uint8Array;
  /** By year of the run. */
  readonly treatments: YearTreatments[];
  readonly ids: TextColumn;
  readonly names: TextColumn | null;
  readonly location: Uint32Array;
  readonly locationNames: readonly string[];

  /** From its parts: a stored run's paths (server/results/lifeCyclesFile.ts). */
  constructor(parts: LifeCycleParts) {
    this.assetCount = parts.assetCount;
    this.criterionCount = parts.criterionCount;
    this.years = parts.years;
    this.states = parts.states;
    this.treatments = parts.treatments;
    this.ids = parts.ids;
    this.names = parts.names;
    this.location = parts.location;
    this.locationNames = parts.locationNames;
  }

  /** Empty paths for a run of `model`, filled year by year. */
  static forModel(model: Model): LifeCycles {
    return new LifeCycles({
      assetCount: model.assetCount,
      criterionCount: model.criterionCount,
      years: model.years,
      states: new Uint8Array((model.years + 1) * model.assetCount * model.criterionCount),
      treatments: [],
      ids: model.assets.ids,
      names: model.assets.names,
      location: model.location,
      locationNames: model.assets.categories.location.values,
    });
  }

  /** Slot 0 for the imported state, year + 1 after a year's works. */
  snapshot(slot: number, state: Uint8Array): void {
    this.states.set(state, slot * this.assetCount * this.criterionCount);
  }

  /** A year's treatments at once, in funding order: the first `count` of each array. */
  addTreatments(year: number, count: number, asset: Uint32Array, treatment: Uint8Array, source: Uint8Array, cost: Float64Array): void {
    this.treatments[year] = {
      asset: asset.slice(0, count),
      treatment: treatment.slice(0, count),
      source: source.slice(0, count),
      cost: cost.slice(0, count),
    };
  }
}

/** One asset's life cycle as plain JSON, for the asset-life-cycle report tab. */
export function assetLifeCycle(results: SimulationResults, lifeCycles: LifeCycles, assetIndex: number): AssetLifeCycle {
  const { assetCount, criterionCount, years } = lifeCycles;
  if (!Number.isInteger(assetIndex) || assetIndex < 0 || assetIndex >= assetCount) {
    throw new RangeError(`asset index ${assetIndex} is outside 0..${assetCount - 1}`);
  }
  const startYear = results.run.startYear;
  const totalWeight = results.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const states: number[][] = results.criteria.map(() => []);
  const servicePotential: number[] = [];
  for (let slot = 0; slot <= years; slot++) {
    let potential = 0;
    for (let c = 0; c < criterionCount; c++) {
      const state = lifeCycles.states[(slot * assetCount + assetIndex) * criterionCount + c] ?? 0;
      states[c]?.push(state);
      potential += ((results.criteria[c]?.weight ?? 0) / totalWeight) * (results.states[state]?.servicePotential ?? 0);
    }
    servicePotential.push(potential);
  }
  const treatments: AssetLifeCycle['treatments'] = [];
  lifeCycles.treatments.forEach((funded, year) => {
    for (let k = 0; k < funded.asset.length; k++) {
      if (funded.asset[k] !== assetIndex) continue;
      const treatment = results.treatments[funded.treatment[k] ?? 0];
      treatments.push({
        year: startYear + year,
        treatment: treatment?.id ?? '',
        treatmentName: treatment?.name ?? '',
        cost: funded.cost[k] ?? 0,
        fundingSource: results.fundingSources[funded.source[k] ?? 0]?.id ?? '',
      });
    }
  });
  return {
    assetIndex,
    assetId: lifeCycles.ids.at(assetIndex),
    name: lifeCycles.names?.at(assetIndex) || null,
    location: lifeCycles.locationNames[lifeCycles.location[assetIndex] ?? 0] ?? '',
    calendarYears: Array.from({ length: years + 1 }, (_, slot) => startYear - 1 + slot),
    states,
    servicePotential,
    treatments,
  };
}

/** The index of an asset id, for looking up one asset's life cycle; -1 when absent. */
export function findAssetIndex(lifeCycles: LifeCycles, assetId: string): number {
  return lifeCycles.ids.indexOf(assetId);
}
