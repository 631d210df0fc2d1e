import type { SimulationPackage } from './model';
import { simulate, type SimulateOptions, type SimulationOutcome } from './simulate';

/**
 * The do-nothing baseline of the system-life-cycle report: the same package, assets and seed,
 * with nothing funded.
 */
export function simulateZeroBudget(pkg: SimulationPackage, options: Omit<SimulateOptions, 'budgetPreset'> = {}): Promise<SimulationOutcome> {
  return simulate(pkg, { ...options, budgetPreset: 'zeroBudget' });
}
