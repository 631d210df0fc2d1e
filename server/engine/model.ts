import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { BudgetPreset, SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import type { AssetTable } from './assetTable';
import { effectCriteria, gainTables, type GainTables } from './benefit';
import { DISTRIBUTION_CODES } from './distributions';
import { filterMask } from './filters';
import { fundingPlan, type FundingPlan } from './fundingPlan';

export interface SimulationPackage {
  readonly settings: SimulationSettings;
  readonly assets: AssetTable;
}

export const EFFECT_RESET = 0;
export const EFFECT_IMPROVE = 1;
export const EFFECT_ADD_YEARS = 2;

/**
 * Everything the yearly loop reads, precomputed once into flat typed arrays so that the loop
 * touches no settings objects. Per-element arrays are indexed `asset * criteria + criterion`.
 */
export interface Model {
  readonly settings: SimulationSettings;
  readonly assets: AssetTable;
  readonly preset: BudgetPreset;
  readonly assetCount: number;
  readonly criterionCount: number;
  readonly treatmentCount: number;
  readonly sourceCount: number;
  readonly years: number;

  readonly servicePotential: Float64Array;
  readonly remainingLife: Float64Array;
  readonly nativeCondition: Float64Array;
  readonly weightShare: Float64Array;
  readonly distribution: Uint8Array;
  /** Mean years in state s for criterion c from the default profile: `c * STATE_COUNT + s`. */
  readonly meanSojourn: Float64Array;

  readonly initialState: Uint8Array;
  readonly lifeFactor: Float32Array;
  readonly location: Uint32Array;
  readonly locationCount: number;
  /** 1 + benefit variation per asset. */
  readonly benefitFactor: Float32Array;
  /** Bit t set when treatment t's filter selects the asset. */
  readonly treatmentMask: Uint32Array;
  readonly excluded: Uint8Array;
  /** Asset value, 0 where none: FCI counts only valued assets. */
  readonly assetValue: Float64Array;
  readonly hasAssetValues: boolean;

  /** Bit t set when treatment t triggers on criterion c in state s: `c * STATE_COUNT + s`. */
  readonly triggeredBy: Uint32Array;
  /** Lowest triggering state per criterion (STATE_COUNT when none), a cheap first test. */
  readonly lowestTrigger: Uint8Array;
  /** What each treatment buys on each criterion from each state (`benefit.ts`, read with `elementGain`). */
  readonly gains: GainTables;
  /** Effect criteria of treatment t: `effectCriteria.subarray(effectStart[t], effectStart[t + 1])`. */
  readonly effectCriteria: Uint8Array;
  readonly effectStart: Uint32Array;
  /** Bit c set for the criterion treatment t is triggered on. */
  readonly triggerBit: Uint32Array;
  /** Bit c set when treatment t is triggered on criterion c or acts on it: the criteria whose need it meets. */
  readonly treatmentCover: Uint32Array;
  readonly effectType: Uint8Array;
  readonly effectAmount: Float64Array;
  /** unit cost × apply rate. */
  readonly costPerMeasure: Float64Array;
  readonly applyShare: Float64Array;
  /** 1 + cost variation per asset, for treatments that have variations. */
  readonly costFactor: readonly (Float64Array | null)[];
  readonly costType: Uint8Array;
  readonly costTypes: readonly string[];
  /** Bit s set when funding source s may pay for the treatment. */
  readonly sourceMask: Uint32Array;
  /** -1 when none. */
  readonly followUpTreatment: Int8Array;
  readonly followUpAfter: Uint16Array;

  readonly funding: FundingPlan;
  /** Forced works of year y: `forcedAsset.subarray(forcedStart[y], forcedStart[y + 1])`. */
  readonly forcedStart: Uint32Array;
  readonly forcedAsset: Uint32Array;
  readonly forcedTreatment: Uint8Array;
}

/** Compiles a validated package; `preset` overrides the strategy's budget preset. */
export function compileModel(pkg: SimulationPackage, preset?: BudgetPreset): Model {
  const { settings, assets } = pkg;
  const criterionCount = settings.criteria.length;
  const treatmentCount = settings.treatments.length;
  const n = assets.count;
  const states = settings.serviceStates;
  const totalWeight = settings.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);

  const meanSojourn = new Float64Array(criterionCount * STATE_COUNT);
  settings.criteria.forEach((criterion, c) => {
    for (let s = 0; s < END_OF_LIFE_STATE; s++) {
      const start = s === 0 ? 0 : (criterion.profile[s - 1] ?? 0);
      meanSojourn[c * STATE_COUNT + s] = (criterion.profile[s] ?? 0) - start;
    }
    meanSojourn[c * STATE_COUNT + END_OF_LIFE_STATE] = Number.POSITIVE_INFINITY;
  });

  const idIndex = assets.ids.indexesOf([...settings.strategy.excluded, ...settings.strategy.forced.map((forced) => forced.asset)]);
  const excluded = new Uint8Array(n);
  for (const id of settings.strategy.excluded) excluded[idIndex.get(id) ?? 0] = 1;

  const effectLists = settings.treatments.map((treatment) => effectCriteria(settings, treatment));
  const effectStart = new Uint32Array(treatmentCount + 1);
  const triggerBit = Uint32Array.from(settings.treatments, (treatment) => 1 << settings.criteria.findIndex((criterion) => criterion.id === treatment.trigger.criterion));
  effectLists.forEach((list, t) => (effectStart[t + 1] = (effectStart[t] ?? 0) + list.length));
  const costTypes = [...new Set(settings.treatments.map((treatment) => treatment.costType))];
  const sourceIds = settings.strategy.fundingSources.map((source) => source.id);
  const treatmentIds = settings.treatments.map((treatment) => treatment.id);
  const assetValue = assetValues(assets);

  return {
    settings,
    assets,
    preset: preset ?? settings.strategy.budgetPreset,
    assetCount: n,
    criterionCount,
    treatmentCount,
    sourceCount: sourceIds.length,
    years: settings.strategy.years,
    servicePotential: Float64Array.from(states, (state) => state.servicePotential),
    remainingLife: Float64Array.from(states, (state) => state.remainingLife),
    nativeCondition: Float64Array.from(states, (state) => state.nativeCondition),
    weightShare: Float64Array.from(settings.criteria, (criterion) => criterion.weight / totalWeight),
    distribution: Uint8Array.from(settings.criteria, (criterion) => DISTRIBUTION_CODES[criterion.distribution]),
    meanSojourn,
    initialState: initialStates(pkg),
    lifeFactor: lifeFactors(pkg),
    location: assets.categories.location.codes,
    locationCount: assets.categories.location.values.length,
    benefitFactor: benefitFactors(pkg),
    treatmentMask: treatmentMasks(pkg),
    excluded,
    assetValue,
    hasAssetValues: assetValue.some((value) => value > 0),
    ...triggers(settings),
    gains: gainTables(settings, meanSojourn),
    effectCriteria: Uint8Array.from(effectLists.flat()),
    effectStart,
    triggerBit,
    treatmentCover: Uint32Array.from(triggerBit, (bit, t) => (effectLists[t] ?? []).reduce((mask, c) => mask | (1 << c), bit)),
    effectType: Uint8Array.from(settings.treatments, ({ effect }) =>
      effect.type === 'reset' ? EFFECT_RESET : effect.type === 'improve' ? EFFECT_IMPROVE : EFFECT_ADD_YEARS,
    ),
    effectAmount: Float64Array.from(settings.treatments, ({ effect }) =>
      effect.type === 'improve' ? effect.states : effect.type === 'addYears' ? effect.years : 0,
    ),
    costPerMeasure: Float64Array.from(settings.treatments, (treatment) => (treatment.unitCost * treatment.applyRate) / 100),
    applyShare: Float64Array.from(settings.treatments, (treatment) => treatment.applyRate / 100),
    costFactor: settings.treatments.map((treatment) => variationFactors(assets, treatment.costVariations)),
    costType: Uint8Array.from(settings.treatments, (treatment) => costTypes.indexOf(treatment.costType)),
    costTypes,
    sourceMask: Uint32Array.from(settings.treatments, (treatment) => {
      const allowed = treatment.fundingSources ?? sourceIds;
      return allowed.reduce((mask, id) => mask | (1 << sourceIds.indexOf(id)), 0);
    }),
    followUpTreatment: Int8Array.from(settings.treatments, (treatment) =>
      treatment.followUp ? treatmentIds.indexOf(treatment.followUp.treatment) : -1,
    ),
    followUpAfter: Uint16Array.from(settings.treatments, (treatment) => treatment.followUp?.afterYears ?? 0),
    funding: fundingPlan(settings.strategy),
    ...forcedWorks(settings, idIndex, treatmentIds),
  };
}

