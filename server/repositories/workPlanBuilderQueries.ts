import { sql } from 'kysely';
import type { Db } from '../db/database';
import { treatmentCostEstimate, unitCost } from '../../src/api/rules/treatmentCost';
import type {
  PlanAssetCollection,
  PlanAssetFeature,
  ProposedTreatmentPage,
  ProposedTreatmentQuery,
  ProposedTreatmentRow,
} from '../../src/api/schemas/workPlanBuilder.schema';
import { statusOf } from './workPlanProjectQueries';
import { proposedCostEstimate, sumCents } from './treatmentCostSql';

/** The plan's imported data sources, or the one asked for if it is one of them. */
async function importedSourceIds(db: Db, workPlanId: string, sourceId: string | undefined): Promise<string[]> {
  let query = db.selectFrom('work_plan_data_sources').select('id').where('work_plan_id', '=', workPlanId).where('import_status', '=', 'completed');
  if (sourceId) query = query.where('id', '=', sourceId);
  return (await query.execute()).map((row) => row.id);
}

/**
 * The proposed treatments of the given data sources (of the assets named, if any), with the
 * treatment that placed each in a phase, if one did. Named by id rather than joined to the plan's data sources: the planner then
 * sees how many rows each holds, where through the join it expected a few and priced them one by one.
 */
function proposedTreatments(db: Db, sourceIds: readonly string[], assetUuids: readonly string[] | undefined) {
  const all = db
    .selectFrom('work_plan_proposed_treatments as pt')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'pt.data_source_id').onRef('a.asset_id', '=', 'pt.asset_id'))
    .leftJoin('work_plan_treatments as t', (join) => join.onRef('t.data_source_id', '=', 'pt.data_source_id').onRef('t.work_no', '=', 'pt.work_no'))
    .where('pt.data_source_id', 'in', sourceIds);
  return assetUuids ? all.where('a.id', 'in', assetUuids) : all;
}

type Priced = { work_cost: number; network_measure: number | null; planned_cost: number | null; planned_variation: number | null };

/** A placed treatment is priced as its phase has it; one not placed yet at the simulation's cost, without variation (proposedCostEstimate in SQL). */
function pricing(row: Priced): { cost: number; variation: number; network_measure: number | null; cost_estimate: number } {
  const cost = row.planned_cost ?? unitCost(row.work_cost, row.network_measure);
  const variation = row.planned_variation ?? 0;
  return { cost, variation, network_measure: row.network_measure, cost_estimate: treatmentCostEstimate({ cost, variation, network_measure: row.network_measure }) };
}

type CellCount = { year: number; treatment: string; count: number };

/**
 * The cells a window [offset, offset + limit) of the list crosses, in the list's order, and how
 * many rows of the first it skips: the list runs through the cells one after the other.
 */
function cellsInWindow(cells: readonly CellCount[], offset: number, limit: number): { crossed: CellCount[]; skip: number } {
  const crossed: CellCount[] = [];
  let skip = 0;
  let start = 0;
  for (const cell of cells) {
    const end = start + cell.count;
    if (end > offset && start < offset + limit) {
      if (crossed.length === 0) skip = offset - start;
      crossed.push(cell);
    }
    start = end;
  }
  return { crossed, skip };
}

/**
 * The Treatments view's pivot (the proposed treatments per year and kind, with how many are
 * planned and their cost estimate) and a window of those of one cell, or all, in year, kind,
 * plan and asset order; of the selected assets only when the query names them. The database counts and prices the pivot; the pivot's counts then give
 * the list's total and the cells the window lies in, so that only those cells' rows are sorted.
 */
export async function listProposedTreatments(db: Db, workPlanId: string, query: ProposedTreatmentQuery): Promise<ProposedTreatmentPage> {
  const sourceIds = await importedSourceIds(db, workPlanId, query.source_id);
  if (sourceIds.length === 0) return { summary: [], contents: [], offset: query.offset, limit: query.limit, total_count: 0 };
  const all = proposedTreatments(db, sourceIds, query.asset_uuid);
  const estimate = proposedCostEstimate({ workCost: 'pt.cost', measure: 'a.network_measure', plannedCost: 't.cost', plannedVariation: 't.variation' });
  // In the database's order of kinds, which the list's order follows.
  const cells = await all
    .select([
      'pt.year',
      'pt.treatment',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`count(t.id)::int`.as('planned_count'),
      sumCents(estimate).as('cost_estimate'),
    ])
    .groupBy(['pt.year', 'pt.treatment'])
    .orderBy('pt.year')
    .orderBy('pt.treatment')
    .execute();
  const summary = [...cells].sort((a, b) => a.year - b.year || a.treatment.localeCompare(b.treatment));

  const matching = cells.filter((cell) => (query.year === undefined || cell.year === query.year) && (query.treatment === undefined || cell.treatment === query.treatment));
  const totalCount = matching.reduce((sum, cell) => sum + cell.count, 0);
  const { crossed, skip } = cellsInWindow(matching, query.offset, query.limit);
  const first = crossed[0];
  const last = crossed[crossed.length - 1];
  let window = all;
  if (query.year !== undefined) window = window.where('pt.year', '=', query.year);
  if (query.treatment !== undefined) window = window.where('pt.treatment', '=', query.treatment);
  const rows =
    first && last
      ? await window
          .where('pt.year', '>=', first.year)
          .where('pt.year', '<=', last.year)
          .where(sql<boolean>`(pt.year, pt.treatment) >= (${first.year}, ${first.treatment})`)
          .where(sql<boolean>`(pt.year, pt.treatment) <= (${last.year}, ${last.treatment})`)
          .innerJoin('work_plan_data_sources as d', 'd.id', 'pt.data_source_id')
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
          .offset(skip)
          .limit(query.limit)
          .execute()
      : [];
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
  return { summary, contents, offset: query.offset, limit: query.limit, total_count: totalCount };
}

