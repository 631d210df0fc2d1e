/** What a running simulation reports; `sim_time_remaining` is the task field of the same name. */
export interface SimulationProgress {
  asset_years_done: number;
  asset_years_total: number;
  years_done: number;
  /** Seconds, estimated from the rate so far; null before any year is done. */
  sim_time_remaining: number | null;
}

export type ProgressListener = (progress: SimulationProgress) => void;

/** Phases within a year report only when this long has passed since the last report. */
const MIN_REPORT_INTERVAL_MS = 250;

/**
 * Reports after every year, and between the phases of a year when one report is due. The longest
 * silence is a dropped report's 250 ms plus the phase after it, so a listener hears at least once
 * a second while no phase takes more than 750 ms (a phase of a million assets takes 20-100 ms).
 */
export class ProgressReporter {
  private readonly started: number;
  private lastReport: number;

  constructor(
    private readonly listener: ProgressListener | undefined,
    private readonly assetsPerYear: number,
    private readonly years: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.started = clock();
    this.lastReport = this.started;
  }

  /** `yearsDone` may be fractional within a year. */
  report(yearsDone: number, force: boolean): void {
    if (!this.listener) return;
    const now = this.clock();
    if (!force && now - this.lastReport < MIN_REPORT_INTERVAL_MS) return;
    this.lastReport = now;
    const total = this.assetsPerYear * this.years;
    const done = Math.round(this.assetsPerYear * yearsDone);
    const elapsedSeconds = (now - this.started) / 1000;
    this.listener({
      asset_years_done: done,
      asset_years_total: total,
      years_done: Math.floor(yearsDone),
      sim_time_remaining: done > 0 ? (elapsedSeconds * (total - done)) / done : null,
    });
  }
}
