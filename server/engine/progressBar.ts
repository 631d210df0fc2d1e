import type { SimulationProgress } from './progress';

const WIDTH = 30;

/** One redrawn terminal line: bar, share done and time left. */
export function progressLine(progress: SimulationProgress): string {
  const share = progress.asset_years_total > 0 ? progress.asset_years_done / progress.asset_years_total : 1;
  const filled = Math.round(share * WIDTH);
  const left = progress.sim_time_remaining === null ? '' : ` ${progress.sim_time_remaining.toFixed(1)} s left`;
  return `\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${(share * 100).toFixed(0).padStart(3)} %${left}   `;
}
