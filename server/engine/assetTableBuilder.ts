import { ASSET_COLUMNS, REQUIRED_ASSET_COLUMNS, ROW_MESSAGES, type ConditionScale } from '../../src/api/simulationPackage/assetRow.schema';
import { assetRowChecks, numberIssues, pairIssue, TYPE_ISSUE, textIssue, type ColumnCheck } from '../../src/api/simulationPackage/assetRowChecks';
import { ASSETS_FILE, assetsError, type PackageError } from '../../src/api/simulationPackage/errors';
import { CATEGORY_FIELDS, type AssetTable, type CategoryField } from './assetTable';
import type { CsvRecord } from './csvRecords';
import { ErrorCollector } from './errorCollector';
import { IdIndex } from './idIndex';
import { TextColumnBuilder } from './textColumn';

const INITIAL_CAPACITY = 1024;
/** asset_id is the first column of the row checks. */
const ID_CHECK = 0;

type OptionalNumberColumn = 'location_value' | 'risk_score' | 'asset_value' | 'center_x' | 'center_y';
const OPTIONAL_NUMBER_COLUMNS: readonly OptionalNumberColumn[] = ['location_value', 'risk_score', 'asset_value', 'center_x', 'center_y'];

export type AssetTableOutcome = { ok: true; table: AssetTable } | { ok: false; errors: PackageError[] };

/**
 * Turns assets.csv records into an AssetTable: checks the header, validates each row column by
 * column with `assetRowChecks` (the rules, messages and issue order of the package's zod row
 * schema, without an object per row) and appends it to growing typed columns. Plain decimals are
 * read straight from the bytes. Rows with errors are reported and not stored; any error means no
 * table.
 */
export class AssetTableBuilder {
  private readonly errors = new ErrorCollector(ASSETS_FILE);
  private readonly checks: readonly ColumnCheck[];
  /** Per check, the field that holds its column, or -1 when the file has no such column. */
  private checkField: Int32Array;
  /** The current row, per check: its number (numeric checks), whether the cell is present, its text (text checks). */
  private readonly rowNumbers: Float64Array;
  private readonly rowPresent: Uint8Array;
  private readonly rowTexts: (string | undefined)[];
  private readonly checkIndex: ReadonlyMap<string, number>;
  private readonly conditionColumns: readonly string[];
  private readonly conditionChecks: Uint32Array;
  private readonly measureCheck: number;
  private readonly consequenceCheck: number;
  private hasNames = false;
  private columnNames: (string | null)[] = [];
  private presentColumns = new Set<string>();
  private headerSeen = false;

  private count = 0;
  private capacity = INITIAL_CAPACITY;
  private readonly ids = new TextColumnBuilder();
  private readonly names = new TextColumnBuilder();
  private readonly rowOfId = new IdIndex();
  private networkMeasure = new Float64Array(INITIAL_CAPACITY);
  private consequenceOfFailure = new Uint8Array(INITIAL_CAPACITY);
  private readonly optionalNumbers = new Map<OptionalNumberColumn, Float64Array>();
  private conditions: Float64Array[];
  private readonly categoryCodes = new Map<CategoryField, Uint32Array>();
  private readonly categoryIndex = new Map<CategoryField, Map<string, number>>();

