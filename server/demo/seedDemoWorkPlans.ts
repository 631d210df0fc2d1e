import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, WorkPlanTreatmentsTable } from '../db/schema';
import type { AppServices } from '../app';
import { announceImportStatus, requestImports } from '../dataSources/dataSourceImport';
import { recordEvent } from '../repositories/eventQueries';
import { insertWorkPlan, saveBudgets } from '../repositories/workPlanQueries';
import { findImportableTasks } from '../repositories/dataSourceQueries';
import { phaseTreatmentCost, treatmentCostEstimate, unitCost } from '../../src/api/rules/treatmentCost';
import { ASSETS_PER_DATA_SOURCE_MAX } from '../../src/api/schemas/project.schema';

type Trx = Transaction<Database>;

const DEMO_STEP = 'demo-work-plans';
const STREETS_PLAN = 'Streets and water mains 2026-2029';
const BUILDINGS_PLAN = 'Community buildings renewal 2026-2029';
/** The demo simulations the plans are built from, by name (server/demo/seedDemoSimulations.ts). */
const ROADS = 'Roads as budgeted';
const WATER = 'Water mains as budgeted';
const BUILDINGS = 'Buildings as budgeted';
/** Three Australian fiscal years from July 2026: FY2026/27 to FY2028/29. */
const TIME_FRAME = { fiscal_year_start: '2026-07-01', fiscal_year_end: '2027-06-30', planning_years: 3 };
const FIRST_YEAR = 2027;
const LAST_YEAR = 2029;
/** Long enough for the demo runs on a slow machine; the step is retried on the next start if it gives up. */
const WAIT_LIMIT_MS = 30 * 60_000;

type Work = { data_source_id: string; work_no: number; asset_id: string; year: number; treatment: string; cost: number; network_measure: number | null; name: string | null; location: string | null };
type PlanIds = { workPlanId: string; statuses: Map<string, string>; priorities: Map<string, string>; funding: Map<string, string> };
type PhaseSpec = {
  name: string;
  description: string;
  status: string;
  priority: string;
  funding: string;
  start: string;
  end: string;
  /** The day the phase's treatments are done, inside its span. */
  date: string;
  contingency: number;
  works: readonly Work[];
  custom?: { work: Work; name: string; cost: number; date: string };
};
/** A treatment the seed places in a phase, with the measure its estimate is priced by. */
type PlannedTreatment = { row: Omit<Insertable<WorkPlanTreatmentsTable>, 'phase_id'> & { cost: number; variation: number }; networkMeasure: number | null };
type ProjectSpec = { name: string; description: string; status: string; priority: string; phases: readonly PhaseSpec[] };

/**
 * The demo work plans (issue 15 "Demo data"), built from the demo simulations once they have run:
 * road resurfacing coordinated with the water main renewals under the same streets, and a building
 * renewal plan. Their data sources are imported through the queue like a planner's, and their
 * projects place the runs' own proposed treatments in phases over three years, so every number
 * they show comes from the engine's works. Runs once, in the background, after the simulations.
 */
export async function seedDemoWorkPlans(db: Db, services: AppServices, log: (message: string, error?: unknown) => void): Promise<void> {
  if (await db.selectFrom('demo_data_steps').select('name').where('name', '=', DEMO_STEP).executeTakeFirst()) return;
  const tasks = await waitForCompletedRuns(db);
  if (!tasks) {
    log('the demo work plans were not made: the demo simulations did not complete in time');
    return;
  }
  const editor = (await db.selectFrom('users').select('id').where('email', '=', 'editor@horizon.test').executeTakeFirstOrThrow()).id;
  // The step is marked done with the plans' projects, so an attempt cut short (a stop, a failed import) is made again on the next start.
  await db.deleteFrom('work_plans').where('portfolio_id', '=', tasks.portfolioId).where('created_by', '=', editor).where('name', 'in', [STREETS_PLAN, BUILDINGS_PLAN]).execute();

  const streets = await createPlan(db, services, tasks.portfolioId, editor, {
    name: STREETS_PLAN,
    description: 'Road resurfacing coordinated with the water main renewals under the same streets.',
    // Sized to the plan's few streets, so that the budget table has something to say: the mains of
    // FY2027/28 and the roads of FY2028/29 go over their programmes, the grant waits for a phase.
    funding: [
      { name: 'Road renewal program', budgets: [40_000, 60_000, 80_000] },
      { name: 'Water renewal program', budgets: [75_000, 240_000, 60_000] },
      { name: 'Roads to Recovery grant', budgets: [25_000, 25_000, 25_000] },
    ],
    taskIds: [tasks.roads, tasks.water],
  });
  const buildings = await createPlan(db, services, tasks.portfolioId, editor, {
    name: BUILDINGS_PLAN,
    description: 'Roofs, structures and services of the community buildings, suburb by suburb.',
    funding: [
      { name: 'Building renewal reserve', budgets: [2_500_000, 2_500_000, 2_500_000] },
      { name: 'State community infrastructure grant', budgets: [750_000, 0, 750_000] },
    ],
    taskIds: [tasks.buildings],
  });
  await waitForImports(db, [streets.workPlanId, buildings.workPlanId]);

  await db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('demo_data_steps').values({ name: DEMO_STEP }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
    if (!claimed) return;
    for (const project of await streetProjects(trx, streets.workPlanId)) await insertProject(trx, streets, editor, project);
    for (const project of await buildingProjects(trx, buildings.workPlanId)) await insertProject(trx, buildings, editor, project);
  });
}

