import { addYears, dayAfter, dayBefore, fiscalYearEnd } from './workPlanTimeFrame';
import type { PlanningYear } from '../schemas/workPlan.schema';

/** ISO dates ('YYYY-MM-DD') compare as text in calendar order. */
type IsoDate = string;

/**
 * The fiscal year, in the plan's fiscal calendar, that holds `date`: the plan's fiscal year start
 * moved by whole years (1 July 2026 → 1 July 2031 for a date in late 2031).
 */
export function fiscalYearOf(date: IsoDate, fiscalYearStart: IsoDate): { start: IsoDate; end: IsoDate } {
  const offset = Number(date.slice(0, 4)) - Number(fiscalYearStart.slice(0, 4));
  let start = addYears(fiscalYearStart, offset);
  if (start > date) start = addYears(fiscalYearStart, offset - 1);
  else if (fiscalYearEnd(start) < date) start = addYears(fiscalYearStart, offset + 1);
  return { start, end: fiscalYearEnd(start) };
}

/**
 * Why a date cannot be taken, in SPEC 5's words. The texts say 'later than' and 'lower than', so
 * `dateVal` is the last day refused before the allowed range, or the first one after it: a phase
 * starting on 1 July takes treatments from that day, and says 'later than 30 June'.
 */
export type DateRefusal = { key: 'dateMustBeLater' | 'dateMustBeLower'; dateVal: IsoDate };
export type PhaseDatesRefusal = DateRefusal | { key: 'phaseSpansYears' };

/**
 * SPEC 5: 'A phase cannot span more than one fiscal or calendar year.' A phase may end on the day
 * it starts; its dates lie within one calendar year, or within one fiscal year of the plan's
 * fiscal calendar.
 */
export function phaseDatesRefusal(phase: { start_date: IsoDate; end_date: IsoDate }, fiscalYearStart: IsoDate): PhaseDatesRefusal | null {
  if (phase.end_date < phase.start_date) return { key: 'dateMustBeLater', dateVal: dayBefore(phase.start_date) };
  if (phase.start_date.slice(0, 4) === phase.end_date.slice(0, 4)) return null;
  const fiscalYear = fiscalYearOf(phase.start_date, fiscalYearStart);
  return phase.end_date <= fiscalYear.end ? null : { key: 'phaseSpansYears' };
}

/** A treatment is dated within its phase, both ends included. */
export function treatmentDateRefusal(date: IsoDate, phase: { start_date: IsoDate; end_date: IsoDate }): DateRefusal | null {
  if (date < phase.start_date) return { key: 'dateMustBeLater', dateVal: dayBefore(phase.start_date) };
  if (date > phase.end_date) return { key: 'dateMustBeLower', dateVal: dayAfter(phase.end_date) };
  return null;
}

/** The planning year a date falls in, or null outside the plan's time frame. */
export function planningYearIndexOf(date: IsoDate, years: readonly PlanningYear[]): number | null {
  return years.find((year) => year.start <= date && date <= year.end)?.index ?? null;
}
