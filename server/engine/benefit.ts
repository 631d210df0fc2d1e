import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { SimulationSettings, Treatment } from '../../src/api/simulationPackage/settings.schema';

/** How the gain of a treatment on an element depends on the element's life variation factor f. */
const GAIN_AS_IS = 0;
/** Cumulative service potential of a reset or improvement: every state ahead lasts f times as long. */
const GAIN_TIMES_LIFE = 1;
/** Added years under serviceState or servicePotential: min(1, years / (f × mean years in s)) of the step. */
const GAIN_SHARE_OF_STEP = 2;

/**
 * Gains as flat tables indexed `(t * criteria + c) * STATE_COUNT + s`: what treatment t buys on
 * criterion c for an element in state s, zero for criteria the treatment does not touch.
 * `gain` is the gain on the criterion's own profile (a life variation factor of 1); `scaling`
 * (per treatment) says how it follows the element's factor (`elementGain`); for
 * `GAIN_SHARE_OF_STEP`, `step` is the whole step (one state, or the drop in potential to the next
 * state) and `stepShare` the added years over the mean years in s.
 *
 * The measures (DOMAIN.md leaves the formula open; samples/README.md writes them out):
 * - serviceState: states recovered, s − s'. Adding y years recovers min(1, y / L) of a state,
 *   L the years the element spends in s.
 * - servicePotential: service potential recovered, SP(s') − SP(s); adding years recovers the
 *   same share of the drop to the next state.
 * - cumulativeServicePotential: service-potential-years still ahead, A(s') − A(s), with
 *   A(s) = Σ over k ≥ s of SP(k) × years in k (the element's own, so f times the profile's);
 *   adding y years gives y × SP(s).
 * With the weighted calculation method each criterion's gain counts by its share of the weights.
 */
export interface GainTables {
  readonly gain: Float64Array;
  readonly step: Float64Array;
  readonly stepShare: Float64Array;
  readonly scaling: Uint8Array;
}

export function gainTables(settings: SimulationSettings, meanSojourn: Float64Array): GainTables {
  const criteria = settings.criteria;
  const potential = settings.serviceStates.map((state) => state.servicePotential);
  const totalWeight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const { basedOn, calculationMethod } = settings.strategy.benefit;
  const size = settings.treatments.length * criteria.length * STATE_COUNT;
  const tables = {
    gain: new Float64Array(size),
    step: new Float64Array(size),
    stepShare: new Float64Array(size),
    scaling: Uint8Array.from(settings.treatments, ({ effect }) =>
      basedOn === 'cumulativeServicePotential' ? (effect.type === 'addYears' ? GAIN_AS_IS : GAIN_TIMES_LIFE) : effect.type === 'addYears' ? GAIN_SHARE_OF_STEP : GAIN_AS_IS,
    ),
  };

  settings.treatments.forEach((treatment, t) => {
    for (const c of effectCriteria(settings, treatment)) {
      const criterion = criteria[c];
      if (!criterion) continue;
      const share = calculationMethod === 'weighted' ? criterion.weight / totalWeight : 1;
      const years = (s: number) => meanSojourn[c * STATE_COUNT + s] ?? 0;
      const remainingPotential = (s: number) => {
        let area = 0;
        for (let k = s; k < END_OF_LIFE_STATE; k++) area += (potential[k] ?? 0) * years(k);
        return area;
      };
      for (let s = 0; s < STATE_COUNT; s++) {
        const sp = (state: number) => potential[state] ?? 0;
        const cell = (t * criteria.length + c) * STATE_COUNT + s;
        let gain: number;
        const effect = treatment.effect;
        if (effect.type === 'addYears') {
          const step = s >= END_OF_LIFE_STATE ? 0 : basedOn === 'serviceState' ? 1 : sp(s) - sp(s + 1);
          const stepShare = s < END_OF_LIFE_STATE ? effect.years / years(s) : 0;
          tables.step[cell] = step * share;
          tables.stepShare[cell] = stepShare;
          if (basedOn === 'cumulativeServicePotential') gain = s < END_OF_LIFE_STATE ? effect.years * sp(s) : 0;
          else gain = step * Math.min(1, stepShare);
        } else {
          const after = effect.type === 'reset' ? 0 : Math.max(0, s - effect.states);
          if (basedOn === 'serviceState') gain = s - after;
          else if (basedOn === 'servicePotential') gain = sp(after) - sp(s);
          else gain = remainingPotential(after) - remainingPotential(s);
        }
        tables.gain[cell] = gain * share;
      }
    }
  });
  return tables;
}

/** The gain of treatment t on the element in table cell `cell`, whose life variation factor is `lifeFactor`. */
export function elementGain(tables: GainTables, t: number, cell: number, lifeFactor: number): number {
  const scaling = tables.scaling[t] as number;
  if (scaling === GAIN_TIMES_LIFE) return (tables.gain[cell] as number) * lifeFactor;
  if (scaling === GAIN_SHARE_OF_STEP) return (tables.step[cell] as number) * Math.min(1, (tables.stepShare[cell] as number) / lifeFactor);
  return tables.gain[cell] as number;
}

/** Indexes of the criteria a treatment's effect applies to. */
export function effectCriteria(settings: SimulationSettings, treatment: Treatment): number[] {
  const ids = treatment.effectCriteria ?? [treatment.trigger.criterion];
  return ids.map((id) => settings.criteria.findIndex((criterion) => criterion.id === id));
}

/**
 * The ranking key: the gain in benefit a treatment buys, times (1 + benefit variation), per dollar.
 * Free treatments rank first.
 */
export function benefitPerDollar(gain: number, benefitFactor: number, cost: number): number {
  return cost > 0 ? (gain * benefitFactor) / cost : Number.POSITIVE_INFINITY;
}