/** The completed tasks of the three demo runs, once all three have completed with their works stored; null if they never do. */
async function waitForCompletedRuns(db: Db) {
  const started = Date.now();
  while (Date.now() - started < WAIT_LIMIT_MS) {
    const rows = await db
      .selectFrom('simulations as s')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .innerJoin('simulation_tasks as t', 't.simulation_id', 's.id')
      .leftJoin('task_reports as r', (join) => join.onRef('r.task_id', '=', 't.id').on('r.group_code', '=', 'lite'))
      .select(['s.name', 't.id as task_id', 't.status', 'w.portfolio_id', 'r.status as works_status'])
      .where('s.name', 'in', [ROADS, WATER, BUILDINGS])
      .execute();
    // A run's works are importable once its lite report has stored them (server/reports/taskWorks.ts).
    const completed = (name: string) => rows.find((row) => row.name === name && row.status === 'completed' && row.works_status === 'completed');
    const [roads, water, buildings] = [completed(ROADS), completed(WATER), completed(BUILDINGS)];
    if (roads && water && buildings) return { portfolioId: roads.portfolio_id, roads: roads.task_id, water: water.task_id, buildings: buildings.task_id };
    if (rows.some((row) => row.status === 'failed' || row.status === 'cancelled')) return null;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return null;
}

async function waitForImports(db: Db, workPlanIds: readonly string[]): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < WAIT_LIMIT_MS) {
    const pending = await db
      .selectFrom('work_plan_data_sources')
      .select(['import_status'])
      .where('work_plan_id', 'in', workPlanIds)
      .where('import_status', '!=', 'completed')
      .execute();
    if (pending.some((row) => row.import_status === 'failed')) throw new Error('a demo data source could not be imported');
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo data sources were not imported in time');
}

/** A plan with its time frame, funding and data sources queued for import, as a planner makes it. */
async function createPlan(
  db: Db,
  services: AppServices,
  portfolioId: string,
  userId: string,
  spec: { name: string; description: string; funding: readonly { name: string; budgets: readonly number[] }[]; taskIds: readonly string[] },
): Promise<PlanIds> {
  const created = await db.transaction().execute(async (trx) => {
    const workPlanId = await insertWorkPlan(trx, portfolioId, userId, { name: spec.name, description: spec.description });
    await trx.updateTable('work_plans').set(TIME_FRAME).where('id', '=', workPlanId).execute();
    for (const [position, source] of spec.funding.entries()) {
      const { id } = await trx.insertInto('work_plan_funding_sources').values({ work_plan_id: workPlanId, position, name: source.name }).returning('id').executeTakeFirstOrThrow();
      await saveBudgets(trx, id, [...source.budgets]);
    }
    const tasks = await findImportableTasks(trx, workPlanId, spec.taskIds);
    const sources = await trx
      .insertInto('work_plan_data_sources')
      .values(
        spec.taskIds.map((taskId, order) => {
          const task = tasks.find((row) => row.task_id === taskId)!;
          return { work_plan_id: workPlanId, order, task_id: taskId, simulation_id: task.simulation_id, simulation_name: task.simulation_name, workspace_name: task.workspace_name, import_status: 'queued' as const };
        }),
      )
      .returning(['id', 'task_id'])
      .execute();
    await requestImports(trx, services.queue, sources.map((source) => source.id));
    await recordEvent(trx, { portfolioId, actorId: userId, action: 'work_plan.created', subjectType: 'work_plan', subjectId: workPlanId, subjectName: spec.name });
    return { workPlanId, sources };
  });
  for (const source of created.sources) await announceImportStatus(db, services.events, source.id, source.task_id!, 'queued');
  services.queue.wake();
  const named = async (table: 'work_plan_status_items' | 'work_plan_priority_items' | 'work_plan_funding_sources') =>
    new Map((await db.selectFrom(table).select(['id', 'name']).where('work_plan_id', '=', created.workPlanId).execute()).map((row) => [row.name, row.id]));
  return {
    workPlanId: created.workPlanId,
    statuses: await named('work_plan_status_items'),
    priorities: await named('work_plan_priority_items'),
    funding: await named('work_plan_funding_sources'),
  };
}

