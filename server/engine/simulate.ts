import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { BudgetPreset } from '../../src/api/simulationPackage/settings.schema';
import { startAgeing } from './ageing';
import { Candidates } from './candidates';
import { ConditionTotals } from './conditionTotals';
import { FollowUps, followUpAsset, followUpTreatment } from './followUps';
import { LifeCycles } from './lifeCycles';
import { LifeExtensions } from './lifeExtensions';
import { compileModel, type Model, type SimulationPackage } from './model';
import { ageNetwork } from './networkAgeing';
import { ProgressReporter, type ProgressListener } from './progress';
import { Purse } from './purse';
import { Random } from './random';
import { Recorder } from './recorder';
import { treatmentCost } from './treatmentCost';
import { Works } from './works';

export interface SimulateOptions {
  /** Defaults to settings.json's seed. Same package and seed, same results. */
  seed?: number;
  /** Overrides the strategy's budget preset (the zero-budget baseline uses this). */
  budgetPreset?: BudgetPreset;
  /** Checked between years; an aborted run rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

export interface SimulationOutcome {
  /** Plain JSON, described by simulationResultsSchema. */
  results: SimulationResults;
  /** Per-asset paths in typed arrays; read with assetLifeCycle. */
  lifeCycles: LifeCycles;
}

/** The imported network's backlog is recorded as year -1. */
const IMPORTED = -1;

/** Runs a validated package year by year (DOMAIN.md, "The yearly loop"). */
export function simulate(pkg: SimulationPackage, options: SimulateOptions = {}): Promise<SimulationOutcome> {
  return simulateModel(compileModel(pkg, options.budgetPreset), options);
}

export async function simulateModel(model: Model, options: SimulateOptions = {}): Promise<SimulationOutcome> {
  const started = performance.now();
  const seed = options.seed ?? model.settings.seed;
  const { years, sourceCount, forcedStart, forcedAsset, forcedTreatment } = model;
  const carryOver = model.settings.strategy.carryOver;
  const progress = new ProgressReporter(options.onProgress, model.assetCount, years);

  const random = new Random(seed);
  const ageing = startAgeing(model, random);
  const totals = new ConditionTotals(model);
  totals.addAll(ageing.state);
  const recorder = new Recorder(model, totals);
  const lifeCycles = LifeCycles.forModel(model);
  lifeCycles.snapshot(0, ageing.state);
  const purse = new Purse(model);
  const followUps = new FollowUps(years);
  const extensions = new LifeExtensions(model);
  const works = new Works({ model, ageing, totals, random, lifeCycles, recorder, followUps, purse, extensions });
  const candidates = new Candidates(model, extensions);

  candidates.scan(ageing.state, works.treated, !purse.isZero);
  recorder.recordBacklog(IMPORTED, candidates.backlog);

  const carried = new Float64Array(sourceCount);
  for (let year = 0; year < years; year++) {
    options.signal?.throwIfAborted();
    ageNetwork(model, ageing, year + 1, random, totals, candidates.startMarks(works.treated), extensions);
    progress.report(year + 0.25, false);

    purse.open(year, carried);
    works.startYear();
    for (let k = forcedStart[year] as number; k < (forcedStart[year + 1] as number); k++) {
      const asset = forcedAsset[k] as number;
      const t = forcedTreatment[k] as number;
      const cost = treatmentCost(model, asset, t);
      if (!works.tryApply(asset, t, cost)) recorder.unfundedForced(year, cost);
    }
    const due = followUps.take(year);
    for (let k = 0; k < due.length; k++) {
      const packed = due[k] as number;
      const asset = followUpAsset(packed);
      const t = followUpTreatment(packed);
      const cost = treatmentCost(model, asset, t);
      if (!works.tryApply(asset, t, cost)) recorder.unfundedFollowUp(year, cost);
    }

    candidates.scan(ageing.state, works.treated, !purse.isZero);
    progress.report(year + 0.5, false);
    candidates.fund(works, purse);
    works.applyFunded(year, candidates);
    progress.report(year + 0.75, false);

    recorder.recordBacklog(year, candidates.backlog);
    for (let s = 0; s < sourceCount; s++) {
      const spent = recorder.spentBy(year, s);
      if (purse.isUnbounded) {
        recorder.funding(year, s, spent, 0, spent);
        continue;
      }
      const available = purse.available[s] as number;
      const budget = model.preset === 'zeroBudget' ? 0 : (model.funding.budget[s * years + year] as number);
      recorder.funding(year, s, budget, carried[s] as number, available);
      carried[s] = carryOver ? available - spent : 0;
    }
    recorder.recordCondition(year, totals);
    lifeCycles.snapshot(year + 1, ageing.state);
    progress.report(year + 1, true);
    await nextTurnOfEventLoop();
  }
  options.signal?.throwIfAborted();
  return { results: recorder.results(seed, (performance.now() - started) / 1000), lifeCycles };
}

/** Lets an abort or another task's message through between years. */
function nextTurnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
