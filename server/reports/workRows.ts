import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { TaskWorksTable } from '../db/schema';
import type { LifeCycles } from '../engine/lifeCycles';
import { attributesAt, type AssetAttributes } from './assetAttributes';

/** One funded work as task_works holds it, without the task it belongs to. */
export type WorkRow = Omit<TaskWorksTable, 'task_id'>;

/**
 * The run's funded works in the order they were funded, year by year, numbered from 1. An asset's
 * state before a work is its worst criterion state (the highest, 6 being end of life) at the end
 * of the year before (the imported state in the first year); after is the same once the year's
 * works are done; the asset's attributes come from the register when it was read. One object at a time, so that a million assets never sit in memory as rows.
 */
export function* workRows(lifeCycles: LifeCycles, results: SimulationResults, attributes: AssetAttributes | null = null): Generator<WorkRow> {
  const { assetCount, criterionCount, states } = lifeCycles;
  const worstState = (slot: number, asset: number) => {
    const first = (slot * assetCount + asset) * criterionCount;
    let worst = 0;
    for (let c = 0; c < criterionCount; c++) worst = Math.max(worst, states[first + c] ?? 0);
    return worst;
  };
  let workNo = 0;
  for (let year = 0; year < lifeCycles.treatments.length; year++) {
    const funded = lifeCycles.treatments[year]!;
    const calendarYear = results.run.calendarYears[year] ?? results.run.startYear + year;
    for (let k = 0; k < funded.asset.length; k++) {
      const asset = funded.asset[k]!;
      const treatment = results.treatments[funded.treatment[k]!];
      workNo += 1;
      yield {
        work_no: workNo,
        year: calendarYear,
        asset_index: asset,
        asset_id: lifeCycles.ids.at(asset),
        asset_name: lifeCycles.names?.at(asset) || null,
        location: lifeCycles.locationNames[lifeCycles.location[asset]!] ?? '',
        treatment_id: treatment?.id ?? '',
        treatment_name: treatment?.name ?? '',
        cost: funded.cost[k]!,
        funding_source: results.fundingSources[funded.source[k]!]?.name ?? '',
        state_before: worstState(year, asset),
        state_after: worstState(year + 1, asset),
        ...attributesAt(attributes, asset),
      };
    }
  }
}
