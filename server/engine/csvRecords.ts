import { Buffer } from 'node:buffer';

const QUOTE = 0x22;
const COMMA = 0x2c;
const PLUS = 0x2b;
const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
/** Up to 15 digits the digits read as an integer are exact, and so is 10^fraction digits. */
const MAX_SIMPLE_DIGITS = 15;
const POWERS_OF_TEN = Float64Array.from({ length: MAX_SIMPLE_DIGITS + 1 }, (_, k) => 10 ** k);
const CR = 0x0d;
const LF = 0x0a;

const UNQUOTED = 0;
const QUOTED = 1;
const QUOTED_WITH_ESCAPES = 2;

/** One CSV record; valid only during the callback that receives it. */
export interface CsvRecord {
  /** 1 for the header, as a spreadsheet numbers rows. */
  readonly row: number;
  readonly fieldCount: number;
  text(field: number): string;
  /**
   * The field as a number when it is a plain decimal (an optional sign, at most 15 digits, an
   * optional point, nothing else), read straight from the bytes; NaN otherwise. Where it is a
   * number it equals `Number(text(field))`: the digits form an exact integer and one division
   * by an exact power of ten rounds correctly.
   */
  plainNumber(field: number): number;
}

export interface CsvRecordHandlers {
  record(record: CsvRecord): void;
  /** A broken quote leaves the rest of the file unreadable, so parsing stops after it. */
  error(row: number, message: string): void;
}

/**
 * RFC 4180 records from a byte stream fed chunk by chunk: fields separated by commas, records by
 * CRLF, LF or CR, fields optionally quoted with "" for a quote inside, quoted fields may span
 * lines. Bytes are decoded one field at a time, so the text never exists as one big string.
 * Blank lines are skipped (they still count as rows).
 */
export class CsvRecordParser implements CsvRecord {
  row = 0;
  fieldCount = 0;
  private pending: Uint8Array | null = null;
  private data: Buffer = Buffer.alloc(0);
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private kinds = new Uint8Array(64);
  private stopped = false;
  private atFileStart = true;

  constructor(private readonly handlers: CsvRecordHandlers) {}

  push(chunk: Uint8Array): void {
    if (this.stopped) return;
    let bytes = chunk;
    if (this.pending) {
      bytes = new Uint8Array(this.pending.length + chunk.length);
      bytes.set(this.pending);
      bytes.set(chunk, this.pending.length);
      this.pending = null;
    }
    this.parse(bytes, false);
  }

  end(): void {
    if (this.stopped) return;
    const rest = this.pending;
    this.pending = null;
    if (rest) this.parse(rest, true);
  }

  /** Whether a broken quote stopped the parse. */
  get failed(): boolean {
    return this.stopped;
  }

  text(field: number): string {
    const start = this.starts[field] ?? 0;
    const end = this.ends[field] ?? 0;
    const value = this.data.toString('utf8', start, end);
    return this.kinds[field] === QUOTED_WITH_ESCAPES ? value.replaceAll('""', '"') : value;
  }

  plainNumber(field: number): number {
    if (this.kinds[field] === QUOTED_WITH_ESCAPES) return Number.NaN;
    const data = this.data;
    let position = this.starts[field] ?? 0;
    const end = this.ends[field] ?? 0;
    const sign = data[position];
    const negative = sign === MINUS;
    if (negative || sign === PLUS) position++;
    let digits = 0;
    let fraction = -1;
    let integer = 0;
    for (; position < end; position++) {
      const byte = data[position] as number;
      if (byte >= ZERO && byte <= NINE) {
        integer = integer * 10 + (byte - ZERO);
        digits++;
        if (fraction >= 0) fraction++;
      } else if (byte === POINT && fraction < 0) {
        fraction = 0;
      } else {
        return Number.NaN;
      }
    }
    if (digits === 0 || digits > MAX_SIMPLE_DIGITS) return Number.NaN;
    const value = fraction > 0 ? integer / (POWERS_OF_TEN[fraction] as number) : integer;
    return negative ? -value : value;
  }

  private parse(bytes: Uint8Array, final: boolean): void {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.data = data;
    let position = this.skipByteOrderMark(data);
    while (position < data.length) {
      const next = this.parseRecord(data, position, final);
      if (next === NEED_MORE) {
        this.pending = data.subarray(position);
        return;
      }
      if (next === BROKEN) {
        this.stopped = true;
        return;
      }
      position = next;
    }
  }

  private skipByteOrderMark(data: Buffer): number {
    if (!this.atFileStart) return 0;
    if (data.length < 3) return 0;
    this.atFileStart = false;
    return data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0;
  }

  /** Returns where the next record starts, NEED_MORE, or BROKEN. */
  private parseRecord(data: Buffer, recordStart: number, final: boolean): number {
    const length = data.length;
    const row = this.row + 1;
    let position = recordStart;
    let fields = 0;
    for (;;) {
      let start: number;
      let end: number;
      let kind = UNQUOTED;
      if (position < length && data[position] === QUOTE) {
        kind = QUOTED;
        start = ++position;
        for (;;) {
          if (position >= length) {
            if (!final) return NEED_MORE;
            return this.fail(row, 'a quoted field is not closed before the end of the file');
          }
          if (data[position] !== QUOTE) {
            position++;
            continue;
          }
          if (position + 1 >= length && !final) return NEED_MORE;
          if (data[position + 1] === QUOTE) {
            kind = QUOTED_WITH_ESCAPES;
            position += 2;
            continue;
          }
          end = position++;
          break;
        }
        if (position < length) {
          const after = data[position];
          if (after !== COMMA && after !== CR && after !== LF) {
            return this.fail(row, 'a closing quote must be followed by a comma or the end of the line');
          }
        }
      } else {
        start = position;
        while (position < length) {
          const byte = data[position];
          if (byte === COMMA || byte === CR || byte === LF) break;
          if (byte === QUOTE) return this.fail(row, 'a quote appears inside an unquoted field (quote the whole field and double the quote)');
          position++;
        }
        end = position;
      }
      if (position >= length && !final) return NEED_MORE;
      this.keepField(fields++, start, end, kind);
      if (position >= length) break;
      const separator = data[position];
      if (separator === COMMA) {
        position++;
        continue;
      }
      if (separator === CR) {
        if (position + 1 >= length && !final) return NEED_MORE;
        position += data[position + 1] === LF ? 2 : 1;
      } else {
        position++;
      }
      break;
    }
    this.row = row;
    this.fieldCount = fields;
    const blank = fields === 1 && this.kinds[0] === UNQUOTED && this.starts[0] === this.ends[0];
    if (!blank) this.handlers.record(this);
    return position;
  }

  private keepField(index: number, start: number, end: number, kind: number): void {
    if (index >= this.starts.length) {
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
      const kinds = new Uint8Array(this.kinds.length * 2);
      kinds.set(this.kinds);
      this.kinds = kinds;
    }
    this.starts[index] = start;
    this.ends[index] = end;
    this.kinds[index] = kind;
  }

  private fail(row: number, message: string): number {
    this.handlers.error(row, message);
    return BROKEN;
  }
}

const NEED_MORE = -1;
const BROKEN = -2;

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
