import { STATE_COUNT } from '../../src/api/simulationPackage/limits';
import { dueBy, passStates, type AgeingArrays } from './ageing';
import { triggeredAt, type ChangeMarks } from './candidates';
import type { ConditionTotals } from './conditionTotals';
import type { LifeExtensions } from './lifeExtensions';
import type { Model } from './model';
import type { Random } from './random';

/**
 * The run's ageing step. Ages every element to `now` (years since the start) as `ageOneYear`
 * does, through the same `passStates` (the same draws in the same order), and in the same pass
 * moves each element that changed state in the condition totals and marks its asset in `marks`
 * when the move can change its candidates (see `Candidates.startMarks`). One pass instead of
 * three: the moved elements are not written to a log and read back twice, and each asset's
 * location, network measure and states are read while they are in cache. A move also ends the
 * element's life extension (`LifeExtensions`), which marks the asset.
 */
export function ageNetwork(model: Model, ageing: AgeingArrays, now: number, random: Random, totals: ConditionTotals, marks: ChangeMarks, extensions: LifeExtensions): void {
  const { state } = ageing;
  const moves = pendingMoves;
  moves.fill(0);
  const last = ageAndTrack(model, state, ageing.nextAt, now, random, totals, marks.bits, marks.gainChanges, moves, extensions);
  if (last >= 0) markIfChanged(marks.bits, last, last * model.criterionCount, moves, state, model.criterionCount, model.triggeredBy, model.treatmentMask);
}

/** What the moves of the asset whose mark is pending imply: `[switched, regained]` (see `markIfChanged`). */
const pendingMoves = new Uint32Array(2);

/**
 * The loop of ageNetwork, in a function that ends with it: see `ageElements` in ageing.ts. It
 * walks the elements as that loop does; an asset's mark waits until the loop has passed all of
 * its elements, as it depends on their states after the year. Returns the asset whose mark is
 * still pending (-1 when nothing moved), its moves in `moves`.
 */
function ageAndTrack(
  model: Model,
  state: Uint8Array,
  nextAt: Float32Array,
  now: number,
  random: Random,
  totals: ConditionTotals,
  changed: Uint32Array,
  gainChanges: Uint32Array,
  moves: Uint32Array,
  extensions: LifeExtensions,
): number {
  const { criterionCount, location, triggeredBy, treatmentMask } = model;
  const { extended, heldBack } = extensions;
  const networkMeasure = model.assets.networkMeasure;
  const total = state.length;
  const due = dueBy(now);
  // The asset whose mark is pending and where its elements start.
  let asset = -1;
  let base = -criterionCount;
  for (let element = 0; element < total; element++) {
    if ((nextAt[element] as number) >= due) continue;
    const from = passStates(model, state, nextAt, element, now, random);
    const s = state[element] as number;
    if (element >= base + criterionCount) {
      if (asset >= 0) markIfChanged(changed, asset, base, moves, state, criterionCount, triggeredBy, treatmentMask);
      asset = Math.floor(element / criterionCount);
      base = asset * criterionCount;
      moves[0] = 0;
      moves[1] = 0;
    }
    const c = element - base;
    totals.moveAt(location[asset] as number, c, networkMeasure[asset] as number, from, s);
    moves[0] = (moves[0] as number) | ((triggeredBy[c * STATE_COUNT + from] as number) ^ (triggeredBy[c * STATE_COUNT + s] as number));
    moves[1] = (moves[1] as number) | (gainChanges[(c * STATE_COUNT + from) * STATE_COUNT + s] as number);
    // A move ends the element's extension: the add-years treatments it held back may trigger
    // again. Without a branch: one taken only in later years would throw the compiled loop away.
    const criteria = extended[asset] as number;
    const ended = criteria & (1 << c);
    extended[asset] = criteria ^ ended;
    moves[0] = (moves[0] as number) | (heldBack[ended] as number);
  }
  return asset;
}

/**
 * Marks an asset whose moves switched a treatment of its on or off (`moves[0]`) or changed the
 * gain of one (`moves[1]`) that its states after the year trigger.
 */
function markIfChanged(
  changed: Uint32Array,
  asset: number,
  base: number,
  moves: Uint32Array,
  state: Uint8Array,
  criterionCount: number,
  triggeredBy: Uint32Array,
  treatmentMask: Uint32Array,
): void {
  const triggered = triggeredAt(triggeredBy, criterionCount, state, base);
  if ((((moves[0] as number) | ((moves[1] as number) & triggered)) & (treatmentMask[asset] as number)) !== 0) {
    changed[asset >>> 5] = (changed[asset >>> 5] as number) | (1 << (asset & 31));
  }
}
