import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** RFC 4180 field: quoted only when it holds a comma, quote or line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const FLUSH_CHARACTERS = 1 << 20;

/** Streams rows to a CSV file, a megabyte at a time, waiting when the disk falls behind. */
export async function writeCsv(
  path: string,
  header: readonly string[],
  rows: Iterable<readonly (string | number | null | undefined)[]>,
): Promise<void> {
  const stream = createWriteStream(path);
  let buffer = header.map(csvField).join(',') + '\n';
  for (const row of rows) {
    buffer += row.map(csvField).join(',') + '\n';
    if (buffer.length >= FLUSH_CHARACTERS) {
      if (!stream.write(buffer)) await once(stream, 'drain');
      buffer = '';
    }
  }
  stream.end(buffer);
  await once(stream, 'finish');
}

/** The whole CSV as one string, for packages small enough to keep in memory. */
export function csvText(header: readonly string[], rows: Iterable<readonly (string | number | null | undefined)[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.join('\n') + '\n';
}
