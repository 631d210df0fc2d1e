import { timeInState, type AgeingArrays } from './ageing';
import type { ConditionTotals } from './conditionTotals';
import type { FollowUps } from './followUps';
import type { LifeCycles } from './lifeCycles';
import { EFFECT_ADD_YEARS, EFFECT_RESET, type Model } from './model';
import type { Purse } from './purse';
import type { Random } from './random';
import type { Recorder } from './recorder';

/** Below every year, including -1 which stands for the imported network. */
const NEVER_TREATED = -2;

export interface WorksParts {
  model: Model;
  ageing: AgeingArrays;
  totals: ConditionTotals;
  random: Random;
  lifeCycles: LifeCycles;
  recorder: Recorder;
  followUps: FollowUps;
  purse: Purse;
}

/**
 * Pays for treatments and applies their effects: states and next transition times change, the
 * condition totals follow, spend and the asset's life cycle are recorded, and follow-ups are
 * booked. An asset receives at most one treatment a year.
 */
export class Works {
  /** Year of each asset's latest treatment. */
  readonly treatedYear: Int32Array;
  /** Assets treated in the current year. */
  readonly treated: Uint32Array;
  treatedLength = 0;

  constructor(private readonly parts: WorksParts) {
    this.treatedYear = new Int32Array(parts.model.assetCount).fill(NEVER_TREATED);
    this.treated = new Uint32Array(parts.model.assetCount);
  }

  startYear(): void {
    this.treatedLength = 0;
  }

  /** Funds and applies treatment t when a source can pay for it; false otherwise or when already treated this year. */
  tryApply(asset: number, t: number, cost: number, year: number): boolean {
    if (this.treatedYear[asset] === year) return false;
    const { purse } = this.parts;
    const source = purse.payer(t, cost);
    if (source < 0) return false;
    purse.pay(source, cost);
    this.apply(asset, t, cost, source, year);
    return true;
  }

  private apply(asset: number, t: number, cost: number, source: number, year: number): void {
    const { model, ageing, totals, random, lifeCycles, recorder, followUps } = this.parts;
    const { criterionCount, effectCriteria, effectStart, effectType, effectAmount } = model;
    const now = year + 1;
    const type = effectType[t] as number;
    const amount = effectAmount[t] as number;
    const end = effectStart[t + 1] as number;
    for (let k = effectStart[t] as number; k < end; k++) {
      const element = asset * criterionCount + (effectCriteria[k] as number);
      const from = ageing.state[element] as number;
      if (type === EFFECT_ADD_YEARS) {
        ageing.nextAt[element] = (ageing.nextAt[element] as number) + amount;
        continue;
      }
      const to = type === EFFECT_RESET ? 0 : Math.max(0, from - amount);
      ageing.state[element] = to;
      ageing.nextAt[element] = now + timeInState(model, element, to, random);
      totals.move(element, from, to);
    }
    this.treatedYear[asset] = year;
    this.treated[this.treatedLength++] = asset;
    lifeCycles.addTreatment(asset, year, t, source, cost);
    recorder.spend(year, asset, t, source, cost);
    const followUp = model.followUpTreatment[t] as number;
    const due = year + (model.followUpAfter[t] as number);
    if (followUp >= 0 && due < model.years) followUps.schedule(due, asset, followUp);
  }
}
