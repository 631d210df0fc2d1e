import path from 'node:path';
import { loadPackage, simulate, simulateZeroBudget } from '../../../server/engine';
import type { LifeCycles } from '../../../server/engine/lifeCycles';
import type { SimulationResults } from '../../../src/api/simulationPackage/results.schema';
import type { SummaryInputs } from '../../../server/reports/resultsSummaries';

export type SampleRun = { results: SimulationResults; zeroBudget: SimulationResults; lifeCycles: LifeCycles; inputs: SummaryInputs };

const SAMPLES = path.resolve(import.meta.dirname, '../../../samples');
export const TASK_ID = '3f0b9a52-8c61-4c1e-9d0f-4a7c2b1e5d90';

/** A sample package run by the engine itself, with its zero-budget run: the expected numbers of every test. */
export async function sampleRun(name: 'roads' | 'water-mains' | 'buildings'): Promise<SampleRun> {
  const loaded = await loadPackage(path.join(SAMPLES, name));
  if (!loaded.ok) throw new Error(`${name} does not load: ${loaded.errors[0]?.message}`);
  const { results, lifeCycles } = await simulate(loaded.package);
  const { results: zeroBudget } = await simulateZeroBudget(loaded.package);
  return { results, zeroBudget, lifeCycles, inputs: { taskId: TASK_ID, results, zeroBudget, lifeCycles: async () => lifeCycles } };
}
