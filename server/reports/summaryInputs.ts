import type { SimulationResults } from '../../src/api/simulationPackage/results.schema';
import type { LifeCycles } from '../engine/lifeCycles';

/** What every report tab is built from: a run's stored results, its zero-budget run once generated, and its life cycles on demand. */
export type SummaryInputs = {
  taskId: string;
  results: SimulationResults;
  /** Null until the lite reports' generation has run the zero-budget baseline. */
  zeroBudget: SimulationResults | null;
  /** The life cycles file is large: read only by the tabs about one asset. */
  lifeCycles: () => Promise<LifeCycles>;
};

export type SummaryOptions = { assetIndex?: number };
