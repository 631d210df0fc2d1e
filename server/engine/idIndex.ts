import { hashOfRange } from './textHash';

/**
 * The spreadsheet row of each asset id seen so far, for the duplicate check of assets.csv: an
 * open-addressing hash table in typed arrays. A million ids in a Map cost hundreds of bytes each
 * and a slow lookup; here they cost their string plus 16 bytes.
 */
export class IdIndex {
  private readonly keys: string[] = [];
  private rows = new Uint32Array(1024);
  private hashes = new Uint32Array(1024);
  /** Slot + 1 of the id in `keys`, 0 when empty; a power of two at most half full. */
  private table = new Uint32Array(2048);

  /** The row on which `id` was first seen, or -1 (and `id` is recorded at `row`). */
  firstRowOrAdd(id: string, row: number): number {
    const hash = hashOfRange(id, 0, id.length);
    const mask = this.table.length - 1;
    for (let probe = hash & mask; ; probe = (probe + 1) & mask) {
      const entry = this.table[probe] as number;
      if (entry === 0) {
        this.add(probe, id, row, hash);
        return -1;
      }
      if (this.hashes[entry - 1] === hash && this.keys[entry - 1] === id) return this.rows[entry - 1] as number;
    }
  }

  private add(probe: number, id: string, row: number, hash: number): void {
    const slot = this.keys.length;
    this.keys.push(id);
    if (slot === this.rows.length) {
      this.rows = grown(this.rows);
      this.hashes = grown(this.hashes);
    }
    this.rows[slot] = row;
    this.hashes[slot] = hash;
    this.table[probe] = slot + 1;
    if (2 * (slot + 1) > this.table.length) this.rehash();
  }

  private rehash(): void {
    const table = new Uint32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let slot = 0; slot < this.keys.length; slot++) {
      let probe = (this.hashes[slot] as number) & mask;
      while (table[probe] !== 0) probe = (probe + 1) & mask;
      table[probe] = slot + 1;
    }
    this.table = table;
  }
}

function grown(array: Uint32Array): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
