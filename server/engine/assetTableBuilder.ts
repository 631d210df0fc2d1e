import type { z } from 'zod';
import {
  ASSET_COLUMNS,
  REQUIRED_ASSET_COLUMNS,
  assetRowSchema,
  type AssetRow,
  type ConditionScale,
} from '../../src/api/simulationPackage/assetRow.schema';
import { ASSETS_FILE, assetsError, type PackageError } from '../../src/api/simulationPackage/errors';
import { CATEGORY_FIELDS, type AssetTable, type CategoryField } from './assetTable';
import type { CsvRecord } from './csvRecords';
import { ErrorCollector } from './errorCollector';

const INITIAL_CAPACITY = 1024;

type OptionalNumberColumn = 'location_value' | 'risk_score' | 'asset_value' | 'center_x' | 'center_y';
const OPTIONAL_NUMBER_COLUMNS: readonly OptionalNumberColumn[] = ['location_value', 'risk_score', 'asset_value', 'center_x', 'center_y'];

export type AssetTableOutcome = { ok: true; table: AssetTable } | { ok: false; errors: PackageError[] };

/**
 * Turns assets.csv records into an AssetTable: checks the header, validates each row with the
 * package's row schema and appends it to growing typed columns. Rows with errors are reported and
 * not stored; any error means no table.
 */
export class AssetTableBuilder {
  private readonly errors = new ErrorCollector(ASSETS_FILE);
  private readonly schema: z.ZodType<AssetRow, Record<string, string>>;
  private readonly conditionColumns: readonly string[];
  private columnNames: (string | null)[] = [];
  private presentColumns = new Set<string>();
  private headerSeen = false;

  private count = 0;
  private capacity = INITIAL_CAPACITY;
  private readonly ids: string[] = [];
  private readonly names: string[] = [];
  private readonly rowOfId = new Map<string, number>();
  private networkMeasure = new Float64Array(INITIAL_CAPACITY);
  private consequenceOfFailure = new Uint8Array(INITIAL_CAPACITY);
  private readonly optionalNumbers = new Map<OptionalNumberColumn, Float64Array>();
  private conditions: Float64Array[];
  private readonly categoryCodes = new Map<CategoryField, Uint32Array>();
  private readonly categoryIndex = new Map<CategoryField, Map<string, number>>();

  constructor(scales: readonly ConditionScale[]) {
    this.schema = assetRowSchema(scales);
    this.conditionColumns = scales.map((scale) => scale.column);
    this.conditions = scales.map(() => new Float64Array(INITIAL_CAPACITY));
  }

  /** Feed every record, header first. */
  add(record: CsvRecord): void {
    if (!this.headerSeen) {
      this.headerSeen = true;
      this.readHeader(record);
    } else if (this.columnNames.length > 0) {
      this.readRow(record);
    }
  }

  /** A reader that hit a structural problem (a broken quote) reports it here. */
  reportBrokenFile(row: number, message: string): void {
    this.errors.add(assetsError(row, message));
  }

  finish(): AssetTableOutcome {
    if (!this.headerSeen) this.errors.add(assetsError(null, 'the file is empty (a header row is required)'));
    else if (this.count === 0 && this.errors.count === 0) this.errors.add(assetsError(null, 'no assets: the file has a header row only'));
    if (this.errors.count > 0) return { ok: false, errors: this.errors.toList() };
    const count = this.count;
    const categories = {} as Record<CategoryField, { codes: Uint32Array; values: string[] }>;
    for (const field of CATEGORY_FIELDS) {
      const index = this.categoryIndex.get(field);
      const codes = this.categoryCodes.get(field);
      categories[field] = {
        codes: codes ? codes.subarray(0, count) : new Uint32Array(count),
        values: index ? [...index.keys()] : [''],
      };
    }
    const optional = (column: OptionalNumberColumn) => this.optionalNumbers.get(column)?.subarray(0, count) ?? null;
    return {
      ok: true,
      table: {
        count,
        ids: this.ids,
        names: this.presentColumns.has('name') ? this.names : null,
        networkMeasure: this.networkMeasure.subarray(0, count),
        categories,
        locationValue: optional('location_value'),
        consequenceOfFailure: this.presentColumns.has('consequence_of_failure') ? this.consequenceOfFailure.subarray(0, count) : null,
        riskScore: optional('risk_score'),
        assetValue: optional('asset_value'),
        centerX: optional('center_x'),
        centerY: optional('center_y'),
        conditions: this.conditions.map((column) => column.subarray(0, count)),
      },
    };
  }

