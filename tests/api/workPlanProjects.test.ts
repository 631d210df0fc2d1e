import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataSourceListSchema, workPlanAssetDetailSchema, workPlanAssetPageSchema, type DataSource, type ProposedTreatment } from '../../src/api/schemas/dataSource.schema';
import {
  insightsSchema,
  phaseListSchema,
  phaseSchema,
  plannedTreatmentListSchema,
  projectListSchema,
  projectSchema,
  treatmentListSchema,
  treatmentSchema,
  type Phase,
  type Project,
} from '../../src/api/schemas/project.schema';
import { simulationDetailSchema } from '../../src/api/schemas/simulation.schema';
import { workPlanDetailSchema, workPlanSettingsSchema, type WorkPlanSettings } from '../../src/api/schemas/workPlan.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { createUser, errorPaths, makePortfolio, UNKNOWN_UUID, userId, type Fixture } from './helpers/api';
import { tinyRoads } from './helpers/packageFixture';
import { publishPackage, sampleFiles, waitForReports, waitForTask } from './helpers/publish';
import { useTestServer } from './helpers/useTestServer';

const ADMIN = 'admin@horizon.test';
const EDITOR = 'editor@horizon.test';
const VIEWER = 'viewer@horizon.test';

/** SPEC 5's texts, in the user's words. */
const FIVE_ASSETS = 'You have already selected 5 assets. No more assets can be selected.';
const SPANS_YEARS = 'A phase cannot span more than one fiscal or calendar year.';

const ROADS = await sampleFiles('roads');
const NETWORK = tinyRoads(ROADS, 40);
/** The register as the test reads it: each asset's network measure from assets.csv. */
const MEASURES = new Map(
  Papa.parse<Record<string, string>>(NETWORK.csv.toString('utf8'), { header: true, skipEmptyLines: true }).data.map((row) => [row.asset_id!, Number(row.network_measure)]),
);

/** The planning time frame: the Australian fiscal year 2026/27 over three years. */
const TIME_FRAME = { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 3 };

type Work = ProposedTreatment & { asset_id: string };

