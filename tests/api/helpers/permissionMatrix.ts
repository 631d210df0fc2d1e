import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksumFileName, checksumLine, publisherFileName } from '../../../server/downloads/downloadFiles';
import { PRODUCT_VERSION } from '../../../server/version';
import type { DatabaseKind } from '../../support/testServer';
import { API_PREFIX, type ApiPath } from '../../../src/api/paths/definePath';
import { findApiPath } from '../../../src/api/paths/apiPaths';
import { PORTFOLIO_RULES } from '../../../src/api/schemas/portfolioPermission.schema';
import type { Permission } from '../../../src/api/schemas/user.schema';
import type { Plan } from '../../../src/api/schemas/subscription.schema';
import type { DeclaredRoute } from '../../../server/permissions/routeAuthorization';
import type { PortfolioFeature } from '../../../server/permissions/routeRule';
import { makePortfolio, type Fixture } from './api';
import { registeredApiRoutes } from './registeredRoutes';
import { useTestServer } from './useTestServer';
import { sampleFiles } from './publish';
import { seedSimulation, tinyRoads } from './packageFixture';
import { engineRun, storeRun } from './storedRun';
import { generateFeedLink } from '../../../server/reports/resultsFeedLink';
import { projectPaths } from '../../../src/api/paths/projectPaths';
import { workPlanExportPaths } from '../../../src/api/paths/workPlanExportPaths';
import { workPlanBuilderPaths } from '../../../src/api/paths/workPlanBuilderPaths';

/**
 * SPEC 6 as a matrix generated from the routes the application registers: every method and path,
 * called by each kind of caller, answers what its declared rule and the rule table say. A route
 * added later gets its rows here without anyone writing them; it only needs fixtures for new
 * params and, if it takes a body, a valid body (bodies and data are not permissions).
 */
type Role = 'admin' | 'editor' | 'viewer' | 'outsider' | 'anonymous';

const CALLERS: Record<Role, string | null> = {
  admin: 'admin@horizon.test',
  editor: 'editor@horizon.test',
  viewer: 'viewer@horizon.test',
  outsider: 'outsider@horizon.test',
  anonymous: null,
};

/** The permissions freshContext gives the callers in its portfolio; the outsider is no member. */
const MEMBERSHIP: Partial<Record<Role, Permission>> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };

/** README "Demo accounts": admin@ (and owner@) administer the organisation; the others do not. */
const ORGANISATION_ADMINS: readonly Role[] = ['admin'];

/**
 * What the callers' own data makes of a `self` route they are allowed to call (README "Demo
 * accounts"): only admin@ has a subscription (Core, with free slots), so the others cannot create
 * a portfolio (SPEC 6) and have none to read; the outsider belongs to no organisation, so no
 * subscription code is theirs to link.
 */
const DATA_OUTCOMES: Record<string, Partial<Record<Role, number>>> = {
  'portfolios.create': { editor: 403, viewer: 403, outsider: 403 },
  'subscription.get': { editor: 404, viewer: 404, outsider: 404 },
  'subscription.link': { outsider: 404 },
};

/** A downloads folder as the build leaves it, so that the public installer download has a file to serve. */
const PUBLISHER_FILE = publisherFileName(PRODUCT_VERSION);
/** One per matrix: a test worker runs both files' matrices after loading this module once. */
function downloadsFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'horizon-matrix-downloads-'));
  writeFileSync(path.join(folder, PUBLISHER_FILE), 'process.stdout.write("publisher")\n');
  writeFileSync(path.join(folder, checksumFileName(PUBLISHER_FILE)), checksumLine('0'.repeat(64), PUBLISHER_FILE));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

const PACKAGE = tinyRoads(await sampleFiles('roads'));
/** The finished simulation's results: the engine's run of the package, computed once. */
const RUN = await engineRun(PACKAGE);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
const LOGO_HASH = 'a'.repeat(64);

