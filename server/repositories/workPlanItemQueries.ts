import { sql } from 'kysely';
import type { Db } from '../db/database';
import { treatmentCostEstimate } from '../../src/api/rules/treatmentCost';
import type { AssetCustomTreatment, PlannedPlace, ProposedTreatmentItem, WorkPlanAssetItem } from '../../src/api/schemas/workPlanItem.schema';
import { findWorkPlanAsset, treatmentFigures } from './dataSourceQueries';

/** Where the plan placed each of a data source's proposed treatments named, by work number. */
async function plannedPlaces(db: Db, workPlanId: string, dataSourceId: string, workNos: readonly number[]): Promise<Map<number, PlannedPlace>> {
  if (workNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('work_plan_treatments as t')
    .innerJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .select(['t.work_no', 't.id as treatment_id', 'ph.id as phase_id', 'ph.name as phase_name', 'p.id as project_id', 'p.name as project_name'])
    .where('p.work_plan_id', '=', workPlanId)
    .where('t.data_source_id', '=', dataSourceId)
    .where('t.work_no', 'in', workNos)
    .execute();
  return new Map(rows.map(({ work_no: workNo, ...place }) => [workNo!, place]));
}

/** The custom treatments of an asset in the plan's phases, by date, priced by SPEC 5's rule at the asset's measure. */
async function customTreatments(db: Db, workPlanId: string, asset: { data_source_id: string; asset_id: string; network_measure: number | null }): Promise<AssetCustomTreatment[]> {
  const rows = await db
    .selectFrom('work_plan_treatments as t')
    .innerJoin('work_plan_phases as ph', 'ph.id', 't.phase_id')
    .innerJoin('work_plan_projects as p', 'p.id', 'ph.project_id')
    .select(['t.id', 't.name', sql<string>`t.treatment_date::text`.as('date'), 't.cost', 't.variation', 'ph.id as phase_id', 'ph.name as phase_name', 'p.id as project_id', 'p.name as project_name'])
    .where('p.work_plan_id', '=', workPlanId)
    .where('t.data_source_id', '=', asset.data_source_id)
    .where('t.asset_id', '=', asset.asset_id)
    .where('t.work_no', 'is', null)
    .orderBy('t.treatment_date')
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
  return rows.map(({ id, ...row }) => ({ ...row, treatment_id: id, cost_estimate: treatmentCostEstimate({ cost: row.cost, variation: row.variation, network_measure: asset.network_measure }) }));
}

/**
 * The asset of one of the plan's completed imports by its own id, each proposed treatment saying
 * where it was planned, with its custom treatments; undefined when the plan has none such.
 */
export async function findAssetItem(db: Db, workPlanId: string, assetKey: string): Promise<WorkPlanAssetItem | undefined> {
  const key = await db
    .selectFrom('work_plan_assets as a')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'a.data_source_id')
    .select(['a.data_source_id', 'a.asset_id'])
    .where('d.work_plan_id', '=', workPlanId)
    .where('a.id', '=', assetKey)
    .executeTakeFirst();
  if (!key) return undefined;
  const asset = await findWorkPlanAsset(db, workPlanId, key.data_source_id, key.asset_id);
  if (!asset) return undefined;
  const [places, custom] = await Promise.all([
    plannedPlaces(db, workPlanId, key.data_source_id, asset.proposed_treatments.map((treatment) => treatment.work_no)),
    customTreatments(db, workPlanId, asset),
  ]);
  return {
    ...asset,
    proposed_treatments: asset.proposed_treatments.map((treatment) => ({ ...treatment, planned: places.get(treatment.work_no) ?? null })),
    custom_treatments: custom,
  };
}

/** A proposed treatment of one of the plan's completed imports by its own id, with its asset and where it was planned. */
export async function findProposedItem(db: Db, workPlanId: string, proposedId: string): Promise<ProposedTreatmentItem | undefined> {
  const row = await db
    .selectFrom('work_plan_proposed_treatments as w')
    .innerJoin('work_plan_data_sources as d', 'd.id', 'w.data_source_id')
    .innerJoin('work_plan_assets as a', (join) => join.onRef('a.data_source_id', '=', 'w.data_source_id').onRef('a.asset_id', '=', 'w.asset_id'))
    .select([
      'w.id',
      'w.data_source_id',
      'w.work_no',
      'w.year',
      'w.treatment',
      'w.cost',
      'w.funding_source',
      'w.state_before',
      'w.state_after',
      'd.simulation_name',
      'a.id as asset_key',
      'a.asset_id',
      'a.name',
      'a.asset_class',
      'a.location',
      'a.hierarchy',
      'a.criticality',
      'a.network_measure',
      ...treatmentFigures,
    ])
    .where('d.work_plan_id', '=', workPlanId)
    .where('d.import_status', '=', 'completed')
    .where('w.id', '=', proposedId)
    .executeTakeFirst();
  if (!row) return undefined;
  const places = await plannedPlaces(db, workPlanId, row.data_source_id, [row.work_no]);
  return {
    id: row.id,
    data_source_id: row.data_source_id,
    work_no: row.work_no,
    year: row.year,
    treatment: row.treatment,
    cost: row.cost,
    funding_source: row.funding_source,
    state_before: row.state_before,
    state_after: row.state_after,
    simulation_name: row.simulation_name,
    planned: places.get(row.work_no) ?? null,
    asset: {
      id: row.asset_key,
      data_source_id: row.data_source_id,
      asset_id: row.asset_id,
      name: row.name,
      asset_class: row.asset_class,
      location: row.location,
      hierarchy: row.hierarchy,
      criticality: row.criticality,
      network_measure: row.network_measure,
      treatment_count: row.treatment_count,
      first_year: row.first_year,
    },
  };
}
