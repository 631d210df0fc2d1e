import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { removedYears, timeFrameProblems } from '../../src/machines/workPlanTimeFrameDraft';
import { startWorkPlanSettings } from './harness/workPlanSettings.harness';
import { startWorkPlanSettingsList } from './harness/workPlanSettingsList.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { CAPITAL_WORKS, SETTINGS_WORK_PLAN_ID as ID, threeYearSettings, WARD, workPlanSettings } from './support/workPlanSettingsFixtures';

async function loaded() {
  const harness = startWorkPlanSettings();
  harness.loadSettings.resolve(workPlanSettings);
  await settle();
  return harness;
}

describe('work plan settings: planning time frame', () => {
  it('brings the fiscal year end along with a new start, 1 July to 30 June, and saves it with the information', async () => {
    const { actor, saveTimeFrame } = await loaded();
    actor.send({ type: 'start.change', value: '2027-07-01' });
    expect(actor.getSnapshot().context.draft).toEqual({ fiscal_year_start: '2027-07-01', fiscal_year_end: '2028-06-30', planning_years: 5 });
    actor.send({ type: 'form.submit' });
    expect(saveTimeFrame.lastInput).toEqual({
      workPlanId: ID,
      information: workPlanSettings.information,
      timeFrame: { fiscal_year_start: '2027-07-01', fiscal_year_end: '2028-06-30', planning_years: 5 },
    });
  });

  it("names SPEC 5's dates: an end not later than the start, and dates past the planning dates", () => {
    expect(timeFrameProblems({ fiscal_year_start: '2026-07-01', fiscal_year_end: '2026-06-30', planning_years: 5 }).end).toEqual({ key: 'dateMustBeLater', dateVal: '2026-07-01' });
    expect(timeFrameProblems({ fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-03-31', planning_years: 5 }).end).toEqual({ key: 'fiscalYearNotTwelveMonths' });
    expect(timeFrameProblems({ fiscal_year_start: '1899-07-01', fiscal_year_end: '1900-06-30', planning_years: 5 }).start).toEqual({ key: 'dateMustBeLater', dateVal: '1899-12-31' });
    expect(timeFrameProblems({ fiscal_year_start: '2999-07-01', fiscal_year_end: '3000-06-30', planning_years: 5 }).end).toEqual({ key: 'dateMustBeLower', dateVal: '3000-01-01' });
    expect(timeFrameProblems({ fiscal_year_start: '2026-01-01', fiscal_year_end: '2026-12-31', planning_years: 51 }).years).toEqual({ key: 'yearsOutOfRange', max: 50 });
  });

  it('warns of the years whose budgets Save drops, and drops nothing before Save (SPEC 5)', async () => {
    const { actor, saveTimeFrame, publishSettings, notifySaved } = await loaded();
    actor.send({ type: 'years.change', value: 3 });
    const { draft, settings } = actor.getSnapshot().context;
    expect(removedYears(draft, settings!.time_frame)).toEqual(['FY2029/30', 'FY2030/31']);
    expect(saveTimeFrame.calls).toHaveLength(0);
    actor.send({ type: 'form.submit' });
    saveTimeFrame.resolve(threeYearSettings);
    await settle();
    expect(publishSettings).toHaveBeenCalledWith(expect.anything(), threeYearSettings);
    expect(notifySaved).toHaveBeenCalledOnce();
    const after = actor.getSnapshot().context;
    expect(removedYears(after.draft, after.settings!.time_frame)).toEqual([]);
  });

  it('keeps the draft as typed when the server refuses it, with its reason until the next change', async () => {
    const { actor, saveTimeFrame } = await loaded();
    actor.send({ type: 'years.change', value: 7 });
    actor.send({ type: 'form.submit' });
    saveTimeFrame.reject(new ApiError(400, { code: 400, key: 'errors.dateMustBeLater', message: 'Date must be later than 2026-07-01.', params: { dateVal: '2026-07-01' } }));
    await settle();
    expect(actor.getSnapshot().context.draft.planning_years).toBe(7);
    expect(actor.getSnapshot().context.failure).toMatchObject({ key: 'errors.dateMustBeLater', params: { dateVal: '2026-07-01' } });
    actor.send({ type: 'years.change', value: 6 });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('work plan settings: funding sources and fields', () => {
  it('sends one budget per planning year, an empty one as 0, and resizes an open dialog when the years change', async () => {
    const { actor, saveItem } = startWorkPlanSettingsList({ workPlanId: ID, list: 'funding_sources', settings: workPlanSettings });
    actor.send({ type: 'item.add' });
    actor.send({ type: 'draft.change', changes: { name: 'Reserves', budgets: [1000, null, 3000, null, 5000] } });
    actor.send({ type: 'settings.changed', settings: threeYearSettings });
    expect(actor.getSnapshot().context.editor?.draft.budgets).toEqual([1000, null, 3000]);
    actor.send({ type: 'editor.submit' });
    expect(saveItem.lastInput).toEqual({ workPlanId: ID, list: 'funding_sources', itemId: null, body: { name: 'Reserves', budgets: [1000, 0, 3000] } });
  });

  it('does not save a funding source under a name the list has, whatever its case', () => {
    const { actor, saveItem } = startWorkPlanSettingsList({ workPlanId: ID, list: 'funding_sources', settings: workPlanSettings });
    actor.send({ type: 'item.add' });
    actor.send({ type: 'draft.change', changes: { name: ' capital WORKS ' } });
    actor.send({ type: 'editor.submit' });
    expect(saveItem.calls).toHaveLength(0);
    actor.send({ type: 'editor.cancel' });
    actor.send({ type: 'item.edit', id: CAPITAL_WORKS });
    actor.send({ type: 'draft.change', changes: { name: 'Capital works program' } });
    actor.send({ type: 'editor.submit' });
    expect(saveItem.lastInput?.itemId).toBe(CAPITAL_WORKS);
  });

  it('needs options for a list field, drops them for another type, and sends whether it is required', () => {
    const { actor, saveItem } = startWorkPlanSettingsList({ workPlanId: ID, list: 'udf_fields', settings: workPlanSettings });
    actor.send({ type: 'item.add' });
    actor.send({ type: 'draft.change', changes: { name: 'Contractor', type: 'list' } });
    actor.send({ type: 'editor.submit' });
    expect(saveItem.calls).toHaveLength(0);
    actor.send({ type: 'draft.change', changes: { options: ['Acme', 'acme'] } });
    actor.send({ type: 'editor.submit' });
    expect(saveItem.calls).toHaveLength(0);
    actor.send({ type: 'draft.change', changes: { options: ['Acme', 'Bolt'], required: true } });
    actor.send({ type: 'draft.change', changes: { type: 'text' } });
    expect(actor.getSnapshot().context.editor?.draft.options).toEqual([]);
    actor.send({ type: 'draft.change', changes: { type: 'list', options: ['Acme', 'Bolt'] } });
    actor.send({ type: 'editor.submit' });
    expect(saveItem.lastInput?.body).toEqual({ name: 'Contractor', type: 'list', options: ['Acme', 'Bolt'], required: true });
  });

  it('shows a new order at once and puts the old one back when it is refused', async () => {
    const { actor, orderItems } = startWorkPlanSettingsList({ workPlanId: ID, list: 'priority_items', settings: workPlanSettings });
    actor.send({ type: 'item.move', from: 2, to: 0 });
    expect(actor.getSnapshot().context.items.map(({ name }) => name)).toEqual(['Low', 'High', 'Medium']);
    orderItems.reject(apiError(409, 'The list has changed since you loaded it. Please refresh and try again.'));
    await settle();
    expect(actor.getSnapshot().context.items.map(({ name }) => name)).toEqual(['High', 'Medium', 'Low']);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('keeps an edited field unsaved when nothing changed', () => {
    const { actor, saveItem } = startWorkPlanSettingsList({ workPlanId: ID, list: 'udf_fields', settings: workPlanSettings });
    actor.send({ type: 'item.edit', id: WARD });
    actor.send({ type: 'editor.submit' });
    expect(saveItem.calls).toHaveLength(0);
  });
});