/**
 * An imported condition becomes the state whose native condition is nearest (the worse state on
 * a tie). The asset is taken to have just entered that state.
 */
function initialStates({ settings, assets }: SimulationPackage): Uint8Array {
  const criterionCount = settings.criteria.length;
  const native = Float64Array.from(settings.serviceStates, (state) => state.nativeCondition);
  const states = new Uint8Array(assets.count * criterionCount);
  assets.conditions.forEach((conditions, c) => nearestStates(conditions, native, states, c, criterionCount));
  return states;
}

/** The nearest state of each condition (the worse one on a tie), into `states[asset * criteria + c]`. */
function nearestStates(conditions: Float64Array, native: Float64Array, states: Uint8Array, c: number, criterionCount: number): void {
  for (let asset = 0; asset < conditions.length; asset++) {
    const value = conditions[asset] as number;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let state = 0; state < native.length; state++) {
      const distance = Math.abs((native[state] as number) - value);
      // Native conditions run steadily up or down, so distances fall then rise: stop once they rise.
      if (distance > bestDistance) break;
      best = state;
      bestDistance = distance;
    }
    states[asset * criterionCount + c] = best;
  }
}

/** The first matching life variation of each criterion scales that asset's time in every state. */
function lifeFactors({ settings, assets }: SimulationPackage): Float32Array {
  const criterionCount = settings.criteria.length;
  const factors = new Float32Array(assets.count * criterionCount).fill(1);
  settings.criteria.forEach((criterion, c) => {
    const decided = new Uint8Array(assets.count);
    for (const variation of criterion.lifeVariation) {
      const mask = filterMask(assets, variation.filter);
      for (let asset = 0; asset < assets.count; asset++) {
        if (mask[asset] === 1 && decided[asset] === 0) {
          factors[asset * criterionCount + c] = variation.factor;
          decided[asset] = 1;
        }
      }
    }
  });
  return factors;
}