  private readHeader(record: CsvRecord): void {
    const known = new Set<string>([...ASSET_COLUMNS, ...this.conditionColumns]);
    const names: (string | null)[] = [];
    for (let field = 0; field < record.fieldCount; field++) {
      const name = record.text(field).trim();
      if (!known.has(name)) {
        this.errors.add(assetsError(record.row, `column "${name}" is not part of the assets.csv format`, `known columns: ${[...known].join(', ')}`));
        names.push(null);
      } else if (this.presentColumns.has(name)) {
        this.errors.add(assetsError(record.row, `column ${name} appears twice`));
        names.push(null);
      } else {
        this.presentColumns.add(name);
        names.push(name);
      }
    }
    for (const required of [...REQUIRED_ASSET_COLUMNS, ...this.conditionColumns]) {
      if (!this.presentColumns.has(required)) {
        const why = required.startsWith('condition_') ? ' (one condition column per criterion of settings.json)' : '';
        this.errors.add(assetsError(record.row, `column ${required} is missing${why}`));
      }
    }
    if (this.errors.count === 0) {
      this.columnNames = names;
      for (const column of OPTIONAL_NUMBER_COLUMNS) {
        if (this.presentColumns.has(column)) this.optionalNumbers.set(column, new Float64Array(this.capacity).fill(Number.NaN));
      }
      for (const field of CATEGORY_FIELDS) {
        if (this.presentColumns.has(field)) {
          this.categoryCodes.set(field, new Uint32Array(this.capacity));
          this.categoryIndex.set(field, new Map([['', 0]]));
        }
      }
    }
  }

  private readRow(record: CsvRecord): void {
    if (record.fieldCount !== this.columnNames.length) {
      this.errors.add(assetsError(record.row, `expected ${this.columnNames.length} fields, found ${record.fieldCount}`));
      return;
    }
    const cells: Record<string, string> = {};
    for (let field = 0; field < record.fieldCount; field++) {
      const name = this.columnNames[field];
      if (!name) continue;
      const value = record.text(field).trim();
      if (value !== '') cells[name] = value;
    }
    const parsed = this.schema.safeParse(cells);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        const value = cells[column];
        this.errors.add(assetsError(record.row, issue.message, value === undefined ? undefined : `value: "${value}"`));
      }
      return;
    }
    const row = parsed.data;
    const firstRow = this.rowOfId.get(row.asset_id);
    if (firstRow !== undefined) {
      this.errors.add(assetsError(record.row, `asset id ${row.asset_id} is already used on row ${firstRow}`));
      return;
    }
    this.rowOfId.set(row.asset_id, record.row);
    if (this.errors.count === 0) this.store(row);
  }

  /** Once a row has failed there will be no table, so later rows are only checked. */
  private store(row: AssetRow): void {
    if (this.count === this.capacity) this.grow();
    const index = this.count++;
    this.ids.push(row.asset_id);
    this.names.push(row.name ?? '');
    this.networkMeasure[index] = row.network_measure;
    this.consequenceOfFailure[index] = row.consequence_of_failure ?? 0;
    for (const [column, values] of this.optionalNumbers) values[index] = row[column] ?? Number.NaN;
    for (const [field, codes] of this.categoryCodes) codes[index] = this.codeOf(field, row[field] ?? '');
    this.conditionColumns.forEach((column, criterion) => {
      const values = this.conditions[criterion];
      if (values) values[index] = Number(row[column]);
    });
  }

  private codeOf(field: CategoryField, value: string): number {
    const index = this.categoryIndex.get(field);
    if (!index) return 0;
    let code = index.get(value);
    if (code === undefined) {
      code = index.size;
      index.set(value, code);
    }
    return code;
  }

  private grow(): void {
    this.capacity *= 2;
    this.networkMeasure = resized(this.networkMeasure, this.capacity);
    this.consequenceOfFailure = resized(this.consequenceOfFailure, this.capacity);
    for (const [column, values] of this.optionalNumbers) this.optionalNumbers.set(column, resized(values, this.capacity).fill(Number.NaN, values.length));
    for (const [field, codes] of this.categoryCodes) this.categoryCodes.set(field, resized(codes, this.capacity));
    this.conditions = this.conditions.map((values) => resized(values, this.capacity));
  }
}

function resized<T extends Float64Array | Uint32Array | Uint8Array>(array: T, capacity: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(capacity);
  bigger.set(array);
  return bigger;
}