/** The runs' proposed treatments in the plan's years, with their assets. */
async function plannableWorks(trx: Trx, workPlanId: string): Promise<Work[]> {
  return trx
    .selectFrom('work_plan_proposed_treatments as pt')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'pt.data_source_id')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'pt.data_source_id').onRef('a.asset_id', '=', 'pt.asset_id'))
    .select(['pt.data_source_id', 'pt.work_no', 'pt.asset_id', 'pt.year', 'pt.treatment', 'pt.cost', 'a.network_measure', 'a.name', 'a.location'])
    .where('d.work_plan_id', '=', workPlanId)
    .where('pt.year', '>=', FIRST_YEAR)
    .where('pt.year', '<=', LAST_YEAR)
    .orderBy('pt.cost', 'desc')
    .orderBy('pt.work_no')
    .execute();
}

/** "Torquay Court, Leopold (segment 1)" and "Torquay Court main, Leopold" are on one street. */
const streetOfRoad = (name: string | null) => name?.replace(/\s*\(segment \d+\)$/, '') ?? null;
const streetOfMain = (name: string | null) => name?.replace(/ main,/, ',') ?? null;

/** Half-years of one calendar year each lie inside one fiscal or one calendar year (SPEC 5). */
const firstHalf = (year: number) => ({ start: `${year}-01-01`, end: `${year}-06-30`, date: `${year}-03-16` });
const secondHalf = (year: number) => ({ start: `${year}-07-01`, end: `${year}-12-31`, date: `${year}-09-14` });

const STREET_STATUSES = ['In progress', 'Approved', 'Approved', 'Proposed', 'Proposed'] as const;
const PRIORITIES = ['High', 'High', 'Medium', 'Medium', 'Low'] as const;

/**
 * Streets whose water main and road segments the runs both treat in the plan's years: the main is
 * renewed first, the road resurfaced after it, and the kerbs reinstated in the following year.
 */
async function streetProjects(trx: Trx, workPlanId: string): Promise<ProjectSpec[]> {
  const works = await plannableWorks(trx, workPlanId);
  const mains = works.filter((work) => work.asset_id.startsWith('WM-'));
  const roads = works.filter((work) => work.asset_id.startsWith('RD-'));
  const projects: ProjectSpec[] = [];
  const used = new Set<string>();
  for (const main of mains) {
    if (projects.length === STREET_STATUSES.length) break;
    const street = streetOfMain(main.name);
    if (!street || used.has(street)) continue;
    const segments = roads.filter((road) => streetOfRoad(road.name) === street && road.year >= main.year).slice(0, ASSETS_PER_DATA_SOURCE_MAX);
    if (segments.length === 0 || main.year >= LAST_YEAR) continue;
    used.add(street);
    const index = projects.length;
    const roadYear = Math.max(main.year, ...segments.map((segment) => segment.year));
    const water = firstHalf(main.year);
    const resurfacing = roadYear === main.year ? secondHalf(roadYear) : firstHalf(roadYear);
    // The first half of the next year stays inside the plan's last fiscal year (to June 2029).
    const kerbs = firstHalf(roadYear + 1);
    const phases: PhaseSpec[] = [
      { name: 'Water main renewal', description: `Renew the main under ${street} before the road is resurfaced.`, funding: 'Water renewal program', contingency: 10, works: [main], ...water, status: STREET_STATUSES[index]!, priority: PRIORITIES[index]! },
      { name: 'Road resurfacing', description: 'Resurface the segments once the trench is reinstated.', funding: 'Road renewal program', contingency: 5, works: segments, ...resurfacing, status: STREET_STATUSES[index] === 'In progress' ? 'Approved' : STREET_STATUSES[index]!, priority: PRIORITIES[index]! },
    ];
    if (roadYear + 1 <= LAST_YEAR) {
      phases.push({
        name: 'Kerb and footpath reinstatement',
        description: 'Kerb, channel and footpath crossings disturbed by the works.',
        funding: 'Road renewal program',
        contingency: 15,
        works: [],
        custom: { work: segments[0]!, name: 'Kerb and channel reinstatement', cost: 18, date: kerbs.date },
        ...kerbs,
        status: 'Proposed',
        priority: 'Low',
      });
    }
    projects.push({
      name: `${street} renewal`,
      description: `Water main renewal and road resurfacing on ${street}, coordinated to open the street once.`,
      status: STREET_STATUSES[index]!,
      priority: PRIORITIES[index]!,
      phases,
    });
  }
  return projects;
}

