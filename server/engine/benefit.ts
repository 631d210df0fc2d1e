import { END_OF_LIFE_STATE, STATE_COUNT } from '../../src/api/simulationPackage/limits';
import type { SimulationSettings, Treatment } from '../../src/api/simulationPackage/settings.schema';

/**
 * Gain that treatment t buys on criterion c for an asset in state s, as a flat table indexed
 * `(t * criteria + c) * STATE_COUNT + s`; zero for criteria the treatment does not touch.
 *
 * The proposed measures (DOMAIN.md leaves the formula open):
 * - serviceState: states recovered, s − s'. Adding y years recovers y / (mean years in s) of a state.
 * - servicePotential: service potential recovered, SP(s') − SP(s); adding years recovers the
 *   same share of the drop to the next state.
 * - cumulativeServicePotential: service-potential-years still ahead, A(s') − A(s), with
 *   A(s) = Σ over k ≥ s of SP(k) × mean years in k; adding y years gives y × SP(s).
 * With the weighted calculation method each criterion's gain counts by its share of the weights.
 */
export function gainTable(settings: SimulationSettings, meanSojourn: Float64Array): Float64Array {
  const criteria = settings.criteria;
  const potential = settings.serviceStates.map((state) => state.servicePotential);
  const totalWeight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const { basedOn, calculationMethod } = settings.strategy.benefit;
  const table = new Float64Array(settings.treatments.length * criteria.length * STATE_COUNT);

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
        let gain: number;
        const effect = treatment.effect;
        if (effect.type === 'addYears') {
          const delayedShare = s < END_OF_LIFE_STATE ? Math.min(1, effect.years / years(s)) : 0;
          if (basedOn === 'serviceState') gain = delayedShare;
          else if (basedOn === 'servicePotential') gain = delayedShare * (sp(s) - sp(Math.min(END_OF_LIFE_STATE, s + 1)));
          else gain = s < END_OF_LIFE_STATE ? effect.years * sp(s) : 0;
        } else {
          const after = effect.type === 'reset' ? 0 : Math.max(0, s - effect.states);
          if (basedOn === 'serviceState') gain = s - after;
          else if (basedOn === 'servicePotential') gain = sp(after) - sp(s);
          else gain = remainingPotential(after) - remainingPotential(s);
        }
        table[(t * criteria.length + c) * STATE_COUNT + s] = gain * share;
      }
    }
  });
  return table;
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