type Context = {
  portfolio: Fixture;
  invitationId: string;
  attachmentId: string;
  workspaceId: string;
  organisationId: string;
  /** A simulation whose run has finished, so that it may run again. */
  finished: Awaited<ReturnType<typeof seedSimulation>>;
  /** Another simulation, still waiting to run, so that its run may be cancelled. */
  waiting: Awaited<ReturnType<typeof seedSimulation>>;
  /** A work plan of the portfolio with one item in each of its settings' lists. */
  workPlan: WorkPlanFixture;
  /** Set by a route's PREPARE step. */
  downloadId?: string;
  feedToken?: string;
  /** A data source imported into the work plan, and one of its assets. */
  dataSourceId?: string;
  assetId?: string;
  /** The asset's and a proposed treatment's own UUIDs, as the side panel links them. */
  assetKey?: string;
  proposedId?: string;
  /** A project of the work plan with one phase, holding one of the data source's proposed treatments. */
  projectId?: string;
  phaseId?: string;
  treatmentId?: string;
};

type WorkPlanFixture = { id: string; fundingSourceId: string; statusItemId: string; priorityItemId: string; udfFieldId: string };
/** The fixture plan's time frame: three planning years, so that a funding source takes three budgets. */
const WORK_PLAN_TIME_FRAME = { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 3 };
const WORK_PLAN_NAME = 'Matrix plan';

/** What each path parameter stands for in a case's fresh context. */
const PARAM_FIXTURES: Record<string, (c: Context) => string> = {
  pfId: (c) => c.portfolio.id,
  // A pending invitation: every member route accepts one, and only it can be resent.
  memberId: (c) => c.invitationId,
  attachmentId: (c) => c.attachmentId,
  wsId: (c) => c.workspaceId,
  hash: () => LOGO_HASH,
  // The company connection's id is the organisation's.
  id: (c) => c.organisationId,
  dsId: (c) => c.finished.snapshotId,
  version: () => '1',
  ssId: (c) => c.finished.settingsId,
  simId: (c) => c.finished.simulationId,
  taskId: (c) => c.waiting.taskId,
  // A simulation's lite overview and a workspace's overview section alike.
  rpCode: () => 'overview',
  rpGroupCode: () => 'lite',
  summaryCode: () => 'overview',
  assetIndex: () => '0',
  downloadId: (c) => c.downloadId ?? '',
  token: (c) => c.feedToken ?? '',
  sourceId: (c) => c.dataSourceId ?? '',
  assetId: (c) => c.assetId ?? '',
  assetKey: (c) => c.assetKey ?? '',
  proposedId: (c) => c.proposedId ?? '',
  wpId: (c) => c.workPlan.id,
  fundingSourceId: (c) => c.workPlan.fundingSourceId,
  statusItemId: (c) => c.workPlan.statusItemId,
  priorityItemId: (c) => c.workPlan.priorityItemId,
  udfFieldId: (c) => c.workPlan.udfFieldId,
  projectId: (c) => c.projectId ?? '',
  phaseId: (c) => c.phaseId ?? '',
  treatmentId: (c) => c.treatmentId ?? '',
  // The publisher bundle of the matrix server's downloads folder: the public installer download.
  fileName: () => PUBLISHER_FILE,
  // An article of help/articles: the help centre is the same for every caller.
  articleId: () => 'getting-started',
};

/** Routes that read a run's results act on the finished run, whose results are stored; the rest of the task routes on the waiting one. */
const FINISHED_TASK_ROUTES = [
  'task.resultsSummary.list',
  'task.resultsSummary.get',
  'task.assets.search',
  'task.assets.lifeCycle',
  'task.resultsEndpoint.get',
  'task.resultsEndpoint.create',
  'task.resultsEndpoint.delete',
  'task.exports.create',
  'task.analysis.get',
  'task.analysis.works',
];

/** Params that differ from PARAM_FIXTURES for one route, by the route's name. */
const ROUTE_PARAMS: Record<string, Partial<Record<string, (c: Context) => string>>> = {
  ...Object.fromEntries(FINISHED_TASK_ROUTES.map((name) => [name, { taskId: (c: Context) => c.finished.taskId }])),
  'workspace.reports.create': { rpGroupCode: () => 'SimulationComparison' },
  'workspace.reportStatus.get': { rpGroupCode: () => 'SimulationComparison' },
};

/** Query strings a route needs to answer at all. */
const QUERIES: Record<string, (c: Context) => string> = {
  'task.assets.search': () => '?search=RD',
  'workspace.advancedComparison.get': (c) => `?simulation_ids=${c.finished.simulationId}`,
  'portfolio.workPlans.nameCheck': () => `?name=${encodeURIComponent(WORK_PLAN_NAME)}`,
  'ssoConnections.list': () => '?email=planner%40riverbend.nsw.gov.au',
};

