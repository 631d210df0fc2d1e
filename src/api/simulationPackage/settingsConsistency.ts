import type { z } from 'zod';
import { END_OF_LIFE_STATE, SPLIT_TOLERANCE_PERCENT } from './limits';
import type { SimulationSettings } from './settings.schema';

type Path = (string | number)[];

/**
 * The rules of settings.json that span several fields: orderly service states, profiles that
 * end at the default life, references between criteria, treatments and funding sources, and a
 * budget split that totals 100 % every year.
 */
export function checkSettingsConsistency(settings: SimulationSettings, ctx: z.RefinementCtx): void {
  const report = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
  checkServiceStates(settings, report);
  checkCriteria(settings, report);
  checkTreatments(settings, report);
  checkStrategy(settings, report);
}

type Report = (path: Path, message: string) => void;

function checkServiceStates({ serviceStates }: SimulationSettings, report: Report): void {
  serviceStates.forEach((entry, index) => {
    if (entry.state !== index) report(['serviceStates', index, 'state'], `states must be listed in order 0 to 6 (expected ${index})`);
  });
  const first = serviceStates[0];
  if (first && first.servicePotential !== 100) {
    report(['serviceStates', 0, 'servicePotential'], 'state 0 (new) must have a service potential of 100 %');
  }
  let direction = 0;
  for (let index = 1; index < serviceStates.length; index++) {
    const previous = serviceStates[index - 1];
    const current = serviceStates[index];
    if (!previous || !current) continue;
    if (current.servicePotential > previous.servicePotential) {
      report(['serviceStates', index, 'servicePotential'], `service potential must not rise from state ${index - 1} to state ${index}`);
    }
    if (current.remainingLife > previous.remainingLife) {
      report(['serviceStates', index, 'remainingLife'], `remaining life must not rise from state ${index - 1} to state ${index}`);
    }
    const step = Math.sign(current.nativeCondition - previous.nativeCondition);
    if (step === 0 || (direction !== 0 && step !== direction)) {
      report(['serviceStates', index, 'nativeCondition'], 'native conditions must rise or fall steadily from state 0 to state 6');
    }
    direction = step;
  }
}

function checkCriteria({ criteria }: SimulationSettings, report: Report): void {
  reportDuplicates(criteria.map((criterion) => criterion.id), ['criteria'], 'criterion', report);
  criteria.forEach((criterion, index) => {
    criterion.profile.forEach((age, step) => {
      const before = step === 0 ? 0 : criterion.profile[step - 1];
      if (before !== undefined && age <= before) {
        report(['criteria', index, 'profile', step], `profile ages must increase (state ${step}→${step + 1} at ${age} years)`);
      }
    });
    const last = criterion.profile[END_OF_LIFE_STATE - 1];
    if (last !== undefined && last !== criterion.defaultLife) {
      report(['criteria', index, 'profile', END_OF_LIFE_STATE - 1], `the last profile age (${last}) must equal the default life (${criterion.defaultLife})`);
    }
  });
}

function checkTreatments({ treatments, criteria, strategy }: SimulationSettings, report: Report): void {
  const criterionIds = new Set(criteria.map((criterion) => criterion.id));
  const treatmentIds = new Set(treatments.map((treatment) => treatment.id));
  const sourceIds = new Set(strategy.fundingSources.map((source) => source.id));
  reportDuplicates(treatments.map((treatment) => treatment.id), ['treatments'], 'treatment', report);
  treatments.forEach((treatment, index) => {
    const at: Path = ['treatments', index];
    if (!criterionIds.has(treatment.trigger.criterion)) {
      report([...at, 'trigger', 'criterion'], `unknown criterion "${treatment.trigger.criterion}"`);
    }
    if (treatment.trigger.toState < treatment.trigger.fromState) {
      report([...at, 'trigger', 'toState'], 'the trigger range must not end before it starts');
    }
    if (treatment.effect.type === 'addYears' && treatment.trigger.toState === END_OF_LIFE_STATE) {
      report([...at, 'trigger', 'toState'], 'an addYears treatment cannot trigger at state 6: an asset at end of life has no later state to delay');
    }
    treatment.effectCriteria?.forEach((id, position) => {
      if (!criterionIds.has(id)) report([...at, 'effectCriteria', position], `unknown criterion "${id}"`);
    });
    if (treatment.followUp && !treatmentIds.has(treatment.followUp.treatment)) {
      report([...at, 'followUp', 'treatment'], `unknown treatment "${treatment.followUp.treatment}"`);
    }
    treatment.fundingSources?.forEach((id, position) => {
      if (!sourceIds.has(id)) report([...at, 'fundingSources', position], `unknown funding source "${id}"`);
    });
  });
}

function checkStrategy({ strategy, treatments }: SimulationSettings, report: Report): void {
  const lastYear = strategy.startYear + strategy.years - 1;
  const sourceIds = new Set(strategy.fundingSources.map((source) => source.id));
  const treatmentIds = new Set(treatments.map((treatment) => treatment.id));
  reportDuplicates(strategy.fundingSources.map((source) => source.id), ['strategy', 'fundingSources'], 'funding source', report);

  if (strategy.budget.yearly.length > strategy.years) {
    report(['strategy', 'budget', 'yearly'], `has ${strategy.budget.yearly.length} amounts for ${strategy.years} years`);
  }

  strategy.split.forEach((split, index) => {
    const at: Path = ['strategy', 'split', index];
    const previous = strategy.split[index - 1];
    if (index === 0 && split.fromYear !== strategy.startYear) {
      report([...at, 'fromYear'], `the first split must start in the start year ${strategy.startYear}`);
    } else if (previous && split.fromYear <= previous.fromYear) {
      report([...at, 'fromYear'], 'splits must be listed by increasing year');
    } else if (split.fromYear > lastYear) {
      report([...at, 'fromYear'], `${split.fromYear} is after the last year of the analysis (${lastYear})`);
    }
    let total = 0;
    for (const [source, share] of Object.entries(split.percent)) {
      if (!sourceIds.has(source)) report([...at, 'percent', source], `unknown funding source "${source}"`);
      total += share;
    }
    if (Math.abs(total - 100) > SPLIT_TOLERANCE_PERCENT) {
      report([...at, 'percent'], `the budget split must total 100 % (it totals ${round(total)} %)`);
    }
  });

  const excluded = new Set(strategy.excluded);
  strategy.forced.forEach((forced, index) => {
    const at: Path = ['strategy', 'forced', index];
    if (!treatmentIds.has(forced.treatment)) report([...at, 'treatment'], `unknown treatment "${forced.treatment}"`);
    if (forced.year < strategy.startYear || forced.year > lastYear) {
      report([...at, 'year'], `${forced.year} is outside the analysis (${strategy.startYear} to ${lastYear})`);
    }
    if (excluded.has(forced.asset)) report([...at, 'asset'], `asset ${forced.asset} is both forced and excluded`);
  });
}

function reportDuplicates(ids: readonly string[], at: Path, what: string, report: Report): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) report([...at, index, 'id'], `${what} id "${id}" is used twice`);
    seen.add(id);
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
