import type { AssetMatch } from '../../src/api/schemas/reportSummary.schema';
import type { LifeCycles } from '../engine/lifeCycles';
import type { TextColumn } from '../engine/textColumn';

/** Between texts in a search column: no id or name holds it, so no match runs from one into the next. */
const SEPARATOR = '\u0000';

/**
 * A text column lowered and joined with a separator before each text (and one at the end), so
 * that the engine's native `indexOf` finds a prefix as SEPARATOR + query and a whole text as
 * SEPARATOR + query + SEPARATOR over a million texts in a few milliseconds. Text i starts at
 * `ends[i - 1] + i + 1` here, which turns a hit's offset back into its index by bisection.
 */
class SearchColumn {
  readonly text: string;
  private readonly ends: Uint32Array;

  constructor(column: TextColumn) {
    this.ends = column.ends;
    const lowered = column.text.toLowerCase();
    if (lowered.length === column.text.length) {
      const parts: string[] = [];
      let start = 0;
      for (let i = 0; i < column.count; i++) {
        const end = column.ends[i] as number;
        parts.push(lowered.slice(start, end));
        start = end;
      }
      this.text = `${SEPARATOR}${parts.join(SEPARATOR)}${SEPARATOR}`;
    } else {
      // A few characters lower to two (İ): the offsets no longer line up, so lower text by text.
      const parts = Array.from({ length: column.count }, (_, i) => column.at(i).toLowerCase());
      this.text = `${SEPARATOR}${parts.join(SEPARATOR)}${SEPARATOR}`;
      let end = 0;
      this.ends = Uint32Array.from(parts, (part) => (end += part.length));
    }
  }

  private startOf(index: number): number {
    return (index === 0 ? 0 : (this.ends[index - 1] as number)) + index + 1;
  }

  /** The index of the text holding offset `at` of the joined text. */
  private indexAt(at: number): number {
    let low = 0;
    let high = this.ends.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.startOf(middle) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Indexes of the texts holding `needle` (already lowered, perhaps with separators), in order, until `found` holds `limit`. */
  collect(needle: string, found: Set<number>, limit: number): void {
    let from = 0;
    while (found.size < limit) {
      const at = this.text.indexOf(needle, from);
      if (at < 0) return;
      // A needle starting with the separator matches at the separator before its text.
      const index = this.indexAt(needle.startsWith(SEPARATOR) ? at + 1 : at);
      found.add(index);
      // Go on after this text: one text can hold the needle many times.
      from = this.startOf(index) + (this.ends[index] as number) - (index === 0 ? 0 : (this.ends[index - 1] as number));
    }
  }
}

/** Finds a run's assets by id or name, case-insensitively. */
export class AssetSearch {
  private readonly ids: SearchColumn;
  private readonly names: SearchColumn | null;

  constructor(private readonly lifeCycles: LifeCycles) {
    this.ids = new SearchColumn(lifeCycles.ids);
    this.names = lifeCycles.names ? new SearchColumn(lifeCycles.names) : null;
  }

  /** The exact id first, then ids and names starting with the search, then those holding it anywhere. */
  find(search: string, limit: number): AssetMatch[] {
    const query = search.toLowerCase();
    if (query.includes(SEPARATOR)) return [];
    const found = new Set<number>();
    this.ids.collect(`${SEPARATOR}${query}${SEPARATOR}`, found, limit);
    this.ids.collect(`${SEPARATOR}${query}`, found, limit);
    this.names?.collect(`${SEPARATOR}${query}`, found, limit);
    this.ids.collect(query, found, limit);
    this.names?.collect(query, found, limit);
    const { lifeCycles } = this;
    return [...found].map((index) => ({
      index,
      asset_id: lifeCycles.ids.at(index),
      name: lifeCycles.names?.at(index) || null,
      location: lifeCycles.locationNames[lifeCycles.location[index] ?? 0] ?? '',
    }));
  }
}

const searches = new WeakMap<LifeCycles, AssetSearch>();

/** The search over a run's assets, built once per life cycles held in memory. */
export function assetSearchOf(lifeCycles: LifeCycles): AssetSearch {
  let search = searches.get(lifeCycles);
  if (!search) {
    search = new AssetSearch(lifeCycles);
    searches.set(lifeCycles, search);
  }
  return search;
}
