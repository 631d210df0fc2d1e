import { describe, expect, it } from 'vitest';
import { phaseDraftOf, phaseErrors, projectDraftOf, projectErrors, treatmentErrors } from '../../src/ui/pages/workPlan/sidePanel/sidePanelDrafts';

const FISCAL_YEAR_START = '2026-07-01';
const phase = (start_date: string | null, end_date: string | null) => ({ ...phaseDraftOf(null), name: 'Stage A', start_date, end_date });

describe('the side panel forms refuse what SPEC 5 refuses', () => {
  it('a project needs a name of at most 100 characters', () => {
    expect(projectErrors(projectDraftOf(null))).toEqual({ name: { key: 'workPlanSidePanel:form.required' } });
    expect(projectErrors({ ...projectDraftOf(null), name: 'x'.repeat(101) })).toEqual({ name: { key: 'workPlanSidePanel:form.tooLong', params: { max: 100 } } });
    expect(projectErrors({ ...projectDraftOf(null), name: 'Harbour walk' })).toEqual({});
  });

  it.each([
    ['within the fiscal year 1 Jul 2026 – 30 Jun 2027', '2026-08-01', '2027-03-31', {}],
    ['within the calendar year 2027', '2027-01-01', '2027-12-31', {}],
    ['on a single day', '2026-08-01', '2026-08-01', {}],
    ['across two fiscal and two calendar years', '2026-08-01', '2027-08-31', { end_date: { key: 'errors.phaseSpansYears' } }],
    ['ending before it starts', '2026-08-01', '2026-07-15', { end_date: { key: 'errors.dateMustBeLater', date: '2026-07-31' } }],
  ])('a phase %s', (_, start, end, errors) => {
    expect(phaseErrors(phase(start, end), FISCAL_YEAR_START)).toEqual(errors);
  });

  it('a phase needs both dates', () => {
    expect(phaseErrors(phase(null, null), FISCAL_YEAR_START)).toMatchObject({ start_date: { key: 'workPlanSidePanel:form.required' }, end_date: { key: 'workPlanSidePanel:form.required' } });
  });

  it.each([
    ['on the phase’s first day', '2026-08-01', {}],
    ['on its last day', '2027-03-31', {}],
    ['the day before it starts', '2026-07-31', { date: { key: 'errors.dateMustBeLater', date: '2026-07-31' } }],
    ['the day after it ends', '2027-04-01', { date: { key: 'errors.dateMustBeLower', date: '2027-04-01' } }],
  ])('a treatment dated %s', (_, date, errors) => {
    expect(treatmentErrors({ date, variation: 0 }, { start_date: '2026-08-01', end_date: '2027-03-31' })).toEqual(errors);
  });
});