/** Benefit variation: the asset's consequence-of-failure percent plus its first matching filter's. */
function benefitFactors({ settings, assets }: SimulationPackage): Float32Array {
  const { consequenceOfFailure, filters } = settings.strategy.benefit.variation;
  const percent = new Float64Array(assets.count);
  const levels = assets.consequenceOfFailure;
  if (levels) {
    const byLevel = [0, 1, 2, 3, 4, 5].map((level) => consequenceOfFailure[String(level) as '1'] ?? 0);
    for (let asset = 0; asset < assets.count; asset++) percent[asset] = byLevel[levels[asset] ?? 0] ?? 0;
  }
  const filtered = variationFactors(assets, filters);
  const factors = new Float32Array(assets.count);
  for (let asset = 0; asset < assets.count; asset++) {
    const filterPercent = filtered ? ((filtered[asset] ?? 1) - 1) * 100 : 0;
    factors[asset] = Math.max(0, 1 + ((percent[asset] ?? 0) + filterPercent) / 100);
  }
  return factors;
}

/**
 * 1 + the percent of the first matching variation, per asset; null when there are none. In
 * doubles: a cost factor of 1.1 in a float would put $0.24 on a $10 million job.
 */
function variationFactors(
  assets: AssetTable,
  variations: readonly { filter: Parameters<typeof filterMask>[1]; percent: number }[],
): Float64Array | null {
  if (variations.length === 0) return null;
  const factors = new Float64Array(assets.count).fill(1);
  const decided = new Uint8Array(assets.count);
  for (const variation of variations) {
    const mask = filterMask(assets, variation.filter);
    for (let asset = 0; asset < assets.count; asset++) {
      if (mask[asset] === 1 && decided[asset] === 0) {
        factors[asset] = 1 + variation.percent / 100;
        decided[asset] = 1;
      }
    }
  }
  return factors;
}