describe.each(DATABASE_KINDS)('work plan projects, phases and treatments on %s', (kind) => {
  const api = useTestServer(kind);
  let fixture: Fixture;
  let planId: string;
  let otherPlanId: string;
  let settings: WorkPlanSettings;
  let source: DataSource;
  let simulation: { id: string; name: string };
  /** The imported proposed treatments, by asset, as the plan's asset details serve them. */
  let works: Work[];

  const call = (...args: Parameters<typeof api.call>) => api.call(...args);
  const expectError = (response: Awaited<ReturnType<typeof call>>, status: number, key: string, message?: string) => {
    expect({ status: response.status, key: response.body?.key }).toEqual({ status, key });
    if (message) expect(response.body.message).toBe(message);
  };

  const createPlan = async (portfolioId: string, name: string) => {
    const created = await call(EDITOR, 'POST', `/portfolios/${portfolioId}/work-plans`, { name });
    expect(created.status).toBe(201);
    const id = workPlanDetailSchema.parse(created.body).id;
    const saved = await call(EDITOR, 'PUT', `/v5/workspace-setting/${id}`, { information: { name, description: '' }, time_frame: TIME_FRAME });
    expect(saved.status).toBe(200);
    return id;
  };

  const addFunding = async (plan: string, name: string, budgets: number[]) => {
    const response = await call(EDITOR, 'POST', `/v5/workspace-setting-funding-source/${plan}`, { name, budgets });
    expect(response.status).toBe(201);
    return workPlanSettingsSchema.parse(response.body);
  };

  const createProject = async (body: Record<string, unknown>, plan = planId): Promise<Project> => {
    const response = await call(EDITOR, 'POST', `/v5/project/${plan}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return projectSchema.parse(response.body);
  };

  const createPhase = async (projectId: string, body: Record<string, unknown>): Promise<Phase> => {
    const response = await call(EDITOR, 'POST', `/v5/project-phase/${planId}/${projectId}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return phaseSchema.parse(response.body);
  };

  const updatedAt = async (plan = planId) =>
    (await api.server.db.selectFrom('work_plans').select('updated_at').where('id', '=', plan).executeTakeFirstOrThrow()).updated_at.getTime();

  const lastEvent = async () =>
    api.server.db.selectFrom('activity_events').select(['action', 'subject_type', 'subject_name', 'details']).where('portfolio_id', '=', fixture.id).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();

  /** SPEC 5, from the register's measure and the imported work's cost: (cost per unit + variation) × measure. */
  const estimate = (work: Work, variation = 0) => {
    const measure = MEASURES.get(work.asset_id)!;
    return measure * (work.cost / measure + variation);
  };

  /** Distinct assets with their first unplaced work, `count` of them. */
  const assetsWithWorks = (count: number, skip = 0) => {
    const byAsset = new Map<string, Work>();
    for (const work of works) if (!byAsset.has(work.asset_id)) byAsset.set(work.asset_id, work);
    const picked = [...byAsset.values()].slice(skip, skip + count);
    expect(picked).toHaveLength(count);
    return picked;
  };

  const pick = (work: Work, variation?: number) => ({ source_id: source.id, asset_id: work.asset_id, proposed_treatment_id: work.work_no, ...(variation === undefined ? {} : { variation }) });

  beforeAll(async () => {
    // Core carries the 'papa' feature (SPEC 6): the Work Planner is licensed.
    fixture = await makePortfolio(api.server, { subscription: 'HZN-COR-3107', workspaces: 1 });
    const published = await publishPackage(call, EDITOR, fixture.id, NETWORK);
    const created = await call(EDITOR, 'POST', `/workspaces/${fixture.workspaceIds[0]}/simulations`, {
      name: 'Roads programme',
      data_snapshot_id: published.snapshotId,
      simulation_settings_id: published.settingsId,
    });
    const detail = simulationDetailSchema.parse(created.body);
    await waitForTask(call, EDITOR, detail.current_task!.id, ['completed']);
    await waitForReports(call, EDITOR, detail.id);
    simulation = { id: detail.id, name: detail.name };
    planId = await createPlan(fixture.id, 'Resurfacing programme');
    otherPlanId = await createPlan(fixture.id, 'Another plan');
    await addFunding(planId, 'Capital', [100_000, 200_000, 300_000]);
    settings = await addFunding(planId, 'Grants', [50_000, 0, 10_000]);
    const imported = await call(EDITOR, 'POST', `/v5/datasource/${planId}/import`, { wp_id: planId, ds_ids: [detail.current_task!.id] });
    expect(imported.status).toBe(202);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const sources = dataSourceListSchema.parse((await call(VIEWER, 'GET', `/v5/datasource/${planId}`)).body).contents;
      if (sources[0]?.import_status === 'completed') {
        source = sources[0];
        break;
      }
      if (sources[0]?.import_status === 'failed' || Date.now() > deadline) throw new Error(`The import ended ${sources[0]?.import_status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const page = workPlanAssetPageSchema.parse((await call(VIEWER, 'GET', `/v5/assets/${planId}?source_id=${source.id}&limit=1000`)).body);
    works = [];
    for (const asset of page.contents.filter((candidate) => candidate.treatment_count > 0)) {
      const assetDetail = workPlanAssetDetailSchema.parse((await call(VIEWER, 'GET', `/v5/assets/${planId}/${source.id}/${encodeURIComponent(asset.asset_id)}`)).body);
      works.push(...assetDetail.proposed_treatments.map((work) => ({ ...work, asset_id: asset.asset_id })));
    }
  }, 240_000);

  describe('projects', () => {
    it("creates a project with the plan's first status, and lists it with its counts and money", async () => {
      const before = await updatedAt();
      const editorId = await userId(api.server, EDITOR);
      const priority = settings.priority_items[0]!;
      const project = await createProject({ name: '  Bellarine Highway  ', description: 'Resurface and renew the mains.', owner_id: editorId, priority_id: priority.id });
      expect(project).toMatchObject({
        name: 'Bellarine Highway',
        description: 'Resurface and renew the mains.',
        owner: { id: editorId, email: EDITOR },
        priority: { id: priority.id, name: priority.name },
        status: { id: settings.status_items[0]!.id, name: 'Proposed' },
        phase_count: 0,
        treatment_count: 0,
        total_budget: 0,
        treatment_cost: 0,
        start_date: null,
      });
      expect(await updatedAt()).toBeGreaterThan(before);
      expect(await lastEvent()).toMatchObject({ action: 'project.created', subject_type: 'project', subject_name: 'Bellarine Highway' });
      const list = projectListSchema.parse((await call(VIEWER, 'GET', `/v5/project/${planId}`)).body).contents;
      expect(list.map((item) => item.id)).toContain(project.id);
      expect((await call(VIEWER, 'GET', `/v5/project/${planId}/${project.id}`)).body).toEqual(project);
      const plan = workPlanDetailSchema.parse((await call(VIEWER, 'GET', `/work-plans/${planId}`)).body);
      expect(plan).toMatchObject({ project_count: list.length, has_spatial_data_sources: source.has_spatial_data });
    });

    it('refuses names over 100, descriptions over 250, an owner from outside the portfolio and items of another plan', async () => {
      const tooLong = await call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'x'.repeat(101), description: 'y'.repeat(251) });
      expect(tooLong.status).toBe(400);
      expect(errorPaths(tooLong).sort()).toEqual(['body.description', 'body.name']);
      expect((await call(EDITOR, 'POST', `/v5/project/${planId}`, { name: '   ' })).status).toBe(400);
      const stranger = await createUser(api.server, `stranger.${Date.now()}@horizon.test`);
      expectError(await call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'P', owner_id: stranger }), 400, 'errors.projectOwnerNotMember', 'The owner must be a member of this portfolio.');
      const other = workPlanSettingsSchema.parse((await call(VIEWER, 'GET', `/v5/workspace-setting/${otherPlanId}`)).body);
      expectError(await call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'P', priority_id: other.priority_items[0]!.id }), 400, 'errors.workPlanItemUnknown');
      expectError(await call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'P', status_id: other.status_items[0]!.id }), 400, 'errors.workPlanItemUnknown');
      expect((await call(EDITOR, 'POST', `/v5/project/${planId}`, { name: 'P', owner_id: 'not-an-id' })).status).toBe(400);
    });

    it('changes a project, keeps its status when none is given, and moves it on the Board by PATCH', async () => {
      const project = await createProject({ name: 'Geelong Road' });
      const changed = await call(EDITOR, 'PUT', `/v5/project/${planId}/${project.id}`, { name: 'Geelong Road stage 2', description: 'Stage 2' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ name: 'Geelong Road stage 2', description: 'Stage 2', status: { name: 'Proposed' }, owner: null, priority: null });
      expect(await lastEvent()).toMatchObject({ action: 'project.updated', details: { name: { from: 'Geelong Road', to: 'Geelong Road stage 2' } } });
      const approved = settings.status_items.find((item) => item.name === 'Approved')!;
      const moved = await call(EDITOR, 'PATCH', `/v5/project/${planId}/${project.id}/status`, { status_id: approved.id });
      expect(moved.status).toBe(200);
      expect(moved.body.status).toEqual({ id: approved.id, name: 'Approved', colour: approved.colour });
      expect(await lastEvent()).toMatchObject({ action: 'project.updated', details: { status: { from: 'Proposed', to: 'Approved' } } });
      expect((await call(EDITOR, 'PATCH', `/v5/project/${planId}/${project.id}/status`, {})).status).toBe(400);
    });

    it("answers 404 for an unknown project and for one of another plan, and lets a viewer only read", async () => {
      const project = await createProject({ name: 'Elsewhere' }, otherPlanId);
      for (const [method, body] of [['GET'], ['PUT', { name: 'X' }], ['PATCH', { status_id: settings.status_items[0]!.id }], ['DELETE']] as const) {
        const path = method === 'PATCH' ? `/status` : '';
        expect((await call(EDITOR, method, `/v5/project/${planId}/${project.id}${path}`, body)).status, method).toBe(404);
        expect((await call(EDITOR, method, `/v5/project/${planId}/${UNKNOWN_UUID}${path}`, body)).status, method).toBe(404);
      }
      expect((await call(VIEWER, 'GET', `/v5/project/${otherPlanId}/${project.id}`)).status).toBe(200);
      expect((await call(VIEWER, 'POST', `/v5/project/${planId}`, { name: 'Viewer project' })).status).toBe(403);
      expect((await call(VIEWER, 'PUT', `/v5/project/${otherPlanId}/${project.id}`, { name: 'Viewer project' })).status).toBe(403);
      expect((await call(VIEWER, 'DELETE', `/v5/project/${otherPlanId}/${project.id}`)).status).toBe(403);
      expect((await call(null, 'GET', `/v5/project/${planId}`)).status).toBe(401);
    });

    it('needs the Work Planner licence (SPEC 6)', async () => {
      const unlicensed = await makePortfolio(api.server, { workspaces: 0 });
      const plan = (await api.server.db.insertInto('work_plans').values({ portfolio_id: unlicensed.id, name: 'Unlicensed' }).returning('id').executeTakeFirstOrThrow()).id;
      for (const [method, path, body] of [
        ['GET', `/v5/project/${plan}`],
        ['POST', `/v5/project/${plan}`, { name: 'P' }],
        ['GET', `/v5/project/${plan}/insights`],
        ['GET', `/v5/project-phase-treatment/${plan}/planned`],
      ] as const) {
        expectError(await call(ADMIN, method, path, body), 403, 'errors.workPlannerNotLicensed');
      }
    });
  });

  describe('phases', () => {
    let project: Project;
    beforeAll(async () => {
      project = await createProject({ name: 'Phased project' });
    });

    const phaseBody = (overrides: Record<string, unknown> = {}) => ({ name: 'Design', start_date: '2026-07-01', end_date: '2027-06-30', ...overrides });

    it('creates a phase with its funding source, contingency and budget, and no treatment cost yet', async () => {
      const capital = settings.funding_sources[0]!;
      const phase = await createPhase(project.id, phaseBody({ funding_source_id: capital.id, contingency: 12.5, total_budget: 250_000, description: 'Detailed design' }));
      expect(phase).toMatchObject({
        project_id: project.id,
        order: 0,
        name: 'Design',
        description: 'Detailed design',
        status: { name: 'Proposed' },
        start_date: '2026-07-01',
        end_date: '2027-06-30',
        funding_source: { id: capital.id, name: 'Capital' },
        contingency: 12.5,
        total_budget: 250_000,
        treatment_cost: 0,
        contingency_amount: 0,
        proposed_spend: 0,
        treatment_count: 0,
      });
      expect(await lastEvent()).toMatchObject({ action: 'phase.created', subject_type: 'phase', subject_name: 'Design' });
      const listed = projectSchema.parse((await call(VIEWER, 'GET', `/v5/project/${planId}/${project.id}`)).body);
      expect(listed).toMatchObject({ phase_count: 1, total_budget: 250_000, start_date: '2026-07-01', end_date: '2027-06-30' });
    });

    it('takes a phase within one fiscal year or one calendar year, and refuses one that spans more (SPEC 5)', async () => {
      // Across 31 December, within the fiscal year 2026/27; across 30 June, within the calendar year 2027.
      await createPhase(project.id, phaseBody({ name: 'Fiscal', start_date: '2026-12-01', end_date: '2027-06-30' }));
      await createPhase(project.id, phaseBody({ name: 'Calendar', start_date: '2027-01-01', end_date: '2027-12-31' }));
      await createPhase(project.id, phaseBody({ name: 'One day', start_date: '2027-06-30', end_date: '2027-06-30' }));
      for (const [start_date, end_date] of [
        ['2026-07-01', '2027-07-01'],
        ['2026-06-30', '2027-01-01'],
        ['2026-12-31', '2028-01-01'],
      ]) {
        const refused = await call(EDITOR, 'POST', `/v5/project-phase/${planId}/${project.id}`, phaseBody({ start_date, end_date }));
        expectError(refused, 400, 'errors.phaseSpansYears', SPANS_YEARS);
      }
      const backwards = await call(EDITOR, 'POST', `/v5/project-phase/${planId}/${project.id}`, phaseBody({ start_date: '2026-09-01', end_date: '2026-08-31' }));
      expectError(backwards, 400, 'errors.dateMustBeLater', 'Date must be later than 2026-08-31.');
      expect(backwards.body.params).toEqual({ dateVal: '2026-08-31' });
    });

    it('refuses a contingency outside 0 to 100, a negative budget, bad dates and a funding source of another plan', async () => {
      const url = `/v5/project-phase/${planId}/${project.id}`;
      for (const body of [phaseBody({ contingency: 100.5 }), phaseBody({ contingency: -1 }), phaseBody({ total_budget: -1 }), phaseBody({ start_date: '2026-02-30' }), phaseBody({ name: 'n'.repeat(101) })]) {
        expect((await call(EDITOR, 'POST', url, body)).status, JSON.stringify(body)).toBe(400);
      }
      const other = workPlanSettingsSchema.parse((await call(VIEWER, 'GET', `/v5/workspace-setting/${otherPlanId}`)).body);
      await addFunding(otherPlanId, 'Other capital', [1, 2, 3]);
      const otherSource = workPlanSettingsSchema.parse((await call(VIEWER, 'GET', `/v5/workspace-setting/${otherPlanId}`)).body).funding_sources[0]!;
      expectError(await call(EDITOR, 'POST', url, phaseBody({ funding_source_id: otherSource.id })), 400, 'errors.workPlanItemUnknown');
      expectError(await call(EDITOR, 'POST', url, phaseBody({ status_id: other.status_items[0]!.id })), 400, 'errors.workPlanItemUnknown');
      expect((await call(VIEWER, 'POST', url, phaseBody())).status).toBe(403);
      expect((await call(EDITOR, 'POST', `/v5/project-phase/${planId}/${UNKNOWN_UUID}`, phaseBody())).status).toBe(404);
    });

    it('reorders the phases of a project with exactly its phases, and closes the gap a delete leaves', async () => {
      const url = `/v5/project-phase/${planId}/${project.id}`;
      const phases = phaseListSchema.parse((await call(VIEWER, 'GET', url)).body).contents;
      expect(phases.map((phase) => phase.order)).toEqual(phases.map((_, index) => index));
      const reversed = phases.map((phase) => phase.id).reverse();
      const reordered = await call(EDITOR, 'PUT', `${url}/order`, { ids: reversed });
      expect(reordered.status).toBe(200);
      expect(phaseListSchema.parse(reordered.body).contents.map((phase) => phase.id)).toEqual(reversed);
      expectError(await call(EDITOR, 'PUT', `${url}/order`, { ids: reversed.slice(1) }), 409, 'errors.workPlanOrderStale');
      expectError(await call(EDITOR, 'PUT', `${url}/order`, { ids: [...reversed.slice(1), reversed[1]] }), 409, 'errors.workPlanOrderStale');
      expect((await call(EDITOR, 'DELETE', `${url}/${reversed[0]}`)).status).toBe(204);
      expect(await lastEvent()).toMatchObject({ action: 'phase.deleted' });
      const after = phaseListSchema.parse((await call(VIEWER, 'GET', url)).body).contents;
      expect(after.map((phase) => phase.id)).toEqual(reversed.slice(1));
      expect(after.map((phase) => phase.order)).toEqual(after.map((_, index) => index));
      expect((await call(EDITOR, 'DELETE', `${url}/${reversed[0]}`)).status).toBe(404);
      expect((await call(VIEWER, 'GET', `${url}/${reversed[0]}`)).status).toBe(404);
    });

    it('changes a phase within the same rules and records what changed', async () => {
      const url = `/v5/project-phase/${planId}/${project.id}`;
      const phase = await createPhase(project.id, phaseBody({ name: 'Construction', start_date: '2027-07-01', end_date: '2027-12-31' }));
      const grants = settings.funding_sources[1]!;
      const changed = await call(EDITOR, 'PUT', `${url}/${phase.id}`, phaseBody({ name: 'Construction', start_date: '2027-07-01', end_date: '2028-06-30', funding_source_id: grants.id, contingency: 5 }));
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ end_date: '2028-06-30', funding_source: { name: 'Grants' }, contingency: 5, status: { name: 'Proposed' } });
      expect(await lastEvent()).toMatchObject({ action: 'phase.updated', details: { end_date: { from: '2027-12-31', to: '2028-06-30' }, funding_source: { from: '', to: 'Grants' } } });
      expectError(await call(EDITOR, 'PUT', `${url}/${phase.id}`, phaseBody({ start_date: '2027-07-01', end_date: '2028-07-01' })), 400, 'errors.phaseSpansYears', SPANS_YEARS);
      expect((await call(EDITOR, 'PUT', `/v5/project-phase/${planId}/${UNKNOWN_UUID}/${phase.id}`, phaseBody())).status).toBe(404);
    });
  });

  describe('treatments', () => {
    let project: Project;
    let phase: Phase;
    const treatmentsUrl = () => `/v5/project-phase-treatment/${planId}/${phase.id}`;

    beforeAll(async () => {
      project = await createProject({ name: 'Treated project' });
      phase = await createPhase(project.id, { name: 'Works 2026/27', start_date: '2026-07-01', end_date: '2026-12-31', funding_source_id: settings.funding_sources[0]!.id, contingency: 10 });
    });

    it('adds the proposed treatments of selected assets, estimating each as (cost + variation) x network measure', async () => {
      const [first, second] = assetsWithWorks(2);
      const before = await updatedAt();
      const response = await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [pick(first!), pick(second!, 2.5)] });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const contents = treatmentListSchema.parse(response.body).contents;
      const created = [first!, second!].map((work) => contents.find((treatment) => treatment.proposed_treatment_id === work.work_no)!);
      expect(contents).toHaveLength(2);
      expect(created.map((treatment) => [treatment.asset_id, treatment.kind, treatment.proposed_treatment_id, treatment.name, treatment.date, treatment.year])).toEqual(
        [first!, second!].map((work) => [work.asset_id, 'proposed', work.work_no, work.treatment, '2026-09-01', 2026]),
      );
      expect(created[0]!.cost_estimate).toBeCloseTo(estimate(first!), 2);
      expect(created[0]!.cost_estimate).toBeCloseTo(first!.cost, 2);
      expect(created[1]!.cost_estimate).toBeCloseTo(estimate(second!, 2.5), 2);
      expect(created[1]!.network_measure).toBe(MEASURES.get(second!.asset_id));
      expect(created[1]!.proposed_year).toBe(second!.year);
      expect(await updatedAt()).toBeGreaterThan(before);
      expect(await lastEvent()).toMatchObject({ action: 'treatments.added', subject_type: 'phase', subject_name: 'Works 2026/27' });
      const planned = plannedTreatmentListSchema.parse((await call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/planned`)).body).contents;
      expect(planned.filter((item) => item.phase_id === phase.id).map((item) => item.proposed_treatment_id).sort()).toEqual([first!.work_no, second!.work_no].sort());
      const phaseNow = phaseSchema.parse((await call(VIEWER, 'GET', `/v5/project-phase/${planId}/${project.id}/${phase.id}`)).body);
      const cost = estimate(first!) + estimate(second!, 2.5);
      expect(phaseNow.treatment_cost).toBeCloseTo(cost, 2);
      expect(phaseNow.contingency_amount).toBeCloseTo(cost * 0.1, 2);
      expect(phaseNow.proposed_spend).toBeCloseTo(cost * 1.1, 2);
    });

    it('refuses a proposed treatment placed already (409), one named twice, and one the plan does not have', async () => {
      const [first] = assetsWithWorks(1);
      expectError(await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [pick(first!)] }), 409, 'errors.treatmentAlreadyPlanned');
      const [fresh] = assetsWithWorks(1, 2);
      expectError(await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [pick(fresh!), pick(fresh!)] }), 400, 'errors.treatmentChosenTwice');
      expectError(await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [{ ...pick(fresh!), proposed_treatment_id: 999_999 }] }), 400, 'errors.treatmentUnknown');
      expectError(await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [{ ...pick(fresh!), asset_id: 'RD-99999' }] }), 400, 'errors.treatmentUnknown');
      expectError(await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [pick(fresh!, -fresh!.cost)] }), 400, 'errors.treatmentCostNegative');
      expectError(await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: UNKNOWN_UUID, date: '2026-09-01', items: [pick(fresh!)] }), 400, 'errors.treatmentPhaseMismatch');
      expect((await call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${UNKNOWN_UUID}`, { phase_id: UNKNOWN_UUID, date: '2026-09-01', items: [pick(fresh!)] })).status).toBe(404);
      expect((await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [] })).status).toBe(400);
      expect((await call(VIEWER, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-09-01', items: [pick(fresh!)] })).status).toBe(403);
    });

    it('takes at most 5 assets of one data source in a request (SPEC 5)', async () => {
      const six = assetsWithWorks(6, 2);
      const refused = await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-10-01', items: six.map((work) => pick(work)) });
      expectError(refused, 400, 'errors.assetSelectionLimit', FIVE_ASSETS);
      const accepted = await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-10-01', items: six.slice(0, 5).map((work) => pick(work)) });
      expect(accepted.status).toBe(201);
      expect(treatmentListSchema.parse(accepted.body).contents).toHaveLength(5);
    });

    it("dates treatments within their phase with SPEC 5's texts", async () => {
      const [work] = assetsWithWorks(1, 7);
      const early = await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-06-30', items: [pick(work!)] });
      expectError(early, 400, 'errors.dateMustBeLater', 'Date must be later than 2026-06-30.');
      const late = await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2027-01-01', items: [pick(work!)] });
      expectError(late, 400, 'errors.dateMustBeLower', 'Date must be lower than 2027-01-01.');
      expect(late.body.params).toEqual({ dateVal: '2027-01-01' });
      expect((await call(EDITOR, 'POST', treatmentsUrl(), { phase_id: phase.id, date: '2026-12-31', items: [pick(work!)] })).status).toBe(201);
      // A phase whose new dates would leave a treatment out keeps its dates.
      const moved = await call(EDITOR, 'PUT', `/v5/project-phase/${planId}/${project.id}/${phase.id}`, { name: phase.name, start_date: '2026-07-01', end_date: '2026-11-30' });
      expectError(moved, 400, 'errors.phaseTreatmentsOutsideDates');
    });

    it('adds a custom treatment on an imported asset and changes it; a proposed one keeps its name and cost', async () => {
      const asset = assetsWithWorks(1, 8)[0]!.asset_id;
      const measure = MEASURES.get(asset)!;
      const response = await call(EDITOR, 'POST', `${treatmentsUrl()}/custom`, { phase_id: phase.id, date: '2026-11-15', source_id: source.id, asset_id: asset, name: 'Kerb and channel', cost: 85, variation: -5 });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const custom = treatmentSchema.parse(response.body);
      expect(custom).toMatchObject({ kind: 'custom', proposed_treatment_id: null, name: 'Kerb and channel', cost: 85, variation: -5, network_measure: measure });
      expect(custom.cost_estimate).toBeCloseTo(80 * measure, 2);
      expect(await lastEvent()).toMatchObject({ action: 'treatment.created', subject_type: 'treatment', subject_name: 'Kerb and channel' });
      const changed = await call(EDITOR, 'PUT', `${treatmentsUrl()}/${custom.id}`, { date: '2026-12-01', variation: 10, name: 'Kerb, channel and footpath', cost: 90 });
      expect(changed.status).toBe(200);
      expect(changed.body.cost_estimate).toBeCloseTo(100 * measure, 2);
      expect(await lastEvent()).toMatchObject({ action: 'treatment.updated', details: { name: { from: 'Kerb and channel', to: 'Kerb, channel and footpath' } } });
      expectError(await call(EDITOR, 'PUT', `${treatmentsUrl()}/${custom.id}`, { date: '2027-01-01', variation: 0 }), 400, 'errors.dateMustBeLower');
      expectError(await call(EDITOR, 'PUT', `${treatmentsUrl()}/${custom.id}`, { date: '2026-12-01', variation: -91 }), 400, 'errors.treatmentCostNegative');
      expectError(
        await call(EDITOR, 'POST', `${treatmentsUrl()}/custom`, { phase_id: phase.id, date: '2026-11-15', source_id: source.id, asset_id: 'RD-99999', name: 'Nowhere', cost: 1 }),
        400,
        'errors.treatmentUnknown',
      );
      const proposed = treatmentListSchema.parse((await call(VIEWER, 'GET', treatmentsUrl())).body).contents.find((treatment) => treatment.kind === 'proposed')!;
      expectError(await call(EDITOR, 'PUT', `${treatmentsUrl()}/${proposed.id}`, { date: '2026-09-02', variation: 0, name: 'Renamed' }), 400, 'errors.treatmentNotCustom');
      const varied = await call(EDITOR, 'PUT', `${treatmentsUrl()}/${proposed.id}`, { date: '2026-09-02', variation: 1 });
      expect(varied.status).toBe(200);
      const work = works.find((candidate) => candidate.work_no === proposed.proposed_treatment_id)!;
      expect(varied.body.cost_estimate).toBeCloseTo(estimate(work, 1), 2);
      expect((await call(VIEWER, 'GET', `${treatmentsUrl()}/${proposed.id}`)).body).toEqual(varied.body);
    });

    it('returns a deleted proposed treatment to the unplanned ones, and deletes a custom one for good', async () => {
      const list = treatmentListSchema.parse((await call(VIEWER, 'GET', treatmentsUrl())).body).contents;
      const proposed = list.find((treatment) => treatment.kind === 'proposed')!;
      const custom = list.find((treatment) => treatment.kind === 'custom')!;
      expect((await call(EDITOR, 'DELETE', `${treatmentsUrl()}/${proposed.id}`)).status).toBe(204);
      expect((await call(EDITOR, 'DELETE', `${treatmentsUrl()}/${custom.id}`)).status).toBe(204);
      expect(await lastEvent()).toMatchObject({ action: 'treatment.deleted', subject_name: custom.name });
      expect((await call(VIEWER, 'GET', `${treatmentsUrl()}/${custom.id}`)).status).toBe(404);
      const planned = plannedTreatmentListSchema.parse((await call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/planned`)).body).contents;
      expect(planned.some((item) => item.treatment_id === proposed.id)).toBe(false);
      const again = await call(EDITOR, 'POST', treatmentsUrl(), {
        phase_id: phase.id,
        date: '2026-09-01',
        items: [{ source_id: source.id, asset_id: proposed.asset_id, proposed_treatment_id: proposed.proposed_treatment_id }],
      });
      expect(again.status).toBe(201);
      expect((await call(EDITOR, 'DELETE', `${treatmentsUrl()}/${custom.id}`)).status).toBe(404);
    });
  });

  describe('insights', () => {
    it('totals the plan, groups projects by status, lists phases by date and sets budgets against proposed spend', async () => {
      const response = await call(VIEWER, 'GET', `/v5/project/${planId}/insights`);
      expect(response.status).toBe(200);
      const insights = insightsSchema.parse(response.body);
      // The test's own sums, from the treatments' estimates and the phases' percentages.
      const phases = insights.projects.flatMap((project) => project.phases);
      const treatments = phases.flatMap((phase) => phase.treatments);
      const byWork = new Map(works.map((work) => [work.work_no, work]));
      for (const treatment of treatments) {
        const expected = treatment.kind === 'proposed' ? estimate(byWork.get(treatment.proposed_treatment_id!)!, treatment.variation) : (treatment.cost + treatment.variation) * MEASURES.get(treatment.asset_id)!;
        expect(treatment.cost_estimate).toBeCloseTo(expected, 2);
      }
      const spendOf = (phase: Phase & { treatments: { cost_estimate: number }[] }) => phase.treatments.reduce((sum, treatment) => sum + treatment.cost_estimate, 0) * (1 + phase.contingency / 100);
      const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
      expect(insights.totals).toMatchObject({ project_count: insights.projects.length, phase_count: phases.length, treatment_count: treatments.length });
      expect(insights.totals.treatment_cost).toBeCloseTo(total(treatments.map((treatment) => treatment.cost_estimate)), 1);
      expect(insights.totals.proposed_spend).toBeCloseTo(total(phases.map(spendOf)), 1);
      expect(insights.totals.total_budget).toBeCloseTo(total(phases.map((phase) => phase.total_budget)), 2);

      expect(insights.board.map((column) => column.status?.name ?? null)).toEqual([...settings.status_items.map((item) => item.name), null]);
      expect(insights.board.flatMap((column) => column.project_ids).sort()).toEqual(insights.projects.map((project) => project.id).sort());
      const approved = insights.board.find((column) => column.status?.name === 'Approved')!;
      expect(approved.project_ids.map((id) => insights.projects.find((project) => project.id === id)!.name)).toEqual(['Geelong Road stage 2']);

      expect(insights.gantt).toHaveLength(phases.length);
      expect(insights.gantt.map((bar) => bar.start_date)).toEqual(phases.map((phase) => phase.start_date).sort());

      // Planning years start on 1 July 2026, 2027 and 2028; a phase spends in the year it starts.
      const yearOf = (date: string) => [['2026-07-01', '2027-06-30'], ['2027-07-01', '2028-06-30'], ['2028-07-01', '2029-06-30']].findIndex(([start, end]) => start! <= date && date <= end!);
      for (const row of insights.budgets.funding_sources) {
        const source = settings.funding_sources.find((candidate) => candidate.id === row.funding_source?.id);
        const drawing = phases.filter((phase) => (phase.funding_source?.id ?? null) === (row.funding_source?.id ?? null));
        expect(row.unused, row.funding_source?.name).toBe(drawing.length === 0);
        for (const cell of row.years) {
          const spend = total(drawing.filter((phase) => yearOf(phase.start_date) === cell.year_index).map(spendOf));
          const budget = source ? source.budgets[cell.year_index]! : 0;
          expect(cell.proposed_spend).toBeCloseTo(spend, 1);
          expect(cell.budget).toBe(budget);
          expect(cell.over_budget).toBe(cell.proposed_spend > budget);
        }
      }
      expect(insights.budgets.funding_sources.map((row) => row.funding_source?.name ?? null)).toEqual(['Capital', 'Grants', null]);
      const capital = insights.budgets.funding_sources[0]!;
      expect(capital.years[0]!.proposed_spend).toBeGreaterThan(0);
      for (const [index, cell] of insights.budgets.year_totals.entries()) {
        expect(cell.budget).toBeCloseTo(total(insights.budgets.funding_sources.map((row) => row.years[index]!.budget)), 2);
        expect(cell.proposed_spend).toBeCloseTo(total(insights.budgets.funding_sources.map((row) => row.years[index]!.proposed_spend)), 1);
      }
    });

    it('flags a funding source no phase uses, and sums the budgets of each planning year', async () => {
      const fresh = await createPlan(fixture.id, 'Budget check');
      await addFunding(fresh, 'Unused', [1_000, 1_000, 1_000]);
      const funded = await addFunding(fresh, 'Small', [10, 0, 0]);
      const project = await createProject({ name: 'Over budget' }, fresh);
      const phase = await call(EDITOR, 'POST', `/v5/project-phase/${fresh}/${project.id}`, { name: 'P', start_date: '2027-08-01', end_date: '2027-09-01', funding_source_id: funded.funding_sources[1]!.id });
      expect(phase.status).toBe(201);
      const insights = insightsSchema.parse((await call(VIEWER, 'GET', `/v5/project/${fresh}/insights`)).body);
      expect(insights.budgets.funding_sources.map((row) => [row.funding_source?.name, row.unused])).toEqual([
        ['Unused', true],
        ['Small', false],
      ]);
      expect(insights.budgets.funding_sources[1]!.years.map((cell) => cell.over_budget)).toEqual([false, false, false]);
      expect(insights.budgets.year_totals.map((cell) => cell.budget)).toEqual([1_010, 1_000, 1_000]);
    });
  });

  describe('after the simulation is deleted', () => {
    it("keeps the plan's treatments and their estimates, and deleting a project takes its phases and treatments", async () => {
      const before = insightsSchema.parse((await call(VIEWER, 'GET', `/v5/project/${planId}/insights`)).body);
      const deleted = await call(ADMIN, 'DELETE', `/simulations/${simulation.id}`, { confirm_name: simulation.name });
      expect(deleted.status).toBe(204);
      const after = insightsSchema.parse((await call(VIEWER, 'GET', `/v5/project/${planId}/insights`)).body);
      expect(after).toEqual(before);
      const treated = after.projects.find((project) => project.name === 'Treated project')!;
      expect(treated.treatment_count).toBeGreaterThan(0);
      const phase = treated.phases[0]!;
      const fresh = await call(EDITOR, 'POST', `/v5/project-phase-treatment/${planId}/${phase.id}/custom`, {
        phase_id: phase.id,
        date: '2026-08-01',
        source_id: source.id,
        asset_id: phase.treatments[0]!.asset_id,
        name: 'Line marking',
        cost: 3,
      });
      expect(fresh.status).toBe(201);

      // Its data source cannot go while phases hold its treatments: their money would vanish unseen.
      expectError(await call(EDITOR, 'DELETE', `/v5/datasource/${planId}/${source.id}`), 409, 'errors.dataSourceHasPlannedTreatments');
      expect(dataSourceListSchema.parse((await call(VIEWER, 'GET', `/v5/datasource/${planId}`)).body).contents.map((item) => item.id)).toContain(source.id);

      expect((await call(EDITOR, 'DELETE', `/v5/project/${planId}/${treated.id}`)).status).toBe(204);
      expect(await lastEvent()).toMatchObject({ action: 'project.deleted', subject_name: 'Treated project' });
      expect((await call(VIEWER, 'GET', `/v5/project-phase/${planId}/${treated.id}`)).status).toBe(404);
      expect((await call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/${phase.id}`)).status).toBe(404);
      const rows = await api.server.db.selectFrom('work_plan_treatments').select('id').where('phase_id', '=', phase.id).execute();
      expect(rows).toEqual([]);
      const planned = plannedTreatmentListSchema.parse((await call(VIEWER, 'GET', `/v5/project-phase-treatment/${planId}/planned`)).body).contents;
      expect(planned.some((item) => item.project_id === treated.id)).toBe(false);
    });
  });
});
