import type { Model } from './model';

/** Cents per dollar: the backlog is kept in whole cents. */
const CENTS = 100;

/**
 * Each asset's need (the cost of the treatment the ranking would pick for it first; 0 when none
 * is triggered) and the backlog they add up to, for the network, for the assets with a value
 * (FCI) and per location.
 *
 * The totals follow each need as it changes instead of adding up every asset each year, and are
 * kept in whole cents so that this is exact: a sum of whole numbers below 2^53 does not depend
 * on the order of its terms, so the totals are always the sum of the needs rounded to the cent.
 */
export class Backlog {
  readonly need: Float64Array;
  /** Cents: `[backlog, valued backlog]`, then each location's pair at `2 + 2 * location`. */
  private readonly cents: Float64Array;
  private readonly location: Uint32Array;
  /** 1 for an asset with a value: FCI counts only those. */
  private readonly valued: Uint8Array;

  constructor(model: Model) {
    this.need = new Float64Array(model.assetCount);
    this.cents = new Float64Array(2 + 2 * model.locationCount);
    this.location = model.location;
    this.valued = new Uint8Array(model.assetCount);
    for (let asset = 0; asset < model.assetCount; asset++) this.valued[asset] = (model.assetValue[asset] as number) > 0 ? 1 : 0;
  }

  set(asset: number, cost: number): void {
    const need = this.need;
    const old = need[asset] as number;
    if (old === cost) return;
    need[asset] = cost;
    const change = Math.round(cost * CENTS) - Math.round(old * CENTS);
    if (change === 0) return;
    const cents = this.cents;
    const pair = 2 + 2 * (this.location[asset] as number);
    cents[0]! += change;
    cents[pair]! += change;
    if (this.valued[asset] === 0) return;
    cents[1]! += change;
    cents[pair + 1]! += change;
  }

  get total(): number {
    return (this.cents[0] as number) / CENTS;
  }

  get valuedTotal(): number {
    return (this.cents[1] as number) / CENTS;
  }

  atLocation(location: number): number {
    return (this.cents[2 + 2 * location] as number) / CENTS;
  }

  valuedAtLocation(location: number): number {
    return (this.cents[3 + 2 * location] as number) / CENTS;
  }
}
