/**
 * The lifecycle simulation engine: what the task worker and the command line call.
 * Pure except `loadPackage`, which reads a package folder.
 */
export { assetLifeCycle, findAssetIndex, type LifeCycles } from './lifeCycles';
export type { SimulationPackage } from './model';
export { loadPackage } from './packageLoader';
export { parsePackage, parseSettings, type PackageInput, type PackageOutcome } from './packageParser';
export type { ProgressListener, SimulationProgress } from './progress';
export { simulate, type SimulateOptions, type SimulationOutcome } from './simulate';
export { simulateZeroBudget } from './zeroBudget';
