import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { workPlanDetailSchema, workPlanPageSchema, workPlanSettingsSchema, type WorkPlanSettings } from '../../src/api/schemas/workPlan.schema';
import { errorPaths, eventsOf, makePortfolio, UNKNOWN_UUID } from './helpers/api';
import { useTestServer } from './helpers/useTestServer';

/** README "Demo accounts": the Core subscription HZN-COR-3107 has 'papa'; makePortfolio's cancelled Essentials has no flag. */
const LICENSED = 'HZN-COR-3107';
const UNLICENSED = 'HZN-ESS-5599';

const THIS_YEAR = new Date().getUTCFullYear();

/** A fiscal year from 1 July to 30 June (Australia's), the one a planner expects first. */
const AUSTRALIAN_TIME_FRAME = { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 5 };

describe.each(DATABASE_KINDS)('work plans on %s', (kind) => {
  const api = useTestServer(kind);

  async function portfolio(subscription = LICENSED) {
    return makePortfolio(api.server, { subscription });
  }

  async function createPlan(portfolioId: string, body: unknown = { name: 'Road resurfacing', description: 'Streets and water mains' }) {
    const response = await api.call('editor@horizon.test', 'POST', `/portfolios/${portfolioId}/work-plans`, body);
    expect(response.status).toBe(201);
    return workPlanDetailSchema.parse(response.body);
  }

  const settingsOf = async (id: string): Promise<WorkPlanSettings> => {
    const response = await api.call('viewer@horizon.test', 'GET', `/v5/workspace-setting/${id}`);
    expect(response.status).toBe(200);
    return workPlanSettingsSchema.parse(response.body);
  };

  const saveSettings = (id: string, body: unknown) => api.call('editor@horizon.test', 'PUT', `/v5/workspace-setting/${id}`, body);
  const write = (method: string, path: string, body?: unknown) => api.call('editor@horizon.test', method, path, body);

  describe('create', () => {
    it('makes a plan with trimmed texts, the Australian fiscal year over ten years and the usual statuses and priorities', async () => {
      const { id: pfId, name: portfolioName } = await portfolio();
      const plan = await createPlan(pfId, { name: '  Road resurfacing  ', description: ' Streets ' });
      expect(plan).toMatchObject({ name: 'Road resurfacing', description: 'Streets', portfolio_id: pfId, portfolio_name: portfolioName });
      expect(plan.time_frame).toMatchObject({ fiscal_year_start: `${THIS_YEAR}-07-01`, fiscal_year_end: `${THIS_YEAR + 1}-06-30`, planning_years: 10 });
      expect(plan.time_frame.years[0]).toEqual({
        index: 0,
        label: `FY${THIS_YEAR}/${String((THIS_YEAR + 1) % 100).padStart(2, '0')}`,
        start: `${THIS_YEAR}-07-01`,
        end: `${THIS_YEAR + 1}-06-30`,
      });
      const settings = await settingsOf(plan.id);
      expect(settings.status_items.map(({ name }) => name)).toEqual(['Proposed', 'Approved', 'In progress', 'Completed']);
      expect(settings.priority_items.map(({ name }) => name)).toEqual(['High', 'Medium', 'Low']);
      expect(settings.funding_sources).toEqual([]);
      expect((await eventsOf(api.server, pfId))[0]).toMatchObject({ action: 'work_plan.created', subject_type: 'work_plan', subject_id: plan.id });
    });

    it('refuses a name of no characters or over 50 and a description over 100 (SPEC 5)', async () => {
      const { id: pfId } = await portfolio();
      for (const [body, field] of [
        [{ name: '   ' }, 'body.name'],
        [{ name: 'x'.repeat(51) }, 'body.name'],
        [{ name: 'Plan', description: 'x'.repeat(101) }, 'body.description'],
      ] as const) {
        const response = await write('POST', `/portfolios/${pfId}/work-plans`, body);
        expect(response.status).toBe(400);
        expect(errorPaths(response)).toEqual([field]);
      }
      await createPlan(pfId, { name: 'x'.repeat(50), description: 'y'.repeat(100) });
    });

    it('allows a name already used in the portfolio, and says so for the soft warning', async () => {
      const { id: pfId } = await portfolio();
      const check = async (name: string) => (await api.call('viewer@horizon.test', 'GET', `/portfolios/${pfId}/work-plans/name-check?name=${encodeURIComponent(name)}`)).body;
      expect(await check('Road resurfacing')).toEqual({ name_taken: false });
      await createPlan(pfId);
      expect(await check('road resurfacing')).toEqual({ name_taken: true });
      await createPlan(pfId);
    });

    it("says in the plan's detail what the caller may do with it: an Editor reads, writes and deletes, a Viewer only reads", async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const asEditor = workPlanDetailSchema.parse((await api.call('editor@horizon.test', 'GET', `/work-plans/${plan.id}`)).body);
      expect(asEditor.allowed_actions).toEqual(expect.arrayContaining(['workPlans.read', 'workPlans.write', 'workPlans.delete']));
      const asViewer = workPlanDetailSchema.parse((await api.call('viewer@horizon.test', 'GET', `/work-plans/${plan.id}`)).body);
      expect(asViewer.allowed_actions).toContain('workPlans.read');
      expect(asViewer.allowed_actions).not.toContain('workPlans.write');
      expect(asViewer.allowed_actions).not.toContain('workPlans.delete');
    });

    it('lets a viewer read but not create', async () => {
      const { id: pfId } = await portfolio();
      expect((await api.call('viewer@horizon.test', 'POST', `/portfolios/${pfId}/work-plans`, { name: 'Plan' })).status).toBe(403);
    });
  });

  describe('list, read, change', () => {
    it("lists only the portfolio's plans on its tab, paged, and each in the user's plans", async () => {
      const [{ id: first }, { id: other }] = [await portfolio(), await portfolio()];
      const a = await createPlan(first, { name: 'A' });
      const b = await createPlan(first, { name: 'B' });
      await createPlan(other, { name: 'Elsewhere' });
      const page = workPlanPageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${first}/work-plans?page_size=1`)).body);
      expect(page).toMatchObject({ total_count: 2, total_pages: 2, current_page: 1, page_size: 1 });
      expect(page.contents.map(({ id }) => id)).toEqual([b.id]);
      const second = workPlanPageSchema.parse((await api.call('viewer@horizon.test', 'GET', `/portfolios/${first}/work-plans?page=2&page_size=1`)).body);
      expect(second.contents.map(({ id }) => id)).toEqual([a.id]);
      const mine = workPlanPageSchema.parse((await api.call('viewer@horizon.test', 'GET', '/work-plans?page_size=100')).body);
      expect(mine.contents.map(({ id }) => id)).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it('changes the information within the same limits and records it', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const changed = await write('PATCH', `/work-plans/${plan.id}`, { name: ' Renewals ' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ name: 'Renewals', description: 'Streets and water mains' });
      expect(Date.parse(changed.body.updated_at)).toBeGreaterThan(Date.parse(plan.updated_at));
      expect((await write('PATCH', `/work-plans/${plan.id}`, { description: 'x'.repeat(101) })).status).toBe(400);
      expect((await api.call('viewer@horizon.test', 'GET', `/work-plans/${plan.id}`)).body).toMatchObject({ name: 'Renewals', description: 'Streets and water mains' });
      expect((await eventsOf(api.server, pfId))[0]).toMatchObject({ action: 'work_plan.updated', details: { name: { from: 'Road resurfacing', to: 'Renewals' } } });
    });

    it('deletes permanently only with the typed name', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const wrong = await api.call('admin@horizon.test', 'DELETE', `/work-plans/${plan.id}`, { confirm_name: 'Road' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ key: 'errors.confirmWorkPlanNameMismatch', message: 'The name you typed does not match the Work Plan name.' });
      expect((await api.call('viewer@horizon.test', 'GET', `/work-plans/${plan.id}`)).status).toBe(200);
      expect((await api.call('admin@horizon.test', 'DELETE', `/work-plans/${plan.id}`, { confirm_name: 'Road resurfacing' })).status).toBe(204);
      expect((await api.call('viewer@horizon.test', 'GET', `/work-plans/${plan.id}`)).status).toBe(404);
      expect((await api.call('viewer@horizon.test', 'GET', `/v5/workspace-setting/${plan.id}`)).status).toBe(404);
      expect((await api.call('viewer@horizon.test', 'GET', `/work-plans/${UNKNOWN_UUID}`)).status).toBe(404);
    });
  });

  describe('settings', () => {
    it('labels the planning years by fiscal year, or by calendar year when it starts on 1 January', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const saved = await saveSettings(plan.id, { information: { name: 'Road resurfacing', description: '' }, time_frame: AUSTRALIAN_TIME_FRAME });
      expect(saved.status).toBe(200);
      expect(saved.body.time_frame.years.map(({ label }: { label: string }) => label)).toEqual(['FY2026/27', 'FY2027/28', 'FY2028/29', 'FY2029/30', 'FY2030/31']);
      expect(saved.body.time_frame.years[4]).toEqual({ index: 4, label: 'FY2030/31', start: '2030-07-01', end: '2031-06-30' });
      const calendar = await saveSettings(plan.id, {
        information: { name: 'Road resurfacing', description: '' },
        time_frame: { fiscal_year_start: '2026-01-01', fiscal_year_end: '2026-12-31', planning_years: 2 },
      });
      expect(calendar.body.time_frame.years.map(({ label }: { label: string }) => label)).toEqual(['FY2026', 'FY2027']);
      expect((await eventsOf(api.server, pfId))[0]).toMatchObject({ action: 'work_plan.settings_updated' });
    });

    it('refuses dates out of order, a fiscal year other than twelve months and 0 or 51 years, and keeps what was saved', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const information = { name: 'Road resurfacing', description: '' };
      expect((await saveSettings(plan.id, { information, time_frame: AUSTRALIAN_TIME_FRAME })).status).toBe(200);
      const before = await settingsOf(plan.id);
      const early = await saveSettings(plan.id, { information, time_frame: { ...AUSTRALIAN_TIME_FRAME, fiscal_year_end: '2026-06-30' } });
      expect(early.status).toBe(400);
      // The date goes with the key too, so that the client's translation of the text shows it.
      expect(early.body).toMatchObject({ code: 400, key: 'errors.dateMustBeLater', message: 'Date must be later than 2026-07-01.', params: { dateVal: '2026-07-01' } });
      const short = await saveSettings(plan.id, { information, time_frame: { ...AUSTRALIAN_TIME_FRAME, fiscal_year_end: '2027-03-31' } });
      expect(short.body).toMatchObject({ code: 400, key: 'errors.fiscalYearNotTwelveMonths' });
      for (const planning_years of [0, 51, 2.5]) {
        const response = await saveSettings(plan.id, { information, time_frame: { ...AUSTRALIAN_TIME_FRAME, planning_years } });
        expect(response.status).toBe(400);
        expect(errorPaths(response)).toEqual(['body.time_frame.planning_years']);
      }
      expect((await saveSettings(plan.id, { information: { name: 'x'.repeat(51), description: '' }, time_frame: AUSTRALIAN_TIME_FRAME })).status).toBe(400);
      expect(await settingsOf(plan.id)).toEqual(before);
    });

    it('refuses a fiscal year outside 1900 to 2999 with a clear text, and lets its planning years run past 2999', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const information = { name: 'Road resurfacing', description: '' };
      expect((await saveSettings(plan.id, { information, time_frame: AUSTRALIAN_TIME_FRAME })).status).toBe(200);
      const before = await settingsOf(plan.id);
      for (const [fiscal_year_start, fiscal_year_end, paths] of [
        // Two-digit years once read as 1900 to 1999.
        ['0099-07-01', '0100-06-30', ['body.time_frame.fiscal_year_start', 'body.time_frame.fiscal_year_end']],
        ['1899-07-01', '1900-06-30', ['body.time_frame.fiscal_year_start']],
        ['2999-07-01', '3000-06-30', ['body.time_frame.fiscal_year_end']],
        ['9999-07-01', '9999-12-31', ['body.time_frame.fiscal_year_start', 'body.time_frame.fiscal_year_end']],
      ] as const) {
        const response = await saveSettings(plan.id, { information, time_frame: { fiscal_year_start, fiscal_year_end, planning_years: 5 } });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 400, key: 'errors.validation' });
        expect(errorPaths(response)).toEqual(paths);
        for (const error of response.body.errors) expect(error.message).toBe('must be a date from 1900-01-01 to 2999-12-31');
      }
      expect(await settingsOf(plan.id)).toEqual(before);
      const first = await saveSettings(plan.id, { information, time_frame: { fiscal_year_start: '1900-01-01', fiscal_year_end: '1900-12-31', planning_years: 1 } });
      expect(first.body.time_frame.years).toEqual([{ index: 0, label: 'FY1900', start: '1900-01-01', end: '1900-12-31' }]);
      const last = await saveSettings(plan.id, { information, time_frame: { fiscal_year_start: '2999-01-01', fiscal_year_end: '2999-12-31', planning_years: 50 } });
      expect(last.status).toBe(200);
      expect(last.body.time_frame.years[49]).toEqual({ index: 49, label: 'FY3048', start: '3048-01-01', end: '3048-12-31' });
    });

    it('keeps a budget per planning year, and removing years on Save drops their budgets', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const information = { name: 'Road resurfacing', description: '' };
      await saveSettings(plan.id, { information, time_frame: AUSTRALIAN_TIME_FRAME });
      const created = await write('POST', `/v5/workspace-setting-funding-source/${plan.id}`, { name: 'Capital works', budgets: [100, 200, 300, 400, 500.5] });
      expect(created.status).toBe(201);
      expect(created.body.funding_sources).toMatchObject([{ name: 'Capital works', order: 0, budgets: [100, 200, 300, 400, 500.5] }]);
      await saveSettings(plan.id, { information, time_frame: { ...AUSTRALIAN_TIME_FRAME, planning_years: 2 } });
      expect((await settingsOf(plan.id)).funding_sources[0]!.budgets).toEqual([100, 200]);
      // The removed years' budgets are gone, not hidden: the years come back without them.
      await saveSettings(plan.id, { information, time_frame: AUSTRALIAN_TIME_FRAME });
      expect((await settingsOf(plan.id)).funding_sources[0]!.budgets).toEqual([100, 200, 0, 0, 0]);
    });

    it('adds, changes, orders and removes funding sources with one budget for each planning year', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      await saveSettings(plan.id, { information: { name: 'Road resurfacing', description: '' }, time_frame: { ...AUSTRALIAN_TIME_FRAME, planning_years: 2 } });
      const path = `/v5/workspace-setting-funding-source/${plan.id}`;
      const mismatch = await write('POST', path, { name: 'Grants', budgets: [1, 2, 3] });
      expect(mismatch.body).toMatchObject({ code: 400, key: 'errors.budgetsNotPerPlanningYear' });
      expect((await write('POST', path, { name: 'Grants', budgets: [1, -2] })).status).toBe(400);
      await write('POST', path, { name: 'Grants', budgets: [1, 2] });
      const second = await write('POST', path, { name: 'Renewals', budgets: [3, 4] });
      const [grants, renewals] = second.body.funding_sources as { id: string }[];
      expect((await write('POST', path, { name: 'grants', budgets: [0, 0] })).body).toMatchObject({ code: 409, key: 'errors.workPlanItemNameTaken' });
      const changed = await write('PUT', `${path}/${grants!.id}`, { name: 'Federal grants', budgets: [10, 20] });
      expect(changed.body.funding_sources[0]).toMatchObject({ name: 'Federal grants', budgets: [10, 20] });
      const ordered = await write('PUT', `${path}/order`, { ids: [renewals!.id, grants!.id] });
      expect(ordered.body.funding_sources.map(({ name, order }: { name: string; order: number }) => [name, order])).toEqual([
        ['Renewals', 0],
        ['Federal grants', 1],
      ]);
      expect((await write('PUT', `${path}/order`, { ids: [renewals!.id] })).body).toMatchObject({ code: 409, key: 'errors.workPlanOrderStale' });
      const removed = await write('DELETE', `${path}/${renewals!.id}`);
      expect(removed.body.funding_sources).toMatchObject([{ name: 'Federal grants', order: 0, budgets: [10, 20] }]);
    });

    it('keeps status and priority names unique per plan, and status colours as #rrggbb', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const status = `/v5/workspace-setting-status-item/${plan.id}`;
      expect((await write('POST', status, { name: 'on hold', colour: 'red' })).status).toBe(400);
      expect((await write('POST', status, { name: 'approved', colour: '#00ff00' })).status).toBe(409);
      const added = await write('POST', status, { name: 'On hold', colour: '#A1B2C3' });
      expect(added.body.status_items.at(-1)).toMatchObject({ name: 'On hold', colour: '#a1b2c3', order: 4 });
      const priority = `/v5/workspace-setting-priority-item/${plan.id}`;
      expect((await write('POST', priority, { name: 'HIGH' })).status).toBe(409);
      const [high, medium, low] = (await settingsOf(plan.id)).priority_items;
      expect((await write('PUT', `${priority}/${low!.id}`, { name: 'Medium' })).status).toBe(409);
      expect((await write('PUT', `${priority}/${low!.id}`, { name: 'Low' })).status).toBe(200);
      const ordered = await write('PUT', `${priority}/order`, { ids: [low!.id, medium!.id, high!.id] });
      expect(ordered.body.priority_items.map(({ name }: { name: string }) => name)).toEqual(['Low', 'Medium', 'High']);
    });

    it('needs options for a list field, and none for the other types', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const path = `/v5/workspace-setting-udf-field/${plan.id}`;
      expect((await write('POST', path, { name: 'Ward', type: 'list', options: [] })).body).toMatchObject({ code: 400, key: 'errors.udfOptionsInvalid' });
      expect((await write('POST', path, { name: 'Notes', type: 'text', options: ['x'] })).body).toMatchObject({ code: 400, key: 'errors.udfOptionsInvalid' });
      expect((await write('POST', path, { name: 'Cost', type: 'money' })).status).toBe(400);
      const added = await write('POST', path, { name: 'Ward', type: 'list', options: ['North', 'South'], required: true });
      expect(added.body.udf_fields).toEqual([{ id: expect.any(String), name: 'Ward', type: 'list', options: ['North', 'South'], required: true, order: 0 }]);
      await write('POST', path, { name: 'Inspected on', type: 'date' });
      expect((await write('POST', path, { name: 'ward', type: 'text' })).status).toBe(409);
      expect((await settingsOf(plan.id)).udf_fields.map(({ name, type, required }) => [name, type, required])).toEqual([
        ['Ward', 'list', true],
        ['Inspected on', 'date', false],
      ]);
    });

    it('holds at most 200 items in a list, as many as a reorder may name', async () => {
      const { id: pfId } = await portfolio();
      const plan = await createPlan(pfId);
      const priorities = (await settingsOf(plan.id)).priority_items.length;
      await api.server.db
        .insertInto('work_plan_priority_items')
        .values(Array.from({ length: 200 - priorities }, (_, index) => ({ work_plan_id: plan.id, position: priorities + index, name: `Priority ${index}` })))
        .execute();
      const full = await write('POST', `/v5/workspace-setting-priority-item/${plan.id}`, { name: 'One more' });
      expect(full.status).toBe(400);
      expect(full.body).toMatchObject({ code: 400, key: 'errors.workPlanListFull', message: 'A list holds at most 200 items.', params: { max: 200 } });
      const ids = (await settingsOf(plan.id)).priority_items.map(({ id }) => id);
      expect(ids).toHaveLength(200);
      expect((await write('PUT', `/v5/workspace-setting-priority-item/${plan.id}/order`, { ids: [...ids].reverse() })).status).toBe(200);
    });

    it("answers 404 for another plan's item and leaves it as it was", async () => {
      const { id: pfId } = await portfolio();
      const [mine, theirs] = [await createPlan(pfId, { name: 'Mine' }), await createPlan(pfId, { name: 'Theirs' })];
      const theirStatus = (await settingsOf(theirs.id)).status_items[0]!;
      const update = await write('PUT', `/v5/workspace-setting-status-item/${mine.id}/${theirStatus.id}`, { name: 'Taken', colour: '#000000' });
      expect(update.status).toBe(404);
      expect((await write('DELETE', `/v5/workspace-setting-status-item/${mine.id}/${theirStatus.id}`)).status).toBe(404);
      expect((await write('PUT', `/v5/workspace-setting-status-item/${mine.id}/order`, { ids: [theirStatus.id] })).status).toBe(409);
      expect((await settingsOf(theirs.id)).status_items[0]).toEqual(theirStatus);
      expect((await write('DELETE', `/v5/workspace-setting-priority-item/${mine.id}/${UNKNOWN_UUID}`)).status).toBe(404);
    });
  });

  describe('licence', () => {
    it("refuses every work plan route without 'papa', and allows it at portfolio level (SPEC 6)", async () => {
      const { id: pfId } = await portfolio(UNLICENSED);
      const refused = await write('POST', `/portfolios/${pfId}/work-plans`, { name: 'Plan' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ key: 'errors.workPlannerNotLicensed' });
      expect((await api.call('viewer@horizon.test', 'GET', `/portfolios/${pfId}/work-plans`)).status).toBe(403);
      await api.server.db.updateTable('portfolios').set({ features: ['papa'] }).where('id', '=', pfId).execute();
      const plan = await createPlan(pfId);
      await api.server.db.updateTable('portfolios').set({ features: [] }).where('id', '=', pfId).execute();
      expect((await api.call('viewer@horizon.test', 'GET', `/work-plans/${plan.id}`)).status).toBe(403);
      expect((await api.call('viewer@horizon.test', 'GET', `/v5/workspace-setting/${plan.id}`)).status).toBe(403);
      const mine = workPlanPageSchema.parse((await api.call('viewer@horizon.test', 'GET', '/work-plans?page_size=100')).body);
      expect(mine.contents.map(({ id }) => id)).not.toContain(plan.id);
      expect(mine.total_count).toBe(mine.contents.length);
    });

    it("lists a plan under the user's work plans while its portfolio or its subscription has 'papa'", async () => {
      const { id: pfId } = await portfolio(UNLICENSED);
      await api.server.db.updateTable('portfolios').set({ features: ['papa'] }).where('id', '=', pfId).execute();
      const plan = await createPlan(pfId);
      const listed = async () => workPlanPageSchema.parse((await api.call('viewer@horizon.test', 'GET', '/work-plans?page_size=100')).body).contents.map(({ id }) => id);
      expect(await listed()).toContain(plan.id);
      await api.server.db.updateTable('portfolios').set({ features: [] }).where('id', '=', pfId).execute();
      expect(await listed()).not.toContain(plan.id);
      const licensed = await portfolio(LICENSED);
      const theirs = await createPlan(licensed.id);
      expect(await listed()).toContain(theirs.id);
    });
  });
});
