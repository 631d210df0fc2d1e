/** Follow-up treatments waiting for their year, packed as `asset * 32 + treatment` per year. */
export class FollowUps {
  private readonly byYear: number[][];

  constructor(years: number) {
    this.byYear = Array.from({ length: years }, () => []);
  }

  schedule(year: number, asset: number, treatment: number): void {
    this.byYear[year]?.push(asset * 32 + treatment);
  }

  /** The follow-ups due in a year, released once read. */
  take(year: number): number[] {
    const due = this.byYear[year] ?? [];
    this.byYear[year] = [];
    return due;
  }
}

export function followUpAsset(packed: number): number {
  return Math.floor(packed / 32);
}

export function followUpTreatment(packed: number): number {
  return packed % 32;
}
