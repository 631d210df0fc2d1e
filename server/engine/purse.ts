import type { Model } from './model';

/**
 * The money of each funding source in the year being simulated. A treatment is paid by the first
 * source, in the strategy's order, that may fund it and still holds its whole cost. Under the
 * unbounded preset every source is bottomless; under zero budget nothing is paid.
 */
export class Purse {
  readonly available: Float64Array;
  readonly spent: Float64Array;
  private readonly unbounded: boolean;
  private readonly zero: boolean;
  /** `available - spent` of each source. */
  private readonly remaining: Float64Array;
  /**
   * The most any source still holds: nothing before the year opens. Money is a double, so the
   * field starts as one (one that starts as a small integer changes the object's hidden class
   * at the first amount of money, discarding the code compiled for it).
   */
  private richest = Number.NEGATIVE_INFINITY;
  /** The distinct sets of sources that treatments may draw on, as bit masks, and each treatment's set. */
  private readonly sourceSets: Uint32Array;
  private readonly sourceSetOf: Uint8Array;
  /** Per source set, the most that one of its sources still holds. */
  private readonly richestIn: Float64Array;

  constructor(private readonly model: Model) {
    this.available = new Float64Array(model.sourceCount);
    this.spent = new Float64Array(model.sourceCount);
    this.remaining = new Float64Array(model.sourceCount);
    this.unbounded = model.preset === 'unbounded';
    this.zero = model.preset === 'zeroBudget';
    const sets = [...new Set(model.sourceMask)];
    this.sourceSets = Uint32Array.from(sets);
    this.sourceSetOf = Uint8Array.from(model.sourceMask, (mask) => sets.indexOf(mask));
    this.richestIn = new Float64Array(sets.length);
  }

  /** Opens a year with its planned budgets plus whatever was carried in. */
  open(year: number, carriedIn: Float64Array): void {
    const { sourceCount, years, funding } = this.model;
    for (let s = 0; s < sourceCount; s++) {
      this.available[s] = this.zero ? 0 : (funding.budget[s * years + year] as number) + (carriedIn[s] as number);
      this.spent[s] = 0;
      this.remaining[s] = (this.available[s] as number) - (this.spent[s] as number);
    }
    this.updateRichest();
  }

  /** The source that pays for treatment t at this cost, or -1 when none can. */
  payer(t: number, cost: number): number {
    if (this.zero) return -1;
    const allowed = this.model.sourceMask[t] as number;
    for (let s = 0; s < this.model.sourceCount; s++) {
      if ((allowed & (1 << s)) === 0) continue;
      if (this.unbounded || (this.remaining[s] as number) >= cost) return s;
    }
    return -1;
  }

  pay(source: number, cost: number): void {
    const { remaining, sourceSets, richestIn } = this;
    const before = remaining[source] as number;
    this.spent[source] = (this.spent[source] as number) + cost;
    remaining[source] = (this.available[source] as number) - (this.spent[source] as number);
    // A source's money only goes down: a most-held figure moves only if this source held it.
    if (before >= this.richest) this.richest = Math.max(0, mostIn(remaining, ALL_SOURCES));
    for (let set = 0; set < sourceSets.length; set++) {
      const sources = sourceSets[set] as number;
      if ((sources & (1 << source)) !== 0 && before >= (richestIn[set] as number)) richestIn[set] = mostIn(remaining, sources);
    }
  }

  /** Whether some source could still pay `cost`. */
  canAfford(cost: number): boolean {
    return !this.zero && (this.unbounded || this.richest >= cost);
  }

  /** Whether `payer(t, cost)` would find a source. */
  canPay(t: number, cost: number): boolean {
    return !this.zero && (this.unbounded || (this.richestIn[this.sourceSetOf[t] as number] as number) >= cost);
  }

  get isUnbounded(): boolean {
    return this.unbounded;
  }

  /** Nothing is funded under the zero-budget preset. */
  get isZero(): boolean {
    return this.zero;
  }

  private updateRichest(): void {
    const { remaining, sourceSets, richestIn } = this;
    this.richest = Math.max(0, mostIn(remaining, ALL_SOURCES));
    for (let set = 0; set < sourceSets.length; set++) richestIn[set] = mostIn(remaining, sourceSets[set] as number);
  }
}

const ALL_SOURCES = -1;

/** The most that one of the `sources` (bits) still holds; minus infinity for none. */
function mostIn(remaining: Float64Array, sources: number): number {
  let most = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < remaining.length; s++) if ((sources & (1 << s)) !== 0) most = Math.max(most, remaining[s] as number);
  return most;
}
