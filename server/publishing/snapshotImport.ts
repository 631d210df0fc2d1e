import { ASSET_COLUMNS, type ConditionScale } from '../../src/api/simulationPackage/assetRow.schema';
import { assetsError, type PackageError } from '../../src/api/simulationPackage/errors';
import { MAX_ASSET_ROWS } from '../../src/api/simulationPackage/limits';
import type { DataSnapshotSummary } from '../../src/api/schemas/dataSnapshot.schema';
import type { AssetTable, CategoryColumn } from '../engine/assetTable';
import { AssetTableBuilder } from '../engine/assetTableBuilder';
import { CsvRecordParser } from '../engine/csvRecords';

const CONDITION_PREFIX = 'condition_';

/** What an upload of assets.csv alone can tell: everything but the version, size and uploader. */
export type SnapshotContents = Pick<
  DataSnapshotSummary,
  'rows' | 'columns' | 'classes' | 'locations' | 'total_network_measure' | 'total_asset_value' | 'completeness' | 'condition_ranges' | 'has_coordinates'
>;

export type SnapshotImportOutcome = { ok: true; contents: SnapshotContents } | { ok: false; errors: PackageError[] };

/**
 * Validates assets.csv chunk by chunk as it streams to storage, with the engine's own row checks.
 * A snapshot arrives without its settings, so its condition columns are whatever `condition_*`
 * columns the header names, on a scale still unknown: any number. The settings' scale is checked
 * against each column's range when a simulation puts the two together.
 */
export class SnapshotImport {
  private builder: AssetTableBuilder | null = null;
  private columns: string[] = [];
  private records = 0;
  private readonly parser = new CsvRecordParser({
    record: (record) => {
      this.records++;
      if (this.records > MAX_ASSET_ROWS + 1) return;
      if (this.builder === null) {
        this.columns = Array.from({ length: record.fieldCount }, (_, field) => record.text(field).trim());
        const scales: ConditionScale[] = this.columns
          .filter((name) => name.startsWith(CONDITION_PREFIX) && name.length > CONDITION_PREFIX.length)
          .map((column) => ({ column, min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY }));
        this.builder = new AssetTableBuilder(scales);
      }
      this.builder.add(record);
    },
    error: (row, message) => {
      this.builder ??= new AssetTableBuilder([]);
      this.builder.reportBrokenFile(row, message);
    },
  });

  push(chunk: Uint8Array): void {
    if (!this.parser.failed) this.parser.push(chunk);
  }

  finish(): SnapshotImportOutcome {
    this.parser.end();
    if (this.builder === null) return { ok: false, errors: [assetsError(null, 'the file is empty (a header row is required)')] };
    if (this.records > MAX_ASSET_ROWS + 1) {
      return { ok: false, errors: [assetsError(null, `more than ${MAX_ASSET_ROWS.toLocaleString('en-AU')} assets: a snapshot holds at most that many`)] };
    }
    const outcome = this.builder.finish();
    if (!outcome.ok) return outcome;
    return { ok: true, contents: summarise(outcome.table, this.columns) };
  }
}

function summarise(table: AssetTable, columns: string[]): SnapshotContents {
  const conditionColumns = columns.filter((name) => name.startsWith(CONDITION_PREFIX));
  const condition_ranges: SnapshotContents['condition_ranges'] = {};
  table.conditions.forEach((values, index) => {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const value of values) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
    condition_ranges[conditionColumns[index] as string] = { min, max };
  });
  return {
    rows: table.count,
    columns,
    classes: shares(table.categories.class, table.networkMeasure),
    locations: shares(table.categories.location, table.networkMeasure),
    total_network_measure: sum(table.networkMeasure),
    total_asset_value: table.assetValue ? sum(table.assetValue) : null,
    completeness: completeness(table, columns),
    condition_ranges,
    has_coordinates: (table.centerX !== null && table.centerY !== null) || columns.includes('geometry'),
  };
}

function sum(values: Float64Array): number {
  let total = 0;
  for (const value of values) if (value === value) total += value;
  return total;
}

/** Per distinct value, its assets and network measure, largest first; '' is the unnamed one. */
function shares(column: CategoryColumn, measure: Float64Array): SnapshotContents['classes'] {
  const assets = new Float64Array(column.values.length);
  const network = new Float64Array(column.values.length);
  for (let row = 0; row < column.codes.length; row++) {
    const code = column.codes[row] as number;
    assets[code]! += 1;
    network[code]! += measure[row] as number;
  }
  return column.values
    .map((name, code) => ({ name, assets: assets[code] as number, network_measure: network[code] as number }))
    .filter((share) => share.assets > 0)
    .sort((a, b) => b.network_measure - a.network_measure || a.name.localeCompare(b.name));
}

/** The optional columns the file has, each with how many rows give a value. */
function completeness(table: AssetTable, columns: string[]): SnapshotContents['completeness'] {
  const rows = table.count;
  const filledNumbers = (values: ArrayLike<number>, blank: (value: number) => boolean) => {
    let filled = 0;
    for (let row = 0; row < values.length; row++) if (!blank(values[row] as number)) filled++;
    return filled;
  };
  const isNaN = (value: number) => value !== value;
  const counts: Record<string, () => number> = {
    name: () => {
      let filled = 0;
      for (let row = 0; row < rows; row++) if (table.names?.at(row)) filled++;
      return filled;
    },
    location_value: () => (table.locationValue ? filledNumbers(table.locationValue, isNaN) : 0),
    consequence_of_failure: () => (table.consequenceOfFailure ? filledNumbers(table.consequenceOfFailure, (value) => value === 0) : 0),
    risk_score: () => (table.riskScore ? filledNumbers(table.riskScore, isNaN) : 0),
    asset_value: () => (table.assetValue ? filledNumbers(table.assetValue, isNaN) : 0),
    center_x: () => (table.centerX ? filledNumbers(table.centerX, isNaN) : 0),
    center_y: () => (table.centerY ? filledNumbers(table.centerY, isNaN) : 0),
  };
  for (const field of ['class', 'subclass', 'type', 'subtype', 'hierarchy', 'location', 'criticality', 'risk_rating'] as const) {
    counts[field] = () => filledNumbers(table.categories[field].codes, (code) => code === 0);
  }
  const optional = new Set<string>(ASSET_COLUMNS.filter((name) => name !== 'asset_id' && name !== 'network_measure' && name !== 'geometry'));
  return columns
    .filter((column) => optional.has(column) && counts[column] !== undefined)
    .map((column) => {
      const filled = counts[column]!();
      return { column, filled, share: rows === 0 ? 0 : filled / rows };
    });
}
