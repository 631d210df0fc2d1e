import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ageOneYear, ChangeLog, startAgeing } from '../../server/engine/ageing';
import { Candidates } from '../../server/engine/candidates';
import { ConditionTotals } from '../../server/engine/conditionTotals';
import { LifeExtensions } from '../../server/engine/lifeExtensions';
import { compileModel, type Model } from '../../server/engine/model';
import { ageNetwork } from '../../server/engine/networkAgeing';
import { loadPackage } from '../../server/engine/packageLoader';
import { Random } from '../../server/engine/random';
import { TreatedAssets } from '../../server/engine/works';
import { STATE_COUNT } from '../../src/api/simulationPackage/limits';

const samples = join(import.meta.dirname, '../../samples');

async function sampleModel(name: string): Promise<Model> {
  const loaded = await loadPackage(join(samples, name));
  if (!loaded.ok) throw new Error(`${name} sample is invalid`);
  return compileModel(loaded.package);
}

/**
 * The rule of `Candidates.startMarks`, asset by asset from the year's log of moves; a move of an
 * element in `extended` (`asset * criteria + c`) ends its extension and switches the add-years
 * treatments that extend it.
 */
function expectedMarks(model: Model, changes: ChangeLog, state: Uint8Array, extended: ReadonlySet<number>, heldBack: Uint32Array): Set<number> {
  const { criterionCount, triggeredBy, treatmentMask, treatmentCount } = model;
  const { gain, step, stepShare } = model.gains;
  const marked = new Set<number>();
  for (let k = 0; k < changes.length; k++) {
    const element = changes.element[k] as number;
    const asset = Math.floor(element / criterionCount);
    const c = element % criterionCount;
    const from = changes.from[k] as number;
    const to = state[element] as number;
    if (extended.has(element) && ((heldBack[1 << c] as number) & (treatmentMask[asset] as number)) !== 0) marked.add(asset);
    let triggered = 0;
    for (let other = 0; other < criterionCount; other++) triggered |= triggeredBy[other * STATE_COUNT + (state[asset * criterionCount + other] as number)] as number;
    for (let t = 0; t < treatmentCount; t++) {
      if (((treatmentMask[asset] as number) & (1 << t)) === 0) continue;
      const switched = (((triggeredBy[c * STATE_COUNT + from] as number) ^ (triggeredBy[c * STATE_COUNT + to] as number)) & (1 << t)) !== 0;
      const cell = (t * criterionCount + c) * STATE_COUNT;
      // A gain may differ for some life variation factor: its table, or the step and share an add-years gain is made of.
      const differs = (table: Float64Array) => table[cell + from] !== table[cell + to];
      const regained = (triggered & (1 << t)) !== 0 && (differs(gain) || differs(step) || differs(stepShare));
      if (switched || regained) marked.add(asset);
    }
  }
  return marked;
}

function markedAssets(bits: Uint32Array, assetCount: number): Set<number> {
  const marked = new Set<number>();
  for (let asset = 0; asset < assetCount; asset++) if (((bits[asset >>> 5] as number) & (1 << (asset & 31))) !== 0) marked.add(asset);
  return marked;
}

describe("the run's ageing step", () => {
  test.each(['buildings', 'roads'])('%s: the same moves as the ageing step, the totals of a recount, the marks of the rule plus last year\'s treated assets, and extensions ended by moves', async (name) => {
    const model = await sampleModel(name);
    const reference = { random: new Random(5), changes: new ChangeLog(model.assetCount * model.criterionCount) };
    const extensions = new LifeExtensions(model);
    const run = { random: new Random(5), totals: new ConditionTotals(model), candidates: new Candidates(model, extensions) };
    const { criterionCount } = model;
    const referenceAgeing = startAgeing(model, reference.random);
    const ageing = startAgeing(model, run.random);
    run.totals.addAll(ageing.state);
    const treated = new TreatedAssets(model.assetCount);
    let moved = 0;
    let marked = 0;
    let ended = 0;

    for (let year = 1; year <= 12; year++) {
      ageOneYear(model, referenceAgeing, year, reference.random, reference.changes);
      // Assets treated the year before stay marked whether they move or not; the last asset too.
      treated.clear();
      const treatedAssets = [year - 1, (year * 97) % model.assetCount, model.assetCount - 1];
      for (const asset of treatedAssets) treated.add(asset);
      const marks = run.candidates.startMarks(treated);
      // Every 7th asset's criteria extended, in turn.
      const extended = new Set<number>();
      extensions.extended.fill(0);
      for (let asset = year % 7; asset < model.assetCount; asset += 7) {
        const c = (asset + year) % criterionCount;
        extensions.extended[asset] = 1 << c;
        extended.add(asset * criterionCount + c);
      }
      ageNetwork(model, ageing, year, run.random, run.totals, marks, extensions);

      expect(ageing.state).toEqual(referenceAgeing.state);
      expect(ageing.nextAt).toEqual(referenceAgeing.nextAt);
      const recount = new ConditionTotals(model);
      recount.addAll(ageing.state);
      expect(Array.from(run.totals.count)).toEqual(Array.from(recount.count));
      run.totals.measure.forEach((measure, cell) => expect(measure).toBeCloseTo(recount.measure[cell] as number, 6));
      const expected = new Set([...expectedMarks(model, reference.changes, referenceAgeing.state, extended, extensions.heldBack), ...treatedAssets]);
      expect(markedAssets(marks.bits, model.assetCount)).toEqual(expected);
      const movedElements = new Set(Array.from(reference.changes.element.subarray(0, reference.changes.length)));
      const stillExtended = [...extended].filter((element) => !movedElements.has(element));
      const flagged = new Set<number>();
      extensions.extended.forEach((bits, asset) => {
        for (let c = 0; c < criterionCount; c++) if ((bits & (1 << c)) !== 0) flagged.add(asset * criterionCount + c);
      });
      expect(flagged).toEqual(new Set(stillExtended));
      ended += extended.size - stillExtended.length;
      moved += reference.changes.length;
      marked += expected.size;
    }
    // The years moved elements and marked assets, so the comparison above had something to compare.
    expect(moved).toBeGreaterThan(0);
    expect(marked).toBeGreaterThan(0);
    expect(ended).toBeGreaterThan(0);
  });
});
