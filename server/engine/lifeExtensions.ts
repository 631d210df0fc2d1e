import { EFFECT_ADD_YEARS, type Model } from './model';

/**
 * The elements whose life an add-years treatment has extended since they entered their state.
 * Such a treatment does not trigger again on the asset while an element it extended is still in
 * that state: the years it added are what keeps the element there, not a new need. Once the
 * element moves on (it ages into the next state, or another treatment changes it) the treatment
 * may trigger again.
 */
export class LifeExtensions {
  /** Per asset, bit c set while the element of criterion c is extended (at most 8 criteria). */
  readonly extended: Uint8Array;
  /** Per criterion, the add-years treatments whose effect includes it, as treatment bits. */
  readonly extendedBy: Uint32Array;

  constructor(model: Model) {
    this.extended = new Uint8Array(model.assetCount);
    this.extendedBy = new Uint32Array(model.criterionCount);
    for (let t = 0; t < model.treatmentCount; t++) {
      if (model.effectType[t] !== EFFECT_ADD_YEARS) continue;
      for (let k = model.effectStart[t] as number; k < (model.effectStart[t + 1] as number); k++) {
        const c = model.effectCriteria[k] as number;
        this.extendedBy[c] = ((this.extendedBy[c] as number) | (1 << t)) >>> 0;
      }
    }
  }
}

/** The add-years treatments that do not trigger on an asset whose extended criteria are the bits of `criteria`. */
export function suppressedBy(extendedBy: Uint32Array, criteria: number): number {
  let suppressed = 0;
  let remaining = criteria;
  while (remaining !== 0) {
    const c = 31 - Math.clz32(remaining & -remaining);
    remaining &= remaining - 1;
    suppressed |= extendedBy[c] as number;
  }
  return suppressed;
}