  constructor(scales: readonly ConditionScale[]) {
    this.checks = assetRowChecks(scales);
    this.checkField = new Int32Array(this.checks.length).fill(-1);
    this.rowNumbers = new Float64Array(this.checks.length);
    this.rowPresent = new Uint8Array(this.checks.length);
    this.rowTexts = this.checks.map(() => undefined);
    this.checkIndex = new Map(this.checks.map((check, index) => [check.column, index]));
    this.conditionColumns = scales.map((scale) => scale.column);
    this.conditionChecks = Uint32Array.from(this.conditionColumns, (column) => this.checkIndex.get(column) ?? 0);
    this.measureCheck = this.checkIndex.get('network_measure') ?? 0;
    this.consequenceCheck = this.checkIndex.get('consequence_of_failure') ?? 0;
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
        ids: this.ids.finish(),
        names: this.presentColumns.has('name') ? this.names.finish() : null,
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
      this.hasNames = this.presentColumns.has('name');
      names.forEach((name, field) => {
        if (name !== null) this.checkField[this.checkIndex.get(name) ?? 0] = field;
      });
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
    const { checks, checkField, rowNumbers, rowPresent, rowTexts } = this;
    let issues = 0;
    let typeIssue = false;
    for (let index = 0; index < checks.length; index++) {
      const check = checks[index] as ColumnCheck;
      const field = checkField[index] as number;
      if (check.numeric) {
        let value = field < 0 ? Number.NaN : record.plainNumber(field);
        let present = value === value;
        if (!present && field >= 0) {
          const text = record.text(field).trim();
          present = text !== '';
          if (present) value = Number(text);
        }
        rowNumbers[index] = value;
        rowPresent[index] = present ? 1 : 0;
        const found = numberIssues(check, present, value);
        if (found === 0) continue;
        if (found === TYPE_ISSUE) typeIssue = true;
        for (let k = 0; k < Math.abs(found); k++) this.report(record, check.message, present ? field : -1);
        issues++;
      } else {
        let text: string | undefined;
        if (field >= 0) {
          text = record.text(field).trim();
          if (text === '') text = undefined;
        }
        rowTexts[index] = text;
        const message = textIssue(check, text);
        if (message === null) continue;
        if (message === ROW_MESSAGES.assetIdRequired) typeIssue = true;
        this.report(record, message, text === undefined ? -1 : field);
        issues++;
      }
    }
    if (!typeIssue) {
      const centerX = this.checkIndex.get('center_x') as number;
      const pair = pairIssue(rowPresent[centerX] === 1, rowPresent[this.checkIndex.get('center_y') as number] === 1);
      if (pair) {
        this.report(record, pair.message, rowPresent[centerX] === 1 ? (checkField[centerX] as number) : -1);
        issues++;
      }
    }
    if (issues > 0) return;
    const id = rowTexts[ID_CHECK] as string;
    const firstRow = this.rowOfId.firstRowOrAdd(id, record.row);
    if (firstRow >= 0) {
      this.errors.add(assetsError(record.row, `asset id ${id} is already used on row ${firstRow}`));
      return;
    }
    if (this.errors.count === 0) this.store();
  }

  /** One issue of the row, with the cell's text as more info when the cell is not blank (field ≥ 0). */
  private report(record: CsvRecord, message: string, field: number): void {
    this.errors.add(assetsError(record.row, message, field < 0 ? undefined : `value: "${record.text(field).trim()}"`));
  }

  /** Once a row has failed there will be no table, so later rows are only checked. */
  private store(): void {
    if (this.count === this.capacity) this.grow();
    const index = this.count++;
    const { rowNumbers, rowPresent, rowTexts, checkIndex } = this;
    this.ids.push(rowTexts[ID_CHECK] as string);
    if (this.hasNames) this.names.push(rowTexts[checkIndex.get('name') as number] ?? '');
    this.networkMeasure[index] = rowNumbers[this.measureCheck] as number;
    this.consequenceOfFailure[index] = rowPresent[this.consequenceCheck] === 1 ? (rowNumbers[this.consequenceCheck] as number) : 0;
    for (const [column, values] of this.optionalNumbers) {
      const check = checkIndex.get(column) as number;
      values[index] = rowPresent[check] === 1 ? (rowNumbers[check] as number) : Number.NaN;
    }
    for (const [field, codes] of this.categoryCodes) codes[index] = this.codeOf(field, rowTexts[checkIndex.get(field) as number] ?? '');
    for (let criterion = 0; criterion < this.conditions.length; criterion++) {
      (this.conditions[criterion] as Float64Array)[index] = rowNumbers[this.conditionChecks[criterion] as number] as number;
    }
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