/** Six decimals of a degree are about 0.1 m: finer digits only add bytes to a map of thousands of assets. */
const COORDINATE_DECIMALS = 1e6;

/** A geometry's coordinates at six decimals, at any depth of nesting (points, lines, polygons, multi-parts); those with fewer keep their value. */
function roundCoordinates(coordinates: unknown): unknown {
  if (typeof coordinates === 'number') return Math.round(coordinates * COORDINATE_DECIMALS) / COORDINATE_DECIMALS;
  return Array.isArray(coordinates) ? coordinates.map(roundCoordinates) : coordinates;
}

/**
 * The plan's imported assets that have a geometry, as GeoJSON for a map: with the year and name
 * of each one's first proposed treatment, and, once one of its treatments is in a phase, the
 * project of the earliest such treatment and that project's status. Each asset's figures come
 * from one pass over the plan's works and placements, joined to the assets, rather than from
 * queries per asset.
 */
export async function planAssetCollection(db: Db, workPlanId: string): Promise<PlanAssetCollection> {
  const sourceIds = await importedSourceIds(db, workPlanId, undefined);
  if (sourceIds.length === 0) return { type: 'FeatureCollection', features: [] };
  const rows = await db
    .with('works', (qb) =>
      qb
        .selectFrom('work_plan_proposed_treatments as w')
        .select([
          'w.data_source_id',
          'w.asset_id',
          sql<number>`count(*)::int`.as('treatment_count'),
          sql<number>`min(w.year)`.as('first_year'),
          sql<string>`(array_agg(w.treatment order by w.year, w.work_no))[1]`.as('first_treatment'),
        ])
        .where('w.data_source_id', 'in', sourceIds)
        .groupBy(['w.data_source_id', 'w.asset_id']),
    )
    .with('placements', (qb) =>
      qb
        .selectFrom('work_plan_treatments as t')
        .innerJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
        .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
        .leftJoin('work_plan_status_items as s', 's.id', 'p.status_item_id')
        .distinctOn(['t.data_source_id', 't.asset_id'])
        .select(['t.data_source_id', 't.asset_id', 'p.name as project_name', 's.id as status_id', 's.name as status_name', 's.colour as status_colour'])
        .where('t.data_source_id', 'in', sourceIds)
        .orderBy('t.data_source_id')
        .orderBy('t.asset_id')
        .orderBy('t.treatment_date')
        .orderBy('t.created_at')
        .orderBy('t.id'),
    )
    .selectFrom('work_plan_assets as a')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'a.data_source_id')
    .leftJoin('works as w', (join) => join.onRef('w.data_source_id', '=', 'a.data_source_id').onRef('w.asset_id', '=', 'a.asset_id'))
    .leftJoin('placements as pl', (join) => join.onRef('pl.data_source_id', '=', 'a.data_source_id').onRef('pl.asset_id', '=', 'a.asset_id'))
    .select([
      'a.id',
      'a.data_source_id',
      'd.simulation_name as source_name',
      'a.asset_id',
      'a.name',
      'a.asset_class',
      'a.location',
      'a.hierarchy',
      'a.criticality',
      'a.network_measure',
      'a.geometry',
      'w.treatment_count',
      'w.first_year',
      'w.first_treatment',
      'pl.asset_id as placed_asset_id',
      'pl.project_name',
      'pl.status_id',
      'pl.status_name',
      'pl.status_colour',
    ])
    .where('a.data_source_id', 'in', sourceIds)
    .where('a.geometry', 'is not', null)
    .orderBy('d.order')
    .orderBy('a.asset_id')
    .execute();
  const features = rows.map((row): PlanAssetFeature => {
    const geometry = row.geometry as PlanAssetFeature['geometry'];
    const planned = row.placed_asset_id !== null;
    return {
      type: 'Feature',
      // A geometry collection has no coordinates of its own.
      geometry: geometry.coordinates === undefined ? geometry : { ...geometry, coordinates: roundCoordinates(geometry.coordinates) },
      properties: {
        id: row.id,
        source_id: row.data_source_id,
        source_name: row.source_name,
        asset_id: row.asset_id,
        name: row.name,
        asset_class: row.asset_class,
        location: row.location,
        hierarchy: row.hierarchy,
        criticality: row.criticality,
        network_measure: row.network_measure,
        treatment_count: row.treatment_count ?? 0,
        first_year: row.first_year,
        first_treatment: row.first_treatment,
        planned,
        project_name: planned ? row.project_name : null,
        project_status: planned ? statusOf(row) : null,
      },
    };
  });
  return { type: 'FeatureCollection', features };
}
