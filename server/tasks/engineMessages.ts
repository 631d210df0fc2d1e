import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { PackageError } from '../../src/api/simulationPackage/errors';
import type { AssetAttributes } from '../reports/assetAttributes';

/**
 * What the engine thread is given: where assets.csv is, the settings document, where to write the
 * life cycles (null: not kept, as for the zero-budget baseline of the lite reports), and whether
 * to run the package with nothing funded. The zero-budget baseline also hands back the register's
 * attributes that the advanced analysis filters the run's works by.
 */
export type EngineJob = { entry: string; assetsPath: string; settings: unknown; lifeCyclesPath: string | null; zeroBudget?: boolean };

/**
 * What the engine thread tells the task runner. `progress` is of the whole task: reading
 * assets.csv is the first IMPORT_SHARE of it, the years of the run the rest.
 */
export type EngineMessage =
  | { type: 'progress'; progress: number; sim_time_remaining: number | null }
  | { type: 'invalid'; errors: PackageError[] }
  | { type: 'completed'; results: SimulationResults; lifeCyclesBytes: number; attributes?: AssetAttributes }
  | { type: 'failed'; message: string };

export const IMPORT_SHARE = 0.3;
