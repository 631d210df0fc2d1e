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
  private richest = 0;

  constructor(private readonly model: Model) {
    this.available = new Float64Array(model.sourceCount);
    this.spent = new Float64Array(model.sourceCount);
    this.unbounded = model.preset === 'unbounded';
    this.zero = model.preset === 'zeroBudget';
  }

  /** Opens a year with its planned budgets plus whatever was carried in. */
  open(year: number, carriedIn: Float64Array): void {
    const { sourceCount, years, funding } = this.model;
    for (let s = 0; s < sourceCount; s++) {
      this.available[s] = this.zero ? 0 : (funding.budget[s * years + year] as number) + (carriedIn[s] as number);
      this.spent[s] = 0;
    }
    this.updateRichest();
  }

  /** The source that pays for treatment t at this cost, or -1 when none can. */
  payer(t: number, cost: number): number {
    if (this.zero) return -1;
    const allowed = this.model.sourceMask[t] as number;
    for (let s = 0; s < this.model.sourceCount; s++) {
      if ((allowed & (1 << s)) === 0) continue;
      if (this.unbounded || (this.available[s] as number) - (this.spent[s] as number) >= cost) return s;
    }
    return -1;
  }

  pay(source: number, cost: number): void {
    this.spent[source] = (this.spent[source] as number) + cost;
    this.updateRichest();
  }

  /** Whether some source could still pay `cost`. */
  canAfford(cost: number): boolean {
    return !this.zero && (this.unbounded || this.richest >= cost);
  }

  get isUnbounded(): boolean {
    return this.unbounded;
  }

  /** Nothing is funded under the zero-budget preset. */
  get isZero(): boolean {
    return this.zero;
  }

  private updateRichest(): void {
    let richest = 0;
    for (let s = 0; s < this.model.sourceCount; s++) richest = Math.max(richest, (this.available[s] as number) - (this.spent[s] as number));
    this.richest = richest;
  }
}
