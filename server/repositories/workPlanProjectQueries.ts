import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Phase, PlannedTreatmentList, Project, Treatment } from '../../src/api/schemas/project.schema';
import type { UserRef } from '../../src/api/schemas/user.schema';
import { contingencyAmount, phaseTreatmentCost, proposedSpend, sumCents, treatmentCostEstimate } from '../../src/api/rules/treatmentCost';

export type PhaseTree = Phase & { treatments: Treatment[] };
export type ProjectTree = Project & { phases: PhaseTree[] };

type UserColumns = { owner_id: string | null; owner_email: string | null; owner_first_name: string | null; owner_last_name: string | null };
const ownerOf = (row: UserColumns): UserRef | null =>
  row.owner_id && row.owner_email ? { id: row.owner_id, email: row.owner_email, first_name: row.owner_first_name ?? '', last_name: row.owner_last_name ?? '' } : null;

type ItemColumns = {
  priority_id: string | null;
  priority_name: string | null;
  status_id: string | null;
  status_name: string | null;
  status_colour: string | null;
};
const priorityOf = (row: ItemColumns) => (row.priority_id && row.priority_name !== null ? { id: row.priority_id, name: row.priority_name } : null);
export const statusOf = (row: Pick<ItemColumns, 'status_id' | 'status_name' | 'status_colour'>) =>
  row.status_id && row.status_name !== null && row.status_colour !== null ? { id: row.status_id, name: row.status_name, colour: row.status_colour } : null;

const iso = (date: Date) => date.toISOString();

