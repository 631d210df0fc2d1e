import { describe, expect, it } from 'vitest';
import { fiscalYearOf, phaseDatesRefusal, planningYearIndexOf, treatmentDateRefusal } from '../../src/api/rules/phaseDates';
import { dayAfter, dayBefore, planningYears } from '../../src/api/rules/workPlanTimeFrame';

/** The Australian fiscal year (1 July to 30 June) a plan starts on. */
const JULY = '2026-07-01';

describe('phase dates (SPEC 5: a phase cannot span more than one fiscal or calendar year)', () => {
  it('steps days across months, years and leap days', () => {
    expect(dayBefore('2026-07-01')).toBe('2026-06-30');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2027-02-28')).toBe('2027-03-01');
    expect(dayBefore('0100-01-01')).toBe('0099-12-31');
  });

  it("finds the fiscal year of any date in the plan's fiscal calendar, before or after the plan's first", () => {
    expect(fiscalYearOf('2026-07-01', JULY)).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(fiscalYearOf('2027-06-30', JULY)).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(fiscalYearOf('2031-11-05', JULY)).toEqual({ start: '2031-07-01', end: '2032-06-30' });
    expect(fiscalYearOf('2020-03-01', JULY)).toEqual({ start: '2019-07-01', end: '2020-06-30' });
    expect(fiscalYearOf('2026-12-31', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('takes a phase within one calendar year, across the fiscal year boundary', () => {
    expect(phaseDatesRefusal({ start_date: '2027-01-01', end_date: '2027-12-31' }, JULY)).toBeNull();
    expect(phaseDatesRefusal({ start_date: '2027-06-30', end_date: '2027-07-01' }, JULY)).toBeNull();
  });

  it('takes a phase within one fiscal year, across the calendar year boundary', () => {
    expect(phaseDatesRefusal({ start_date: '2026-07-01', end_date: '2027-06-30' }, JULY)).toBeNull();
    expect(phaseDatesRefusal({ start_date: '2026-12-31', end_date: '2027-01-01' }, JULY)).toBeNull();
  });

  it('refuses a phase that leaves both its fiscal and its calendar year', () => {
    expect(phaseDatesRefusal({ start_date: '2026-07-01', end_date: '2027-07-01' }, JULY)).toEqual({ key: 'phaseSpansYears' });
    expect(phaseDatesRefusal({ start_date: '2026-06-30', end_date: '2027-01-01' }, JULY)).toEqual({ key: 'phaseSpansYears' });
    // With a calendar fiscal year, both rules are one: 31 December to 1 January spans two.
    expect(phaseDatesRefusal({ start_date: '2026-12-31', end_date: '2027-01-01' }, '2026-01-01')).toEqual({ key: 'phaseSpansYears' });
  });

  it("lets a phase end on its start day, and says 'later than' the day before the start otherwise", () => {
    expect(phaseDatesRefusal({ start_date: '2026-09-01', end_date: '2026-09-01' }, JULY)).toBeNull();
    expect(phaseDatesRefusal({ start_date: '2026-09-01', end_date: '2026-08-31' }, JULY)).toEqual({ key: 'dateMustBeLater', dateVal: '2026-08-31' });
  });

  it('dates a treatment within its phase, both ends included', () => {
    const phase = { start_date: '2026-07-01', end_date: '2026-12-31' };
    expect(treatmentDateRefusal('2026-07-01', phase)).toBeNull();
    expect(treatmentDateRefusal('2026-12-31', phase)).toBeNull();
    expect(treatmentDateRefusal('2026-06-30', phase)).toEqual({ key: 'dateMustBeLater', dateVal: '2026-06-30' });
    expect(treatmentDateRefusal('2027-01-01', phase)).toEqual({ key: 'dateMustBeLower', dateVal: '2027-01-01' });
  });

  it('places a date in the planning year it falls in, or in none outside the time frame', () => {
    const years = planningYears({ fiscal_year_start: JULY, planning_years: 3 });
    expect(planningYearIndexOf('2026-07-01', years)).toBe(0);
    expect(planningYearIndexOf('2027-06-30', years)).toBe(0);
    expect(planningYearIndexOf('2027-07-01', years)).toBe(1);
    expect(planningYearIndexOf('2029-06-30', years)).toBe(2);
    expect(planningYearIndexOf('2029-07-01', years)).toBeNull();
    expect(planningYearIndexOf('2026-06-30', years)).toBeNull();
  });
});