function treatmentMasks({ settings, assets }: SimulationPackage): Uint32Array {
  const masks = new Uint32Array(assets.count);
  settings.treatments.forEach((treatment, t) => addToMasks(masks, treatment.filter ? filterMask(assets, treatment.filter) : null, (1 << t) >>> 0));
  return masks;
}

/** Sets `bit` in the masks of the assets a filter selects (every asset for no filter). */
function addToMasks(masks: Uint32Array, selected: Uint8Array | null, bit: number): void {
  if (selected === null) {
    for (let asset = 0; asset < masks.length; asset++) masks[asset] = (masks[asset] as number) | bit;
    return;
  }
  for (let asset = 0; asset < masks.length; asset++) masks[asset] = (masks[asset] as number) | ((selected[asset] as number) * bit);
}

function triggers(settings: SimulationSettings) {
  const criterionCount = settings.criteria.length;
  const triggeredBy = new Uint32Array(criterionCount * STATE_COUNT);
  const lowestTrigger = new Uint8Array(criterionCount).fill(STATE_COUNT);
  settings.treatments.forEach((treatment, t) => {
    const c = settings.criteria.findIndex((criterion) => criterion.id === treatment.trigger.criterion);
    for (let s = treatment.trigger.fromState; s <= treatment.trigger.toState; s++) {
      triggeredBy[c * STATE_COUNT + s] = (triggeredBy[c * STATE_COUNT + s] ?? 0) | (1 << t);
    }
    lowestTrigger[c] = Math.min(lowestTrigger[c] ?? STATE_COUNT, treatment.trigger.fromState);
  });
  return { triggeredBy, lowestTrigger };
}

/** Each asset's value, 0 where it has none (a missing or non-positive value). */
function assetValues(assets: AssetTable): Float64Array {
  const values = new Float64Array(assets.count);
  const source = assets.assetValue;
  if (source === null) return values;
  for (let asset = 0; asset < values.length; asset++) {
    const value = source[asset] as number;
    if (value > 0) values[asset] = value;
  }
  return values;
}

function forcedWorks(settings: SimulationSettings, idIndex: ReadonlyMap<string, number>, treatmentIds: readonly string[]) {
  const { forced, startYear, years } = settings.strategy;
  const ordered = [...forced].sort((a, b) => a.year - b.year);
  const forcedStart = new Uint32Array(years + 1);
  for (const entry of ordered) {
    const slot = entry.year - startYear + 1;
    forcedStart[slot] = (forcedStart[slot] ?? 0) + 1;
  }
  for (let year = 0; year < years; year++) forcedStart[year + 1] = (forcedStart[year + 1] ?? 0) + (forcedStart[year] ?? 0);
  return {
    forcedStart,
    forcedAsset: Uint32Array.from(ordered, (entry) => idIndex.get(entry.asset) ?? 0),
    forcedTreatment: Uint8Array.from(ordered, (entry) => treatmentIds.indexOf(entry.treatment)),
  };
}
