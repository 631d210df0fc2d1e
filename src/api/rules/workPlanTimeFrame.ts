import type { PlanningYear, TimeFrameInput } from '../schemas/workPlan.schema';

type Ymd = { year: number; month: number; day: number };

const parse = (date: string): Ymd => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const format = ({ year, month, day }: Ymd): string => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** A UTC date of that day; setUTCFullYear because Date.UTC reads years 0 to 99 as 1900 to 1999. */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}
const daysIn = (year: number, month: number): number => utcDate(year, month + 1, 0).getUTCDate();

/** The same day `years` later, or the month's last day when it has none (29 February), as PostgreSQL adds an interval. */
export function addYears(date: string, years: number): string {
  const { year, month, day } = parse(date);
  return format({ year: year + years, month, day: Math.min(day, daysIn(year + years, month)) });
}

function shiftDays(date: string, days: number): string {
  const { year, month, day } = parse(date);
  const shifted = utcDate(year, month, day + days);
  return format({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

export const dayBefore = (date: string): string => shiftDays(date, -1);
export const dayAfter = (date: string): string => shiftDays(date, 1);

/** A fiscal year is twelve months: it ends the day before its start a year later (1 July 2026 → 30 June 2027). */
export const fiscalYearEnd = (start: string): string => dayBefore(addYears(start, 1));

/**
 * The plan's planning years from its fiscal year, labelled as planners write them: 'FY2026/27' for
 * a year across two calendar years, 'FY2026' for one that starts on 1 January.
 */
export function planningYears(timeFrame: Pick<TimeFrameInput, 'fiscal_year_start' | 'planning_years'>): PlanningYear[] {
  return Array.from({ length: timeFrame.planning_years }, (_, index) => {
    const start = addYears(timeFrame.fiscal_year_start, index);
    const end = fiscalYearEnd(start);
    const [startYear, endYear] = [parse(start).year, parse(end).year];
    const label = startYear === endYear ? `FY${startYear}` : `FY${startYear}/${String(endYear % 100).padStart(2, '0')}`;
    return { index, label, start, end };
  });
}

/** Why a time frame cannot be saved (SPEC 5's date texts first), or null when it can. */
export type TimeFrameRefusal = { key: 'dateMustBeLater'; dateVal: string } | { key: 'fiscalYearNotTwelveMonths' };

export function timeFrameRefusal(timeFrame: TimeFrameInput): TimeFrameRefusal | null {
  // ISO dates compare as text in calendar order.
  if (timeFrame.fiscal_year_end <= timeFrame.fiscal_year_start) return { key: 'dateMustBeLater', dateVal: timeFrame.fiscal_year_start };
  if (timeFrame.fiscal_year_end !== fiscalYearEnd(timeFrame.fiscal_year_start)) return { key: 'fiscalYearNotTwelveMonths' };
  return null;
}