/** The plan's projects with their owner, priority and status as the plan's settings have them now. */
function projectRows(executor: Db, workPlanId: string) {
  return executor
    .selectFrom('work_plan_projects as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .leftJoin('work_plan_priority_items as pi', 'pi.id', 'p.priority_item_id')
    .leftJoin('work_plan_status_items as si', 'si.id', 'p.status_item_id')
    .select([
      'p.id',
      'p.work_plan_id',
      'p.name',
      'p.description',
      'p.created_at',
      'p.updated_at',
      'u.id as owner_id',
      'u.email as owner_email',
      'u.first_name as owner_first_name',
      'u.last_name as owner_last_name',
      'pi.id as priority_id',
      'pi.name as priority_name',
      'si.id as status_id',
      'si.name as status_name',
      'si.colour as status_colour',
    ])
    .where('p.work_plan_id', '=', workPlanId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

function phaseRows(executor: Db, workPlanId: string) {
  return executor
    .selectFrom('work_plan_phases as ph')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .leftJoin('users as u', 'u.id', 'ph.owner_id')
    .leftJoin('work_plan_priority_items as pi', 'pi.id', 'ph.priority_item_id')
    .leftJoin('work_plan_status_items as si', 'si.id', 'ph.status_item_id')
    .leftJoin('work_plan_funding_sources as fs', 'fs.id', 'ph.funding_source_id')
    .select([
      'ph.id',
      'ph.project_id',
      'ph.position',
      'ph.name',
      'ph.description',
      sql<string>`ph.start_date::text`.as('start_date'),
      sql<string>`ph.end_date::text`.as('end_date'),
      'ph.contingency',
      'ph.total_budget',
      'ph.created_at',
      'ph.updated_at',
      'u.id as owner_id',
      'u.email as owner_email',
      'u.first_name as owner_first_name',
      'u.last_name as owner_last_name',
      'pi.id as priority_id',
      'pi.name as priority_name',
      'si.id as status_id',
      'si.name as status_name',
      'si.colour as status_colour',
      'fs.id as funding_source_id',
      'fs.name as funding_source_name',
    ])
    .where('p.work_plan_id', '=', workPlanId)
    .orderBy('ph.project_id')
    .orderBy('ph.position')
    .execute();
}

function treatmentRows(executor: Db, workPlanId: string) {
  return executor
    .selectFrom('work_plan_treatments as t')
    .innerJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 't.data_source_id').onRef('a.asset_id', '=', 't.asset_id'))
    .leftJoin('work_plan_proposed_treatments as pt', (join) => join.onRef('pt.data_source_id', '=', 't.data_source_id').onRef('pt.work_no', '=', 't.work_no'))
    .select([
      't.id',
      't.phase_id',
      'ph.project_id',
      't.data_source_id',
      't.asset_id',
      'a.name as asset_name',
      'a.asset_class',
      'a.network_measure',
      't.work_no',
      'pt.year as proposed_year',
      't.name',
      sql<string>`t.treatment_date::text`.as('date'),
      't.cost',
      't.variation',
      't.created_at',
      't.updated_at',
    ])
    .where('p.work_plan_id', '=', workPlanId)
    // Treatments added together share their date and time: the asset and work order them.
    .orderBy('t.treatment_date')
    .orderBy('t.created_at')
    .orderBy('t.data_source_id')
    .orderBy('t.asset_id')
    .orderBy('t.work_no')
    .orderBy('t.id')
    .execute();
}

/**
 * The plan's projects, each with its phases in order and each phase with its treatments by date,
 * and the money of each: a treatment's cost estimate (SPEC 5), a phase's treatment cost (their
 * sum), contingency and proposed spend, and a project's sums of its phases'.
 */
export async function readProjectTree(executor: Db, workPlanId: string): Promise<ProjectTree[]> {
  const [projects, phases, treatments] = await Promise.all([projectRows(executor, workPlanId), phaseRows(executor, workPlanId), treatmentRows(executor, workPlanId)]);
  const treatmentsByPhase = new Map<string, Treatment[]>();
  for (const row of treatments) {
    const treatment: Treatment = {
      id: row.id,
      phase_id: row.phase_id,
      project_id: row.project_id,
      kind: row.work_no === null ? 'custom' : 'proposed',
      data_source_id: row.data_source_id,
      asset_id: row.asset_id,
      asset_name: row.asset_name,
      asset_class: row.asset_class,
      proposed_treatment_id: row.work_no,
      proposed_year: row.proposed_year,
      name: row.name,
      date: row.date,
      year: Number(row.date.slice(0, 4)),
      cost: row.cost,
      variation: row.variation,
      network_measure: row.network_measure,
      cost_estimate: treatmentCostEstimate({ cost: row.cost, variation: row.variation, network_measure: row.network_measure }),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    treatmentsByPhase.set(row.phase_id, [...(treatmentsByPhase.get(row.phase_id) ?? []), treatment]);
  }
  const phasesByProject = new Map<string, PhaseTree[]>();
  for (const row of phases) {
    const phaseTreatments = treatmentsByPhase.get(row.id) ?? [];
    const contingency = Number(row.contingency);
    const treatmentCost = phaseTreatmentCost(phaseTreatments.map((treatment) => treatment.cost_estimate));
    const phase: PhaseTree = {
      id: row.id,
      project_id: row.project_id,
      order: row.position,
      name: row.name,
      description: row.description,
      owner: ownerOf(row),
      priority: priorityOf(row),
      status: statusOf(row),
      start_date: row.start_date,
      end_date: row.end_date,
      funding_source: row.funding_source_id && row.funding_source_name !== null ? { id: row.funding_source_id, name: row.funding_source_name } : null,
      contingency,
      treatment_count: phaseTreatments.length,
      total_budget: Number(row.total_budget),
      treatment_cost: treatmentCost,
      contingency_amount: contingencyAmount(treatmentCost, contingency),
      proposed_spend: proposedSpend(treatmentCost, contingency),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      treatments: phaseTreatments,
    };
    phasesByProject.set(row.project_id, [...(phasesByProject.get(row.project_id) ?? []), phase]);
  }
  return projects.map((row) => {
    const projectPhases = phasesByProject.get(row.id) ?? [];
    const dates = projectPhases.flatMap((phase) => [phase.start_date, phase.end_date]).sort();
    return {
      id: row.id,
      work_plan_id: row.work_plan_id,
      name: row.name,
      description: row.description,
      owner: ownerOf(row),
      priority: priorityOf(row),
      status: statusOf(row),
      phase_count: projectPhases.length,
      treatment_count: projectPhases.reduce((count, phase) => count + phase.treatment_count, 0),
      start_date: dates[0] ?? null,
      end_date: dates.at(-1) ?? null,
      total_budget: sumCents(projectPhases.map((phase) => phase.total_budget)),
      treatment_cost: sumCents(projectPhases.map((phase) => phase.treatment_cost)),
      contingency_amount: sumCents(projectPhases.map((phase) => phase.contingency_amount)),
      proposed_spend: sumCents(projectPhases.map((phase) => phase.proposed_spend)),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      phases: projectPhases,
    };
  });
}

/** A project without its phases. */
export function projectOnly(tree: ProjectTree): Project {
  const project: Partial<ProjectTree> = { ...tree };
  delete project.phases;
  return project as Project;
}

/** A phase without its treatments. */
export function phaseOnly(tree: PhaseTree): Phase {
  const phase: Partial<PhaseTree> = { ...tree };
  delete phase.treatments;
  return phase as Phase;
}

export async function readProject(executor: Db, workPlanId: string, projectId: string): Promise<ProjectTree | undefined> {
  return (await readProjectTree(executor, workPlanId)).find((project) => project.id === projectId);
}

export async function readPhase(executor: Db, workPlanId: string, phaseId: string): Promise<PhaseTree | undefined> {
  return (await readProjectTree(executor, workPlanId)).flatMap((project) => project.phases).find((phase) => phase.id === phaseId);
}

/** The proposed treatments placed in the plan's phases. */
export async function listPlannedTreatments(executor: Db, workPlanId: string): Promise<PlannedTreatmentList> {
  const rows = await executor
    .selectFrom('work_plan_treatments as t')
    .innerJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .select(['t.data_source_id', 't.work_no', 't.id as treatment_id', 't.phase_id', 'ph.project_id'])
    .where('p.work_plan_id', '=', workPlanId)
    .where('t.work_no', 'is not', null)
    .orderBy('t.data_source_id')
    .orderBy('t.work_no')
    .execute();
  return { contents: rows.map(({ work_no, ...row }) => ({ ...row, proposed_treatment_id: work_no! })) };
}

/** The project, when it belongs to the plan. */
export async function findProject(executor: Db, workPlanId: string, projectId: string) {
  return executor
    .selectFrom('work_plan_projects')
    .select(['id', 'name', 'description', 'owner_id', 'priority_item_id', 'status_item_id'])
    .where('work_plan_id', '=', workPlanId)
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** The phase, when it belongs to one of the plan's projects (and to `projectId`, when given). */
export async function findPhase(executor: Db, workPlanId: string, phaseId: string, projectId?: string) {
  let query = executor
    .selectFrom('work_plan_phases as ph')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .select([
      'ph.id',
      'ph.project_id',
      'ph.position',
      'ph.name',
      'ph.description',
      'ph.owner_id',
      'ph.priority_item_id',
      'ph.status_item_id',
      'ph.funding_source_id',
      'ph.contingency',
      'ph.total_budget',
      sql<string>`ph.start_date::text`.as('start_date'),
      sql<string>`ph.end_date::text`.as('end_date'),
    ])
    .where('p.work_plan_id', '=', workPlanId)
    .where('ph.id', '=', phaseId);
  if (projectId) query = query.where('ph.project_id', '=', projectId);
  return query.executeTakeFirst();
}

/** The treatment, when it is in this phase of the plan. */
export async function findTreatment(executor: Db, workPlanId: string, phaseId: string, treatmentId: string) {
  return executor
    .selectFrom('work_plan_treatments as t')
    .innerJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .select(['t.id', 't.name', 't.work_no', 't.cost', 't.variation', sql<string>`t.treatment_date::text`.as('date')])
    .where('p.work_plan_id', '=', workPlanId)
    .where('t.phase_id', '=', phaseId)
    .where('t.id', '=', treatmentId)
    .executeTakeFirst();
}

/** Whether the user is a member of the portfolio, as a project's or phase's owner must be. */
export async function isPortfolioMember(executor: Db, portfolioId: string, userId: string): Promise<boolean> {
  const row = await executor.selectFrom('portfolio_members').select('user_id').where('portfolio_id', '=', portfolioId).where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** A new project's status: the first of the plan's status items, if it has any. */
export async function firstStatusId(executor: Db, workPlanId: string): Promise<string | null> {
  const row = await executor.selectFrom('work_plan_status_items').select('id').where('work_plan_id', '=', workPlanId).orderBy('position').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** The assets named, among the plan's completed data sources, with their network measure. */
export async function findPlanAssets(executor: Db, workPlanId: string, keys: readonly { source_id: string; asset_id: string }[]) {
  if (keys.length === 0) return [];
  return executor
    .selectFrom('work_plan_assets as a')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'a.data_source_id')
    .select(['a.data_source_id', 'a.asset_id', 'a.name'])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed')
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('a.data_source_id', '=', key.source_id), eb('a.asset_id', '=', key.asset_id)]))))
    .execute();
}

/** The proposed treatments named, among the plan's completed data sources, and the phase each is already in. */
export async function findProposedTreatments(executor: Db, workPlanId: string, keys: readonly { source_id: string; work_no: number }[]) {
  if (keys.length === 0) return [];
  return executor
    .selectFrom('work_plan_proposed_treatments as pt')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'pt.data_source_id')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'pt.data_source_id').onRef('a.asset_id', '=', 'pt.asset_id'))
    .leftJoin('work_plan_treatments as t', (join) => join.onRef('t.data_source_id', '=', 'pt.data_source_id').onRef('t.work_no', '=', 'pt.work_no'))
    .select(['pt.data_source_id', 'pt.work_no', 'pt.asset_id', 'pt.treatment', 'pt.cost', 'a.network_measure', 't.id as placed_id'])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed')
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('pt.data_source_id', '=', key.source_id), eb('pt.work_no', '=', key.work_no)]))))
    .execute();
}
