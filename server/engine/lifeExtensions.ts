import { MAX_CRITERIA } from '../../src/api/simulationPackage/limits';
import { EFFECT_ADD_YEARS, type Model } from './model';

/**
 * The elements whose life an add-years treatment has extended since they entered their state.
 * Such a treatment does not trigger again on the asset while an element it extended is still in
 * that state: the years it added are what keeps the element there, not a new need. Once the
 * element moves on (it ages into the next state, or another treatment changes it) the treatment
 * may trigger again.
 */
export class LifeExtensions {
  /** Per asset, bit c set while the element of criterion c is extended. */
  readonly extended: Uint8Array;
  /**
   * For each set of extended criteria (bits, as in `extended`), the add-years treatments it holds
   * back: those whose effect includes one of them. A table, so that the hot loops look it up for
   * every asset without a branch that V8 would first meet after compiling them.
   */
  readonly heldBack: Uint32Array;

  constructor(model: Model) {
    this.extended = new Uint8Array(model.assetCount);
    const extendedBy = new Uint32Array(model.criterionCount);
    for (let t = 0; t < model.treatmentCount; t++) {
      if (model.effectType[t] !== EFFECT_ADD_YEARS) continue;
      for (let k = model.effectStart[t] as number; k < (model.effectStart[t + 1] as number); k++) {
        const c = model.effectCriteria[k] as number;
        extendedBy[c] = ((extendedBy[c] as number) | (1 << t)) >>> 0;
      }
    }
    this.heldBack = new Uint32Array(1 << MAX_CRITERIA);
    for (let criteria = 1; criteria < this.heldBack.length; criteria++) {
      const c = 31 - Math.clz32(criteria & -criteria);
      this.heldBack[criteria] = ((this.heldBack[criteria & (criteria - 1)] as number) | (extendedBy[c] ?? 0)) >>> 0;
    }
  }
}
