import { conditionMessage, MAX_ASSET_ID_LENGTH, ROW_MESSAGES, WKT_GEOMETRY, type ConditionScale } from './assetRow.schema';

/**
 * The rules of `assetRowSchema`, one column at a time, for reading a million rows without
 * building and parsing an object per row. They report the same issues, with the same messages,
 * in the same order as the zod schema does (tests/engine/assetRowChecks.test.ts compares the two
 * on a table of good and bad rows and on random ones):
 *
 * - a numeric cell is coerced with `Number(text)`; NaN and ±Infinity are not numbers;
 * - a number that breaks its range raises one issue; a whole number outside ±2^53 raises two
 *   (zod's integer check, then its range check);
 * - issues come column by column in the schema's order (the base columns, then the conditions);
 * - the center_x/center_y pair is checked unless the row has a type issue: a required cell
 *   missing, a cell that is not a number, or a consequence of failure that is not whole (issues
 *   of a range, a length or a format do not stop zod's refinement).
 */
export const RULE_TEXT = 0;
export const RULE_ASSET_ID = 1;
export const RULE_GEOMETRY = 2;
/** A number, optional. */
export const RULE_NUMBER = 3;
/** A positive number, required (network measure). */
export const RULE_POSITIVE = 4;
/** A number of 0 or more, optional (asset value). */
export const RULE_NON_NEGATIVE = 5;
/** A whole number from 1 to 5, optional (consequence of failure). */
export const RULE_WHOLE_1_TO_5 = 6;
/** A number within [min, max], required (conditions). */
export const RULE_RANGE = 7;

export interface ColumnCheck {
  readonly column: string;
  readonly rule: number;
  readonly message: string;
  /** Whether the cell is coerced to a number. */
  readonly numeric: boolean;
  readonly min: number;
  readonly max: number;
}

/** The columns of the row schema in its order, each with its rule. */
export function assetRowChecks(scales: readonly ConditionScale[]): ColumnCheck[] {
  const check = (column: string, rule: number, message = '', min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): ColumnCheck => ({
    column,
    rule,
    message,
    numeric: rule >= RULE_NUMBER,
    min,
    max,
  });
  return [
    check('asset_id', RULE_ASSET_ID),
    check('network_measure', RULE_POSITIVE, ROW_MESSAGES.networkMeasure),
    check('name', RULE_TEXT),
    check('class', RULE_TEXT),
    check('subclass', RULE_TEXT),
    check('type', RULE_TEXT),
    check('subtype', RULE_TEXT),
    check('hierarchy', RULE_TEXT),
    check('location', RULE_TEXT),
    check('location_value', RULE_NUMBER, ROW_MESSAGES.locationValue),
    check('criticality', RULE_TEXT),
    check('consequence_of_failure', RULE_WHOLE_1_TO_5, ROW_MESSAGES.consequenceOfFailure, 1, 5),
    check('risk_rating', RULE_TEXT),
    check('risk_score', RULE_NUMBER, ROW_MESSAGES.riskScore),
    check('asset_value', RULE_NON_NEGATIVE, ROW_MESSAGES.assetValue, 0),
    check('center_x', RULE_NUMBER, ROW_MESSAGES.centerX),
    check('center_y', RULE_NUMBER, ROW_MESSAGES.centerY),
    check('geometry', RULE_GEOMETRY, ROW_MESSAGES.geometry),
    ...scales.map((scale) => check(scale.column, RULE_RANGE, conditionMessage(scale), scale.min, scale.max)),
  ];
}

/** `numberIssues` of a cell with one type issue: missing when required, or not a (whole) number. */
export const TYPE_ISSUE = -1;

/**
 * The issues (each with `check.message`) a numeric cell raises: TYPE_ISSUE, or how many range
 * issues. `value` is `Number(text)` of the trimmed cell; `present` is false for a blank cell.
 */
export function numberIssues(check: ColumnCheck, present: boolean, value: number): number {
  const rule = check.rule;
  if (!present) return rule === RULE_POSITIVE || rule === RULE_RANGE ? TYPE_ISSUE : 0;
  if (!Number.isFinite(value)) return TYPE_ISSUE;
  switch (rule) {
    case RULE_POSITIVE:
      return value > 0 ? 0 : 1;
    case RULE_NON_NEGATIVE:
      return value >= 0 ? 0 : 1;
    case RULE_RANGE:
      return value < check.min || value > check.max ? 1 : 0;
    case RULE_WHOLE_1_TO_5:
      if (!Number.isInteger(value)) return TYPE_ISSUE;
      return (Number.isSafeInteger(value) ? 0 : 1) + (value < check.min || value > check.max ? 1 : 0);
    default:
      return 0;
  }
}

/** The message of a text cell's issue, or null: `text` is the trimmed cell, undefined when blank. */
export function textIssue(check: ColumnCheck, text: string | undefined): string | null {
  switch (check.rule) {
    case RULE_ASSET_ID:
      if (text === undefined) return ROW_MESSAGES.assetIdRequired;
      return text.length > MAX_ASSET_ID_LENGTH ? ROW_MESSAGES.assetIdTooLong : null;
    case RULE_GEOMETRY:
      return text !== undefined && !WKT_GEOMETRY.test(text) ? ROW_MESSAGES.geometry : null;
    default:
      return null;
  }
}

export interface RowIssue {
  column: string;
  message: string;
}

/** The issue of a row without type issues: center_x and center_y given one without the other. */
export function pairIssue(hasCenterX: boolean, hasCenterY: boolean): RowIssue | null {
  return hasCenterX === hasCenterY ? null : { column: 'center_x', message: ROW_MESSAGES.centerPair };
}

/**
 * Checks one row given as the CSV reader's cells (trimmed text, blank cells left out) and
 * returns its issues and, when it has none, its values (numbers coerced): what
 * `assetRowSchema(scales).safeParse(cells)` gives, for rows of known columns.
 */
export function checkAssetRow(checks: readonly ColumnCheck[], cells: Readonly<Record<string, string>>): { issues: RowIssue[]; values: Record<string, string | number> } {
  const issues: RowIssue[] = [];
  const values: Record<string, string | number> = {};
  let typeIssue = false;
  for (const check of checks) {
    const text = cells[check.column];
    if (check.numeric) {
      const value = text === undefined ? Number.NaN : Number(text);
      const found = numberIssues(check, text !== undefined, value);
      if (found === TYPE_ISSUE) typeIssue = true;
      for (let k = 0; k < Math.abs(found); k++) issues.push({ column: check.column, message: check.message });
      if (text !== undefined) values[check.column] = value;
    } else {
      const message = textIssue(check, text);
      if (message !== null) issues.push({ column: check.column, message });
      if (message === ROW_MESSAGES.assetIdRequired) typeIssue = true;
      if (text !== undefined) values[check.column] = text;
    }
  }
  if (!typeIssue) {
    const pair = pairIssue(cells.center_x !== undefined, cells.center_y !== undefined);
    if (pair) issues.push(pair);
  }
  return { issues, values };
}