/**
 * The subscription of each case's portfolio: makePortfolio's cancelled Essentials subscription,
 * which takes no slot anyone creates with and has no feature flag. A route that needs a plan (SPEC
 * 6: advanced reports need Enterprise) or a feature (SPEC 6: 'papa' licenses the Work Planner) is
 * called on a portfolio of a subscription that has it as well. Plans and flags are the seeded
 * subscriptions' (README "Demo accounts", server/demo/seedFoundation.ts).
 */
const FIXTURE_SUBSCRIPTION = 'HZN-ESS-5599';
const SUBSCRIPTIONS: Record<string, { plan: Plan; features: readonly PortfolioFeature[] }> = {
  'HZN-ESS-5599': { plan: 'Essentials', features: [] },
  'HZN-ENT-2041': { plan: 'Enterprise', features: ['papa', 'wpfac'] },
  'HZN-COR-3107': { plan: 'Core', features: ['papa'] },
};
const SUBSCRIPTION_OF_PLAN: Partial<Record<Plan, string>> = { Essentials: 'HZN-ESS-5599', Enterprise: 'HZN-ENT-2041' };
const SUBSCRIPTION_OF_FEATURE: Record<PortfolioFeature, string> = { papa: 'HZN-COR-3107', wpfac: 'HZN-ENT-2041' };

const COMPARISON = (c: Context) => ({
  simulation_ids: [c.finished.simulationId],
  simulation_year: RUN.funded.results.run.startYear,
  start_date: `${RUN.funded.results.run.startYear}-01-01`,
  number_of_years: 2,
});

/** What must exist before a route can answer: a comparison to read, an export to fetch, a feed link to follow. */
const generateComparison = async (api: ReturnType<typeof useTestServer>, c: Context) => {
  const created = await api.call(CALLERS.admin, 'POST', `/workspaces/${c.workspaceId}/reports/SimulationComparison`, COMPARISON(c));
  if (created.status !== 201) throw new Error(`The comparison was not generated: ${created.status}`);
};

const PREPARE: Record<string, (api: ReturnType<typeof useTestServer>, c: Context) => Promise<void>> = {
  'workspace.reports.get': generateComparison,
  'workspace.reports.refresh': generateComparison,
  'export.get': async (api, c) => {
    c.downloadId = await readyExport(api, c);
  },
  'export.file': async (api, c) => {
    c.downloadId = await readyExport(api, c);
  },
  'feed.csv': async (api, c) => {
    const owner = await api.server.db.selectFrom('users').select('id').where('email', '=', 'owner@horizon.test').executeTakeFirstOrThrow();
    const link = await generateFeedLink(api.server.db, { taskId: c.finished.taskId, userId: owner.id, publicUrl: 'http://localhost' });
    c.feedToken = link.url!.split('/').pop()!;
  },
  'workPlan.dataSources.reorder': importedSource,
  'workPlan.dataSources.delete': importedSource,
  'workPlan.assets.get': importedSource,
  'workPlan.assets.item': importedSource,
  ...Object.fromEntries(Object.values(projectPaths).map((path) => [path.name, plannedProject])),
  // Reading a plan includes exporting it (workPlans.read).
  ...Object.fromEntries(Object.values(workPlanExportPaths).map((path) => [path.name, plannedProject])),
  ...Object.fromEntries(Object.values(workPlanBuilderPaths).map((path) => [path.name, plannedProject])),
};

