import { describe, expect, it } from 'vitest';
import { addYears, fiscalYearEnd, planningYears, timeFrameRefusal } from '../../src/api/rules/workPlanTimeFrame';

describe('work plan time frame', () => {
  it('keeps years 0 to 99 as written, not as 1900 to 1999', () => {
    expect(addYears('0050-03-15', 1)).toBe('0051-03-15');
    expect(fiscalYearEnd('0099-07-01')).toBe('0100-06-30');
    expect(fiscalYearEnd('0001-01-01')).toBe('0001-12-31');
  });

  it('ends a fiscal year the day before its start a year later, as PostgreSQL adds an interval', () => {
    expect(fiscalYearEnd('2026-07-01')).toBe('2027-06-30');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(fiscalYearEnd('2028-02-29')).toBe('2029-02-27');
    expect(fiscalYearEnd('1900-03-01')).toBe('1901-02-28');
  });

  it('labels planning years past 2999 like any other', () => {
    expect(planningYears({ fiscal_year_start: '2999-07-01', planning_years: 2 })).toEqual([
      { index: 0, label: 'FY2999/00', start: '2999-07-01', end: '3000-06-30' },
      { index: 1, label: 'FY3000/01', start: '3000-07-01', end: '3001-06-30' },
    ]);
  });

  it("refuses an end not after the start with SPEC 5's date text, naming the start", () => {
    expect(timeFrameRefusal({ fiscal_year_start: '2026-07-01', fiscal_year_end: '2026-07-01', planning_years: 1 })).toEqual({ key: 'dateMustBeLater', dateVal: '2026-07-01' });
    expect(timeFrameRefusal({ fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-29', planning_years: 1 })).toEqual({ key: 'fiscalYearNotTwelveMonths' });
    expect(timeFrameRefusal({ fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 1 })).toBeNull();
  });
});
