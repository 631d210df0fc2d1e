import { MAX_TREATMENTS } from '../../src/api/simulationPackage/limits';

/**
 * An asset's need: what the works it is due for would cost (the backlog adds these up).
 *
 * Each criterion at or past a treatment's intervention level needs one work that meets it: a
 * treatment meets the criterion it is triggered on and those it acts on. Going down the asset's
 * triggered treatments in rank order (benefit per dollar, then treatment order), a treatment
 * counts when it meets a criterion still in need: a roof repair and a services overhaul of the
 * same building both count, a reseal and a reconstruction of the same road segment (both
 * triggered on its surface) only the first-ranked one, and a refurbishment that renews every
 * criterion leaves nothing for the repairs ranked after it. With one criterion, or one
 * treatment triggered, the need is the cost of the first-ranked treatment.
 *
 * `listTriggered` (candidates.ts) writes an asset's triggered treatments here, in treatment
 * order; the arrays are reused from one asset to the next.
 */
export const listedKey = new Float64Array(MAX_TREATMENTS);
export const listedCost = new Float64Array(MAX_TREATMENTS);
export const listedTreatment = new Uint8Array(MAX_TREATMENTS);
/** The bit of the criterion each is triggered on, and the bits of the criteria it meets. */
export const listedTrigger = new Uint32Array(MAX_TREATMENTS);
export const listedCover = new Uint32Array(MAX_TREATMENTS);

/** The need of the `count` treatments listed above: the cost of the works that meet every criterion in need. */
export function listedNeed(count: number): number {
  let needs = 0;
  let best = -1;
  let bestKey = -1;
  for (let i = 0; i < count; i++) {
    needs |= listedTrigger[i] as number;
    if ((listedKey[i] as number) > bestKey) {
      best = i;
      bestKey = listedKey[i] as number;
    }
  }
  if (best < 0) return 0;
  // One criterion in need: the first-ranked treatment meets it.
  return (needs & (needs - 1)) === 0 ? (listedCost[best] as number) : coverCost(count, needs);
}

/** The cost of the works, of the first `count` treatments listed above, that meet the criteria in need (`needs`, a bit each). */
function coverCost(count: number, needs: number): number {
  let uncovered = needs;
  let taken = 0;
  let total = 0;
  while (uncovered !== 0) {
    let best = -1;
    let bestKey = -1;
    for (let i = 0; i < count; i++) {
      if ((taken & (1 << i)) === 0 && (listedKey[i] as number) > bestKey) {
        best = i;
        bestKey = listedKey[i] as number;
      }
    }
    if (best < 0) break;
    taken |= 1 << best;
    const cover = listedCover[best] as number;
    if ((cover & uncovered) === 0) continue;
    total += listedCost[best] as number;
    uncovered &= ~cover;
  }
  return total;
}