/** The imported source with two proposed treatments of its asset, and a project whose one phase holds the first. */
async function plannedProject(api: ReturnType<typeof useTestServer>, c: Context): Promise<void> {
  await importedSource(api, c);
  const db = api.server.db;
  const proposed = await db
    .insertInto('work_plan_proposed_treatments')
    .values([1, 2].map((work_no) => ({ data_source_id: c.dataSourceId!, work_no, asset_id: c.assetId!, year: 2027, treatment: 'Resurface', cost: 42, funding_source: 'Capital', state_before: 8, state_after: 1 })))
    .returning('id')
    .execute();
  c.proposedId = proposed[1]!.id;
  const project = await db.insertInto('work_plan_projects').values({ work_plan_id: c.workPlan.id, name: 'Matrix project', status_item_id: c.workPlan.statusItemId }).returning('id').executeTakeFirstOrThrow();
  const phase = await db
    .insertInto('work_plan_phases')
    .values({ project_id: project.id, position: 0, name: 'Phase 1', start_date: '2026-07-01', end_date: '2027-06-30', funding_source_id: c.workPlan.fundingSourceId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const treatment = await db
    .insertInto('work_plan_treatments')
    .values({ phase_id: phase.id, data_source_id: c.dataSourceId!, asset_id: c.assetId!, work_no: 1, name: 'Resurface', treatment_date: '2026-09-01', cost: 42 })
    .returning('id')
    .executeTakeFirstOrThrow();
  Object.assign(c, { projectId: project.id, phaseId: phase.id, treatmentId: treatment.id });
}

/** The finished run imported into the work plan, as an import leaves it: the data source and one copied asset. */
async function importedSource(api: ReturnType<typeof useTestServer>, c: Context): Promise<void> {
  const source = await api.server.db
    .insertInto('work_plan_data_sources')
    .values({
      work_plan_id: c.workPlan.id,
      order: 0,
      task_id: c.finished.taskId,
      simulation_id: c.finished.simulationId,
      simulation_name: c.finished.name,
      workspace_name: 'Workspace 1',
      import_status: 'completed',
      error_message: null,
      asset_count: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const asset = await api.server.db
    .insertInto('work_plan_assets')
    .values({ data_source_id: source.id, asset_id: 'RD-00001', name: 'Torquay Court', asset_class: 'Road', location: 'Leopold', hierarchy: 'Arterial', criticality: 'High', network_measure: 936, geometry: null, attributes: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  c.dataSourceId = source.id;
  c.assetKey = asset.id;
  c.assetId = 'RD-00001';
}

/** A finished export of the finished run: a workbook blob and its ready download record. */
async function readyExport(api: ReturnType<typeof useTestServer>, c: Context): Promise<string> {
  const { key } = await api.server.services.blobs.write('exports', (async function* () {
    yield Buffer.from('PK workbook bytes');
  })());
  const row = await api.server.db
    .insertInto('export_downloads')
    .values({ task_id: c.finished.taskId, status: 'ready', progress: 1, file_name: 'Finished run.xlsx', blob_key: key, error_message: null, created_by: null, expires_at: new Date(Date.now() + 3_600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Request = { body: unknown; headers?: Record<string, string> };

/** A valid body for every route that takes one, by the route's name in the path registry. */
const BODIES: Record<string, (c: Context) => Request> = {
  'portfolios.create': () => ({ body: { name: 'Matrix portfolio' } }),
  'portfolio.update': () => ({ body: { name: 'Renamed' } }),
  'portfolio.delete': (c) => ({ body: { confirm_name: c.portfolio.name } }),
  'portfolio.logo.upload': () => ({ body: PNG, headers: { 'content-type': 'image/png' } }),
  'members.invite': () => ({ body: { email: 'matrix.invitee@horizon.test', permission: 'Viewer' } }),
  'member.update': () => ({ body: { permission: 'Viewer' } }),
  'attachments.create': () => ({ body: { name: 'Plan', url: 'https://docs.example.org/plan' } }),
  'attachments.reorder': (c) => ({ body: { ids: [c.attachmentId] } }),
  'attachment.update': () => ({ body: { name: 'Plan v2', url: 'https://docs.example.org/plan-v2' } }),
  'portfolio.workspaces.create': () => ({ body: { name: 'Matrix workspace' } }),
  'workspace.update': () => ({ body: { name: 'Renamed workspace', description: '' } }),
  'workspace.delete': () => ({ body: { confirm_name: 'Workspace 1' } }),
  'workspace.settings.save': () => ({ body: { funding_sources: [{ name: 'Capital' }], status_items: [], priority_items: [], udf_fields: [] } }),
  'portfolio.dataSnapshots.create': () => ({ body: { name: 'Matrix network' } }),
  'dataSnapshot.uploads.create': () => ({ body: PACKAGE.csv, headers: { 'content-type': 'text/csv' } }),
  'dataSnapshot.spatial.upload': () => ({
    body: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [144.46, -38.19] }, properties: { asset_id: 'RD-00001' } }] },
  }),
  'portfolio.simulationSettings.create': () => ({ body: { name: 'Matrix model' } }),
  'simulationSettings.uploads.create': () => ({ body: PACKAGE.settings }),
  'workspace.simulations.create': (c) => ({
    body: { name: 'Matrix simulation', data_snapshot_id: c.finished.snapshotId, simulation_settings_id: c.finished.settingsId },
  }),
  'simulation.update': () => ({ body: { name: 'Renamed simulation', description: '', status_item_id: null, priority_item_id: null, udf_values: {} } }),
  'simulation.delete': (c) => ({ body: { confirm_name: c.finished.name } }),
  'task.requests.create': () => ({ body: { type: 'cancel' } }),
  'profile.update': () => ({ body: { portfolio_notification: true } }),
  'subscription.link': () => ({ body: { subscription_id: 'HZN-COR-3107' } }),
  'tickets.create': () => ({ body: { summary: 'Matrix ticket', description: 'Filed by the permission matrix.', type: 'question', support_info: { location: 'http://localhost/', user_agent: 'vitest' } } }),
  'companyConnection.save': () => ({ body: { sso_connection: 'none' } }),
  'logs.create': () => ({ body: { kind: 'pageLoad', location: '/portfolios', complete: true, timings: { load: 900 }, occurred_at: '2026-11-26T10:00:00.000Z' } }),
  'workspace.reports.create': (c) => ({ body: COMPARISON(c) }),
  'workPlan.dataSources.import': (c) => ({ body: { wp_id: c.workPlan.id, ds_ids: [c.finished.taskId] } }),
  'workPlan.dataSources.reorder': (c) => ({ body: { wp_id: c.workPlan.id, ds_ids: [c.dataSourceId] } }),
  'portfolio.workPlans.create': () => ({ body: { name: 'Matrix plan 2', description: 'Roads and water mains' } }),
  'workPlan.update': () => ({ body: { name: 'Renamed plan' } }),
  'workPlan.delete': () => ({ body: { confirm_name: WORK_PLAN_NAME } }),
  'workPlan.settings.save': () => ({ body: { information: { name: 'Renamed plan', description: '' }, time_frame: { ...WORK_PLAN_TIME_FRAME, planning_years: 2 } } }),
  'workPlan.fundingSource.create': () => ({ body: { name: 'Grants', budgets: [1000, 2000, 3000] } }),
  'workPlan.fundingSource.update': () => ({ body: { name: 'Capital works', budgets: [0, 500, 0] } }),
  'workPlan.fundingSource.order': (c) => ({ body: { ids: [c.workPlan.fundingSourceId] } }),
  'workPlan.statusItem.create': () => ({ body: { name: 'On hold', colour: '#a1b2c3' } }),
  'workPlan.statusItem.update': () => ({ body: { name: 'Proposed', colour: '#112233' } }),
  'workPlan.statusItem.order': (c) => ({ body: { ids: [c.workPlan.statusItemId] } }),
  'workPlan.priorityItem.create': () => ({ body: { name: 'Urgent' } }),
  'workPlan.priorityItem.update': () => ({ body: { name: 'Critical' } }),
  'workPlan.priorityItem.order': (c) => ({ body: { ids: [c.workPlan.priorityItemId] } }),
  'workPlan.udfField.create': () => ({ body: { name: 'Ward', type: 'list', options: ['North', 'South'] } }),
  'workPlan.udfField.update': () => ({ body: { name: 'Notes', type: 'text', required: true } }),
  'workPlan.udfField.order': (c) => ({ body: { ids: [c.workPlan.udfFieldId] } }),
  'workPlan.projects.create': () => ({ body: { name: 'Matrix project 2' } }),
  'workPlan.project.update': () => ({ body: { name: 'Renamed project', description: 'Roads' } }),
  'workPlan.project.status': (c) => ({ body: { status_id: c.workPlan.statusItemId } }),
  'workPlan.phases.create': () => ({ body: { name: 'Phase 2', start_date: '2026-08-01', end_date: '2026-12-31' } }),
  'workPlan.phases.order': (c) => ({ body: { ids: [c.phaseId] } }),
  'workPlan.phase.update': () => ({ body: { name: 'Renamed phase', start_date: '2026-07-01', end_date: '2027-06-30', contingency: 10 } }),
  'workPlan.treatments.create': (c) => ({ body: { phase_id: c.phaseId, date: '2026-09-15', items: [{ source_id: c.dataSourceId, asset_id: c.assetId, proposed_treatment_id: 2 }] } }),
  'workPlan.treatments.createCustom': (c) => ({ body: { phase_id: c.phaseId, date: '2026-10-01', source_id: c.dataSourceId, asset_id: c.assetId, name: 'Kerb repair', cost: 12.5 } }),
  'workPlan.treatment.update': () => ({ body: { date: '2026-09-20', variation: 1 } }),
};

function pathOf(route: DeclaredRoute): ApiPath {
  const path = findApiPath(route.method, route.url.slice(API_PREFIX.length));
  if (!path) throw new Error(`${route.method} ${route.url} is not in the path registry (src/api/paths)`);
  return path;
}

/** The status SPEC 6 and the route's declared rule give this caller on a portfolio of `subscription`; never taken from the route's answer. */
function expectedStatus(route: DeclaredRoute, name: string, role: Role, subscription: string): number {
  const { rule, successStatus } = route;
  if (rule.kind === 'public' || rule.kind === 'anyCaller') return successStatus;
  if (role === 'anonymous') return 401;
  switch (rule.kind) {
    case 'signedIn':
    case 'self':
      return DATA_OUTCOMES[name]?.[role] ?? successStatus;
    case 'organisationAdmin':
      return ORGANISATION_ADMINS.includes(role) ? successStatus : 403;
    case 'portfolio': {
      const permission = MEMBERSHIP[role];
      if (!permission) return 404;
      const allowed: readonly Permission[] = PORTFOLIO_RULES[rule.action];
      if (!allowed.includes(permission)) return 403;
      const { plan, features } = SUBSCRIPTIONS[subscription]!;
      if (rule.plan && rule.plan !== plan) return 403;
      return rule.feature && !features.includes(rule.feature) ? 403 : successStatus;
    }
  }
}

function urlOf(route: DeclaredRoute, path: ApiPath, context: Context): string {
  const params = Object.fromEntries(
    Object.keys(path.params?.shape ?? {}).map((name) => {
      const fixture = ROUTE_PARAMS[path.name]?.[name] ?? PARAM_FIXTURES[name];
      if (!fixture) throw new Error(`${route.method} ${route.url}: add a fixture for :${name} to PARAM_FIXTURES`);
      return [name, fixture(context)];
    }),
  );
  return (path.url as (params: Record<string, string>) => string)(params) + (QUERIES[path.name]?.(context) ?? '');
}

/** Streamed uploads (assets.csv) declare no body schema, yet take one: BODIES names them too. */
function requestOf(route: DeclaredRoute, name: string, context: Context): Request | undefined {
  const body = BODIES[name];
  if (body) return body(context);
  if (route.hasBody) throw new Error(`${route.method} ${route.url} takes a body: add a valid one for '${name}' to BODIES`);
  return undefined;
}

/** Signing out ends the session of the caller's token (SPEC 4), so its cases run after all others. */
const SESSION_ENDING = 'profile.logout';

// Fastify answers HEAD from the GET route with the same options, so the GET rows cover them.
export const ROUTES = (await registeredApiRoutes())
  .filter((route) => route.method !== 'HEAD')
  .sort((a, b) => Number(pathOf(a).name === SESSION_ENDING) - Number(pathOf(b).name === SESSION_ENDING));
const subscriptionsOf = (route: DeclaredRoute): string[] => {
  if (route.rule.kind !== 'portfolio') return [FIXTURE_SUBSCRIPTION];
  const needed = [route.rule.plan && SUBSCRIPTION_OF_PLAN[route.rule.plan], route.rule.feature && SUBSCRIPTION_OF_FEATURE[route.rule.feature]];
  return [...new Set([...needed.filter((code): code is string => Boolean(code)), FIXTURE_SUBSCRIPTION])];
};
const CASES = ROUTES.flatMap((route) =>
  subscriptionsOf(route).flatMap((subscription) => (Object.keys(CALLERS) as Role[]).map((role) => [route.method, route.url, role, subscription, route] as const)),
);

/** The matrix on one kind of database: one file per kind, so that two test workers share the work. */
export function describePermissionMatrix(kind: DatabaseKind): void {
describe(`permission matrix on ${kind}`, () => {
  let organisationId: string;
  const api = useTestServer(kind, { DOWNLOADS_DIR: downloadsFolder() });
  beforeAll(async () => {
    organisationId = (await api.server.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow()).id;
    // Signing in is the slow part; do it once per account, up front.
    await Promise.all(Object.values(CALLERS).flatMap((email) => (email ? [api.server.tokenFor(email)] : [])));
  });

  /** A portfolio of its own for each case, so that writes and deletions do not leak into other cells. */
  async function freshContext(subscription: string): Promise<Context> {
    const portfolio = await makePortfolio(api.server, {
      subscription,
      members: {
        'owner@horizon.test': ['Admin', true],
        'admin@horizon.test': ['Admin', true],
        'editor@horizon.test': ['Editor', false],
        'viewer@horizon.test': ['Viewer', false],
      },
      invitations: { 'matrix.pending@horizon.test': 'Editor' },
      attachments: 1,
      workspaces: 1,
    });
    await api.server.db
      .updateTable('portfolios')
      .set({ logo: PNG, logo_content_type: 'image/png', logo_hash: LOGO_HASH })
      .where('id', '=', portfolio.id)
      .execute();
    const workspaceId = portfolio.workspaceIds[0]!;
    const seed = (status: 'completed' | 'queued', name: string) => seedSimulation(api.server, { portfolioId: portfolio.id, workspaceId, ...PACKAGE, status, name });
    const finished = await seed('completed', 'Finished run');
    await storeRun(api.server, finished.taskId, RUN);
    return {
      workPlan: await seedWorkPlan(portfolio.id),
      portfolio,
      invitationId: portfolio.invitationIds[0]!,
      attachmentId: portfolio.attachmentIds[0]!,
      workspaceId,
      organisationId,
      finished,
      waiting: await seed('queued', 'Waiting run'),
    };
  }

  /** Written straight to the tables, so that no work plan route under test makes its own fixture. */
  async function seedWorkPlan(portfolioId: string): Promise<WorkPlanFixture> {
    const db = api.server.db;
    const { id } = await db.insertInto('work_plans').values({ portfolio_id: portfolioId, name: WORK_PLAN_NAME, ...WORK_PLAN_TIME_FRAME }).returning('id').executeTakeFirstOrThrow();
    const item = { work_plan_id: id, position: 0 };
    const source = await db.insertInto('work_plan_funding_sources').values({ ...item, name: 'Capital' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('work_plan_funding_budgets').values([0, 1, 2].map((year_index) => ({ funding_source_id: source.id, year_index, amount: 100 }))).execute();
    const status = await db.insertInto('work_plan_status_items').values({ ...item, name: 'Proposed', colour: '#6b7280' }).returning('id').executeTakeFirstOrThrow();
    const priority = await db.insertInto('work_plan_priority_items').values({ ...item, name: 'High' }).returning('id').executeTakeFirstOrThrow();
    const field = await db.insertInto('work_plan_udf_fields').values({ ...item, name: 'Suburb', type: 'text' }).returning('id').executeTakeFirstOrThrow();
    return { id, fundingSourceId: source.id, statusItemId: status.id, priorityItemId: priority.id, udfFieldId: field.id };
  }

  /** Reading changes nothing, so the callers of a GET share one context; every write has one of its own. */
  const readContexts = new Map<string, Promise<Context>>();
  function contextFor(route: DeclaredRoute, name: string, subscription: string): Promise<Context> {
    const prepared = async () => {
      const context = await freshContext(subscription);
      await PREPARE[name]?.(api, context);
      return context;
    };
    if (route.method !== 'GET') return prepared();
    const key = `${route.url} ${subscription}`;
    if (!readContexts.has(key)) readContexts.set(key, prepared());
    return readContexts.get(key)!;
  }

  it.each(CASES)('%s %s as %s on %s', async (_method, _url, role, subscription, route) => {
    const path = pathOf(route);
    const context = await contextFor(route, path.name, subscription);
    const request = requestOf(route, path.name, context);
    const response = await api.call(CALLERS[role], route.method, urlOf(route, path, context), request?.body, request?.headers);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: expectedStatus(route, path.name, role, subscription) });
    if (response.status >= 400) expect(response.body).toMatchObject({ code: response.status, message: expect.any(String) });
  });
});
}
