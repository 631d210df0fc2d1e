import { FIRST_PLANNING_DATE, LAST_PLANNING_DATE, PLANNING_YEARS_MAX, type TimeFrame, type TimeFrameInput } from '../api/schemas/workPlan.schema';
import { dayAfter, dayBefore, fiscalYearEnd, planningYears, timeFrameRefusal } from '../api/rules/workPlanTimeFrame';

/** The planning time frame as the form edits it: a cleared date or number is null. */
export type TimeFrameDraft = { fiscal_year_start: string | null; fiscal_year_end: string | null; planning_years: number | null };

/**
 * Why a date or the number of years cannot be saved. SPEC 5's date texts carry the other date
 * (`dateVal`, YYYY-MM-DD): the fiscal year's start, or the first day past the planning dates.
 */
export type TimeFrameProblem =
  | { key: 'required' }
  | { key: 'dateMustBeLater'; dateVal: string }
  | { key: 'dateMustBeLower'; dateVal: string }
  | { key: 'fiscalYearNotTwelveMonths' }
  | { key: 'yearsOutOfRange'; max: number };

export type TimeFrameProblems = { start: TimeFrameProblem | null; end: TimeFrameProblem | null; years: TimeFrameProblem | null };

/** The day before the first planning date and the day after the last, as SPEC 5's texts name them. */
const BEFORE_FIRST = dayBefore(FIRST_PLANNING_DATE);
const AFTER_LAST = dayAfter(LAST_PLANNING_DATE);

export const draftOfTimeFrame = ({ fiscal_year_start, fiscal_year_end, planning_years }: TimeFrame): TimeFrameDraft => ({
  fiscal_year_start,
  fiscal_year_end,
  planning_years,
});

/** A fiscal year is twelve months, so a new start brings its end along; the planner may still change the end. */
export function withStart(draft: TimeFrameDraft, start: string | null): TimeFrameDraft {
  return { ...draft, fiscal_year_start: start, fiscal_year_end: start ? fiscalYearEnd(start) : draft.fiscal_year_end };
}

// ISO dates compare as text in calendar order.
function boundsProblem(date: string | null): TimeFrameProblem | null {
  if (!date) return { key: 'required' };
  if (date < FIRST_PLANNING_DATE) return { key: 'dateMustBeLater', dateVal: BEFORE_FIRST };
  if (date > LAST_PLANNING_DATE) return { key: 'dateMustBeLower', dateVal: AFTER_LAST };
  return null;
}

/** Each field's problem, checked as the server checks the time frame (its rule is the one definition). */
export function timeFrameProblems(draft: TimeFrameDraft): TimeFrameProblems {
  const years = draft.planning_years;
  const yearsProblem: TimeFrameProblem | null =
    years === null ? { key: 'required' } : Number.isInteger(years) && years >= 1 && years <= PLANNING_YEARS_MAX ? null : { key: 'yearsOutOfRange', max: PLANNING_YEARS_MAX };
  const start = boundsProblem(draft.fiscal_year_start);
  let end = boundsProblem(draft.fiscal_year_end);
  if (!start && !end) {
    const refusal = timeFrameRefusal({ fiscal_year_start: draft.fiscal_year_start!, fiscal_year_end: draft.fiscal_year_end!, planning_years: 1 });
    end = refusal;
  }
  return { start, end, years: yearsProblem };
}

export const isTimeFrameValid = (draft: TimeFrameDraft): draft is TimeFrameInput => {
  const problems = timeFrameProblems(draft);
  return !problems.start && !problems.end && !problems.years;
};

export const isTimeFrameChanged = (draft: TimeFrameDraft, saved: TimeFrame) =>
  draft.fiscal_year_start !== saved.fiscal_year_start || draft.fiscal_year_end !== saved.fiscal_year_end || draft.planning_years !== saved.planning_years;

/** The planning years the draft gives, labelled as the server labels them; none while the start or the number is missing. */
export function draftYears(draft: TimeFrameDraft) {
  const problems = timeFrameProblems(draft);
  if (problems.start || problems.years) return [];
  return planningYears({ fiscal_year_start: draft.fiscal_year_start!, planning_years: draft.planning_years! });
}

/**
 * SPEC 5: removing planning years takes effect only on Save. The saved years past the draft's
 * number, whose budgets the save drops (budgets belong to a year's position, not its dates).
 */
export function removedYears(draft: TimeFrameDraft, saved: TimeFrame): string[] {
  const kept = draft.planning_years;
  if (kept === null || kept < 1 || kept >= saved.planning_years) return [];
  return saved.years.slice(kept).map((year) => year.label);
}
