import type { PackageError } from '../../src/api/simulationPackage/errors';
import { loadPackage } from './packageLoader';
import { parsePackage, type PackageInput } from './packageParser';
import { simulate, type SimulateOptions, type SimulationOutcome } from './simulate';

export type RunOutcome = { ok: true; outcome: SimulationOutcome } | { ok: false; errors: PackageError[] };

/** Validates an in-memory package and runs it; a package with errors never runs. */
export async function runPackage(input: PackageInput, options: SimulateOptions = {}): Promise<RunOutcome> {
  const parsed = await parsePackage(input);
  if (!parsed.ok) return parsed;
  return { ok: true, outcome: await simulate(parsed.package, options) };
}

/** Loads a package folder and runs it; a package with errors never runs. */
export async function runPackageFolder(folder: string, options: SimulateOptions = {}): Promise<RunOutcome> {
  const loaded = await loadPackage(folder);
  if (!loaded.ok) return loaded;
  return { ok: true, outcome: await simulate(loaded.package, options) };
}
