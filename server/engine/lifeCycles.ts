import type { AssetLifeCycle, SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { Model } from './model';

const INITIAL_EVENTS = 4096;

/**
 * Every asset's path: its state per criterion at the start and after each year (one byte per
 * element-year, written with one copy per year), and the treatments it received. Kept out of the
 * JSON results; read one asset at a time with `assetLifeCycle`.
 */
export class LifeCycles {
  readonly assetCount: number;
  readonly criterionCount: number;
  readonly years: number;
  /** `(yearSlot * assets + asset) * criteria + criterion`, slot 0 being the imported state. */
  readonly states: Uint8Array;
  eventAsset: Uint32Array;
  eventYear: Uint16Array;
  eventTreatment: Uint8Array;
  eventSource: Uint8Array;
  eventCost: Float64Array;
  eventCount = 0;
  readonly ids: readonly string[];
  readonly names: readonly string[] | null;
  readonly location: Uint32Array;
  readonly locationNames: readonly string[];

  constructor(model: Model) {
    this.assetCount = model.assetCount;
    this.criterionCount = model.criterionCount;
    this.years = model.years;
    this.states = new Uint8Array((model.years + 1) * model.assetCount * model.criterionCount);
    // Room for one treatment per asset to start with (fewer doublings on a large network); the arrays double when full.
    const events = Math.max(INITIAL_EVENTS, model.assetCount);
    this.eventAsset = new Uint32Array(events);
    this.eventYear = new Uint16Array(events);
    this.eventTreatment = new Uint8Array(events);
    this.eventSource = new Uint8Array(events);
    this.eventCost = new Float64Array(events);
    this.ids = model.assets.ids;
    this.names = model.assets.names;
    this.location = model.location;
    this.locationNames = model.assets.categories.location.values;
  }

  /** Slot 0 for the imported state, year + 1 after a year's works. */
  snapshot(slot: number, state: Uint8Array): void {
    this.states.set(state, slot * this.assetCount * this.criterionCount);
  }

  /** A year's treatments at once, in funding order: the first `count` of each array. */
  addTreatments(year: number, count: number, asset: Uint32Array, treatment: Uint8Array, source: Uint8Array, cost: Float64Array): void {
    while (this.eventCount + count > this.eventAsset.length) this.grow();
    const k = this.eventCount;
    this.eventAsset.set(asset.subarray(0, count), k);
    this.eventYear.fill(year, k, k + count);
    this.eventTreatment.set(treatment.subarray(0, count), k);
    this.eventSource.set(source.subarray(0, count), k);
    this.eventCost.set(cost.subarray(0, count), k);
    this.eventCount += count;
  }

  private grow(): void {
    const capacity = this.eventAsset.length * 2;
    this.eventAsset = copyInto(this.eventAsset, new Uint32Array(capacity));
    this.eventYear = copyInto(this.eventYear, new Uint16Array(capacity));
    this.eventTreatment = copyInto(this.eventTreatment, new Uint8Array(capacity));
    this.eventSource = copyInto(this.eventSource, new Uint8Array(capacity));
    this.eventCost = copyInto(this.eventCost, new Float64Array(capacity));
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
  for (let k = 0; k < lifeCycles.eventCount; k++) {
    if (lifeCycles.eventAsset[k] !== assetIndex) continue;
    const treatment = results.treatments[lifeCycles.eventTreatment[k] ?? 0];
    treatments.push({
      year: startYear + (lifeCycles.eventYear[k] ?? 0),
      treatment: treatment?.id ?? '',
      treatmentName: treatment?.name ?? '',
      cost: lifeCycles.eventCost[k] ?? 0,
      fundingSource: results.fundingSources[lifeCycles.eventSource[k] ?? 0]?.id ?? '',
    });
  }
  return {
    assetIndex,
    assetId: lifeCycles.ids[assetIndex] ?? '',
    name: lifeCycles.names?.[assetIndex] || null,
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

function copyInto<T extends Uint32Array | Uint16Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