const BUILDING_STATUSES = ['Approved', 'In progress', 'Proposed', 'Completed'] as const;

/** The suburbs with the costliest building works, each a project with a phase per year of its works. */
async function buildingProjects(trx: Trx, workPlanId: string): Promise<ProjectSpec[]> {
  const works = await plannableWorks(trx, workPlanId);
  const bySuburb = new Map<string, Work[]>();
  for (const work of works) {
    if (!work.location) continue;
    bySuburb.set(work.location, [...(bySuburb.get(work.location) ?? []), work]);
  }
  const suburbs = [...bySuburb.entries()]
    .map(([suburb, suburbWorks]) => ({ suburb, works: suburbWorks, cost: suburbWorks.reduce((sum, work) => sum + work.cost, 0) }))
    .sort((a, b) => b.cost - a.cost || a.suburb.localeCompare(b.suburb))
    .slice(0, BUILDING_STATUSES.length);
  return suburbs.map(({ suburb, works: suburbWorks }, index) => {
    const years = [...new Set(suburbWorks.map((work) => work.year))].sort();
    return {
      name: `${suburb} community buildings`,
      description: `Renewals of the community buildings in ${suburb}, in the years the run proposed them.`,
      status: BUILDING_STATUSES[index]!,
      priority: PRIORITIES[index]!,
      phases: years.map((year) => {
        const inYear = suburbWorks.filter((work) => work.year === year);
        // No more buildings per phase than a planner may select at once (SPEC 5).
        const assets = [...new Set(inYear.map((work) => work.asset_id))].slice(0, ASSETS_PER_DATA_SOURCE_MAX);
        return {
          name: `${year} renewals`,
          description: `The ${suburb} works proposed for ${year}.`,
          status: BUILDING_STATUSES[index]!,
          priority: PRIORITIES[index]!,
          funding: year === 2028 ? 'Building renewal reserve' : index % 2 === 0 ? 'Building renewal reserve' : 'State community infrastructure grant',
          contingency: 10,
          works: inYear.filter((work) => assets.includes(work.asset_id)),
          ...firstHalf(year),
        };
      }),
    };
  });
}

async function insertProject(trx: Trx, plan: PlanIds, userId: string, project: ProjectSpec): Promise<void> {
  const { id: projectId } = await trx
    .insertInto('work_plan_projects')
    .values({
      work_plan_id: plan.workPlanId,
      name: project.name.slice(0, 100),
      description: project.description.slice(0, 250),
      owner_id: userId,
      priority_item_id: plan.priorities.get(project.priority) ?? null,
      status_item_id: plan.statuses.get(project.status) ?? null,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, phase] of project.phases.entries()) {
    const treatments = phase.works.map((work): PlannedTreatment => ({
      row: { data_source_id: work.data_source_id, asset_id: work.asset_id, work_no: work.work_no, name: work.treatment, treatment_date: phase.date, cost: unitCost(work.cost, work.network_measure), variation: 0 },
      networkMeasure: work.network_measure,
    }));
    if (phase.custom) {
      const { work, name, cost, date } = phase.custom;
      treatments.push({ row: { data_source_id: work.data_source_id, asset_id: work.asset_id, work_no: null, name, treatment_date: date, cost, variation: 0 }, networkMeasure: work.network_measure });
    }
    // The budget is set from the estimate the plan will show for these treatments (SPEC 5).
    const estimate = phaseTreatmentCost(treatments.map(({ row, networkMeasure }) => treatmentCostEstimate({ cost: row.cost, variation: row.variation, network_measure: networkMeasure })));
    const { id: phaseId } = await trx
      .insertInto('work_plan_phases')
      .values({
        project_id: projectId,
        position,
        name: phase.name,
        description: phase.description.slice(0, 250),
        owner_id: userId,
        priority_item_id: plan.priorities.get(phase.priority) ?? null,
        status_item_id: plan.statuses.get(phase.status) ?? null,
        start_date: phase.start,
        end_date: phase.end,
        funding_source_id: plan.funding.get(phase.funding) ?? null,
        contingency: String(phase.contingency),
        // A budget a little above the estimate, rounded as a planner would.
        total_budget: String(Math.ceil((estimate * 1.15) / 10_000) * 10_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows: Insertable<WorkPlanTreatmentsTable>[] = treatments.map(({ row }) => ({ ...row, phase_id: phaseId }));
    if (rows.length > 0) await trx.insertInto('work_plan_treatments').values(rows).execute();
  }
  await trx.updateTable('work_plans').set({ updated_at: sql`now()` }).where('id', '=', plan.workPlanId).execute();
}
