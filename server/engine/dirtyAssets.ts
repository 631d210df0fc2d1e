import type { ChangeLog } from './ageing';

/** The assets to evaluate again this year: those that aged into another state or were treated last year. */
export class DirtyAssets {
  readonly list: Uint32Array;
  length = 0;
  private readonly markedIn: Int32Array;
  private year = -1;

  constructor(assetCount: number) {
    this.list = new Uint32Array(assetCount);
    this.markedIn = new Int32Array(assetCount).fill(-1);
  }

  startYear(year: number): void {
    this.year = year;
    this.length = 0;
  }

  mark(asset: number): void {
    if (this.markedIn[asset] === this.year) return;
    this.markedIn[asset] = this.year;
    this.list[this.length++] = asset;
  }

  markChanged(changes: ChangeLog, criterionCount: number): void {
    for (let k = 0; k < changes.length; k++) this.mark(Math.floor((changes.element[k] as number) / criterionCount));
  }
}
