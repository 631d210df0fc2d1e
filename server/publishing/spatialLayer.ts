import type { Readable } from 'node:stream';
import { CsvRecordParser, type CsvRecord } from '../engine/csvRecords';

/** Reads assets.csv record by record, header first, without holding the file. */
async function eachRecord(csv: Readable, onRecord: (record: CsvRecord) => void): Promise<void> {
  const parser = new CsvRecordParser({ record: onRecord, error: () => undefined });
  for await (const chunk of csv as AsyncIterable<Buffer>) {
    parser.push(chunk);
    if (parser.failed) break;
  }
  parser.end();
  csv.destroy();
}

/** The features' asset ids that assets.csv does not hold, in the order given. */
export async function findUnknownAssets(csv: Readable, assetIds: readonly string[]): Promise<string[]> {
  const missing = new Set(assetIds);
  let idField = -1;
  await eachRecord(csv, (record) => {
    if (record.row === 1) {
      for (let field = 0; field < record.fieldCount; field++) if (record.text(field).trim() === 'asset_id') idField = field;
    } else if (idField >= 0) {
      missing.delete(record.text(idField).trim());
    }
  });
  return assetIds.filter((id, index) => missing.has(id) && assetIds.indexOf(id) === index);
}

const FEATURES_PER_CHUNK = 2_000;

/**
 * A GeoJSON layer of points at each asset's center_x and center_y, written as the CSV is read:
 * the layer a snapshot offers before (or instead of) an uploaded one. Rows without both
 * coordinates are left out.
 */
export async function* streamPointLayer(csv: Readable): AsyncIterable<string> {
  const fields = { id: -1, x: -1, y: -1, name: -1, cls: -1 };
  let pending: string[] = [];
  let first = true;
  const ready: string[] = [];
  const parser = new CsvRecordParser({
    record: (record) => {
      if (record.row === 1) {
        for (let field = 0; field < record.fieldCount; field++) {
          const name = record.text(field).trim();
          if (name === 'asset_id') fields.id = field;
          else if (name === 'center_x') fields.x = field;
          else if (name === 'center_y') fields.y = field;
          else if (name === 'name') fields.name = field;
          else if (name === 'class') fields.cls = field;
        }
        return;
      }
      if (fields.id < 0 || fields.x < 0 || fields.y < 0) return;
      const x = Number(record.text(fields.x).trim() || Number.NaN);
      const y = Number(record.text(fields.y).trim() || Number.NaN);
      if (!Number.isFinite(x) || !Number.isFinite(y)) return;
      const properties: Record<string, string> = { asset_id: record.text(fields.id).trim() };
      if (fields.name >= 0) properties.name = record.text(fields.name).trim();
      if (fields.cls >= 0) properties.class = record.text(fields.cls).trim();
      pending.push(JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [x, y] }, properties }));
      if (pending.length >= FEATURES_PER_CHUNK) {
        ready.push((first ? '' : ',') + pending.join(','));
        first = false;
        pending = [];
      }
    },
    error: () => undefined,
  });
  yield '{"type":"FeatureCollection","features":[';
  for await (const chunk of csv as AsyncIterable<Buffer>) {
    parser.push(chunk);
    while (ready.length > 0) yield ready.shift()!;
    if (parser.failed) break;
  }
  parser.end();
  if (pending.length > 0) ready.push((first ? '' : ',') + pending.join(','));
  while (ready.length > 0) yield ready.shift()!;
  yield ']}';
}
