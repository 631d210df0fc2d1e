import { parsePackage, simulate, simulateZeroBudget, type SimulationOutcome } from '../../../server/engine';
import { writeLifeCycles } from '../../../server/results/lifeCyclesFile';
import { storeTaskWorks } from '../../../server/reports/taskWorks';
import type { TestServer } from '../../support/testServer';

export type EngineRun = { funded: SimulationOutcome; zeroBudget: SimulationOutcome };

type PackageFiles = { csv: Buffer; settings: unknown };

async function parsed(input: PackageFiles) {
  const outcome = await parsePackage({ settings: input.settings, assetsCsv: input.csv.toString('utf8') });
  if (!outcome.ok) throw new Error(`The fixture's package is not valid: ${outcome.errors[0]?.message}`);
  return outcome.package;
}

const seeded = (seed?: number) => (seed === undefined ? {} : { seed });

/** The engine's own run of a package, in this process: the independent source of a test's expected numbers. */
export async function engineOutcome(input: PackageFiles, seed?: number): Promise<SimulationOutcome> {
  return simulate(await parsed(input), seeded(seed));
}

/** The engine's own run of a package and its zero-budget baseline. */
export async function engineRun(input: PackageFiles, seed?: number): Promise<EngineRun> {
  const pkg = await parsed(input);
  return { funded: await simulate(pkg, seeded(seed)), zeroBudget: await simulateZeroBudget(pkg, seeded(seed)) };
}

/**
 * Stores an engine run as a completed task's results the way the task runner and the report
 * generation store them: the results row with its life-cycles blob, the zero-budget baseline, the
 * works programme and a completed lite report.
 */
export async function storeRun(server: TestServer, taskId: string, run: EngineRun): Promise<void> {
  const { db, services } = server;
  const slot = await services.blobs.reserve('life-cycles');
  const bytes = await writeLifeCycles(slot.tempPath, run.funded.lifeCycles);
  await slot.commit();
  await db
    .insertInto('task_results')
    .values({
      task_id: taskId,
      summary: JSON.stringify(run.funded.results),
      life_cycles_key: slot.key,
      life_cycles_bytes: bytes,
      zero_budget_summary: JSON.stringify(run.zeroBudget.results),
    })
    .execute();
  await storeTaskWorks(db, services.blobs, taskId);
  await db.insertInto('task_reports').values({ task_id: taskId, group_code: 'lite', status: 'completed', error_message: null }).execute();
}
