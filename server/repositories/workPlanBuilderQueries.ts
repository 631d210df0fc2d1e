import { sql } from 'kysely';
import type { Db } from '../db/database';
import { roundCents, treatmentCostEstimate, unitCost } from '../../src/api/rules/treatmentCost';
import type {
  PlanAssetCollection,
  PlanAssetFeature,
  ProposedTreatmentCell,
  ProposedTreatmentPage,
  ProposedTreatmentQuery,
  ProposedTreatmentRow,
} from '../../src/api/schemas/workPlanBuilder.schema';
import { treatmentFigures } from './dataSourceQueries';
import { statusOf } from './workPlanProjectQueries';

/** The proposed treatments of the plan's imported data sources, with the treatment that placed each in a phase, if one did. */
function proposedTreatments(db: Db, workPlanId: string, sourceId: string | undefined) {
  let query = db
    .selectFrom('work_plan_proposed_treatments as pt')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'pt.data_source_id')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'pt.data_source_id').onRef('a.asset_id', '=', 'pt.asset_id'))
    .leftJoin('work_plan_treatments as t', (join) => join.onRef('t.data_source_id', '=', 'pt.data_source_id').onRef('t.work_no', '=', 'pt.work_no'))
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed');
  if (sourceId) query = query.where('pt.data_source_id', '=', sourceId);
  return query;
}

type Priced = { work_cost: number; network_measure: number | null; planned_cost: number | null; planned_variation: number | null };

/** A placed treatment is priced as its phase has it; one not placed yet at the simulation's cost, without variation. */
function pricing(row: Priced): { cost: number; variation: number; network_measure: number | null; cost_estimate: number } {
  const cost = row.planned_cost ?? unitCost(row.work_cost, row.network_measure);
  const variation = row.planned_variation ?? 0;
  return { cost, variation, network_measure: row.network_measure, cost_estimate: treatmentCostEstimate({ cost, variation, network_measure: row.network_measure }) };
}

/**
 * The Treatments view's pivot (the proposed treatments per year and kind, with how many are
 * planned and their cost estimate) and a window of those of one cell, or all, in year, kind,
 * plan and asset order.
 */
export async function listProposedTreatments(db: Db, workPlanId: string, query: ProposedTreatmentQuery): Promise<ProposedTreatmentPage> {
  const all = proposedTreatments(db, workPlanId, query.source_id);
  const summaryRows = await all
    .select(['pt.year', 'pt.treatment', 'pt.cost as work_cost', 'a.network_measure', 't.id as placed_id', 't.cost as planned_cost', 't.variation as planned_variation'])
    .execute();
  const cells = new Map<string, ProposedTreatmentCell>();
  for (const row of summaryRows) {
    const key = `${row.year}\u0000${row.treatment}`;
    const cell = cells.get(key) ?? { year: row.year, treatment: row.treatment, count: 0, planned_count: 0, cost_estimate: 0 };
    cell.count += 1;
    if (row.placed_id) cell.planned_count += 1;
    cell.cost_estimate = roundCents(cell.cost_estimate + pricing(row).cost_estimate);
    cells.set(key, cell);
  }
  const summary = [...cells.values()].sort((a, b) => a.year - b.year || a.treatment.localeCompare(b.treatment));

  let matching = all;
  if (query.year !== undefined) matching = matching.where('pt.year', '=', query.year);
  if (query.treatment !== undefined) matching = matching.where('pt.treatment', '=', query.treatment);
  const [rows, total] = await Promise.all([
    matching
      .leftJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
      .leftJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
      .select([
        'pt.id',
        'a.id as asset_uuid',
        'pt.data_source_id',
        'pt.work_no',
        'pt.asset_id',
        'a.name as asset_name',
        'a.asset_class',
        'a.network_measure',
        'pt.year',
        'pt.treatment',
        'pt.funding_source',
        'pt.cost as work_cost',
        't.id as placed_id',
        't.cost as planned_cost',
        't.variation as planned_variation',
        'ph.id as phase_id',
        'ph.name as phase_name',
        'p.id as project_id',
        'p.name as project_name',
      ])
      .orderBy('pt.year')
      .orderBy('pt.treatment')
      .orderBy('d.order')
      .orderBy('pt.asset_id')
      .orderBy('pt.work_no')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    matching.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const contents = rows.map(
    (row): ProposedTreatmentRow => ({
      id: row.id,
      asset_uuid: row.asset_uuid,
      data_source_id: row.data_source_id,
      proposed_treatment_id: row.work_no,
      asset_id: row.asset_id,
      asset_name: row.asset_name,
      asset_class: row.asset_class,
      year: row.year,
      treatment: row.treatment,
      funding_source: row.funding_source,
      ...pricing(row),
      planned:
        row.placed_id && row.phase_id && row.project_id
          ? { treatment_id: row.placed_id, phase: { id: row.phase_id, name: row.phase_name ?? '' }, project: { id: row.project_id, name: row.project_name ?? '' } }
          : null,
    }),
  );
  return { summary, contents, offset: query.offset, limit: query.limit, total_count: total.count };
}

/**
 * The plan's imported assets that have a geometry, as GeoJSON for a map: with the year and name
 * of each one's first proposed treatment, and, once one of its treatments is in a phase, the
 * project of the earliest such treatment and that project's status.
 */
export async function planAssetCollection(db: Db, workPlanId: string): Promise<PlanAssetCollection> {
  const rows = await db
    .selectFrom('work_plan_assets as a')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'a.data_source_id')
    .select([
      'a.id',
      'a.data_source_id',
      'a.asset_id',
      'a.name',
      'a.asset_class',
      'a.location',
      'a.hierarchy',
      'a.criticality',
      'a.network_measure',
      'a.geometry',
      ...treatmentFigures,
      sql<string | null>`(
        select w.treatment from work_plan_proposed_treatments w
        where w.data_source_id = a.data_source_id and w.asset_id = a.asset_id order by w.year, w.work_no limit 1
      )`.as('first_treatment'),
      sql<{ project_name: string; status_id: string | null; status_name: string | null; status_colour: string | null } | null>`(
        select json_build_object('project_name', p.name, 'status_id', s.id, 'status_name', s.name, 'status_colour', s.colour)
        from work_plan_treatments t
        join work_plan_phases ph on ph.id = t.phase_id
        join work_plan_projects p on p.id = ph.project_id
        left join work_plan_status_items s on s.id = p.status_item_id
        where t.data_source_id = a.data_source_id and t.asset_id = a.asset_id
        order by t.treatment_date, t.created_at limit 1
      )`.as('placement'),
    ])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed')
    .where('a.geometry', 'is not', null)
    .orderBy('d.order')
    .orderBy('a.asset_id')
    .execute();
  const features = rows.map(
    (row): PlanAssetFeature => ({
      type: 'Feature',
      geometry: row.geometry as PlanAssetFeature['geometry'],
      properties: {
        id: row.id,
        source_id: row.data_source_id,
        asset_id: row.asset_id,
        name: row.name,
        asset_class: row.asset_class,
        location: row.location,
        hierarchy: row.hierarchy,
        criticality: row.criticality,
        network_measure: row.network_measure,
        treatment_count: row.treatment_count,
        first_year: row.first_year,
        first_treatment: row.first_treatment,
        planned: row.placement !== null,
        project_name: row.placement?.project_name ?? null,
        project_status: row.placement ? statusOf(row.placement) : null,
      },
    }),
  );
  return { type: 'FeatureCollection', features };
}
