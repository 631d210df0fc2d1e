import { hashOfRange } from './textHash';

/**
 * A column of texts (asset ids, names) kept as one string and where each text ends. A million
 * ids as a million strings are a million objects that every full garbage collection of the run
 * walks; as one string they are one.
 */
export class TextColumn {
  constructor(
    readonly text: string,
    /** Where text i ends in `text`; it starts where text i - 1 ends. */
    readonly ends: Uint32Array,
  ) {}

  get count(): number {
    return this.ends.length;
  }

  /** Text i; '' outside the column. */
  at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.ends.length) return '';
    return this.text.slice(this.startOf(index), this.ends[index]);
  }

  /** The first index holding `text`, or -1. */
  indexOf(text: string): number {
    for (let index = 0; index < this.ends.length; index++) {
      const start = this.startOf(index);
      if ((this.ends[index] as number) - start === text.length && this.text.startsWith(text, start)) return index;
    }
    return -1;
  }

  /** The first index of each wanted text that the column holds, found in one pass. */
  indexesOf(wanted: readonly string[]): Map<string, number> {
    const found = new Map<string, number>();
    const byHash = new Map<number, string[]>();
    for (const text of new Set(wanted)) {
      const hash = hashOfRange(text, 0, text.length);
      byHash.set(hash, [...(byHash.get(hash) ?? []), text]);
    }
    let pending = byHash.size === 0 ? 0 : new Set(wanted).size;
    for (let index = 0; index < this.ends.length && pending > 0; index++) {
      const start = this.startOf(index);
      const end = this.ends[index] as number;
      const texts = byHash.get(hashOfRange(this.text, start, end));
      if (texts === undefined) continue;
      const text = this.text.slice(start, end);
      if (texts.includes(text) && !found.has(text)) {
        found.set(text, index);
        pending--;
      }
    }
    return found;
  }

  private startOf(index: number): number {
    return index === 0 ? 0 : (this.ends[index - 1] as number);
  }
}

/** Texts joined a block at a time, so that the pushed strings can be collected as the column grows. */
const BLOCK = 1 << 16;

export class TextColumnBuilder {
  private readonly blocks: string[] = [];
  private pending: string[] = [];
  private length = 0;
  private count = 0;
  private ends = new Uint32Array(1024);

  push(text: string): void {
    if (this.count === this.ends.length) {
      const bigger = new Uint32Array(this.ends.length * 2);
      bigger.set(this.ends);
      this.ends = bigger;
    }
    this.length += text.length;
    this.ends[this.count++] = this.length;
    this.pending.push(text);
    if (this.pending.length === BLOCK) {
      this.blocks.push(this.pending.join(''));
      this.pending = [];
    }
  }

  finish(): TextColumn {
    const text = [...this.blocks, this.pending.join('')].join('');
    return new TextColumn(text, this.ends.slice(0, this.count));
  }
}
