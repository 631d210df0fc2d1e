import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assetRowSchema, type ConditionScale } from '../../src/api/simulationPackage/assetRow.schema';
import { assetRowChecks, checkAssetRow } from '../../src/api/simulationPackage/assetRowChecks';

const SCALES: ConditionScale[] = [
  { column: 'condition_roof', min: 1, max: 10 },
  { column: 'condition_walls', min: 0, max: 100 },
];
const schema = assetRowSchema(SCALES);
const checks = assetRowChecks(SCALES);

/** What zod says of a row: its issues as (column, message), or its values. */
function zodVerdict(cells: Record<string, string>) {
  const parsed = schema.safeParse(cells);
  if (parsed.success) return { issues: [], values: { ...parsed.data } };
  return { issues: parsed.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ''), message: issue.message })) };
}

function fastVerdict(cells: Record<string, string>) {
  const { issues, values } = checkAssetRow(checks, cells);
  return issues.length > 0 ? { issues } : { issues, values };
}

const GOOD = { asset_id: 'A1', network_measure: '12.5', condition_roof: '7', condition_walls: '55' };

const ROWS: [string, Record<string, string | undefined>][] = [
  ['a minimal good row', {}],
  ['every optional column', { name: 'Smith St', class: 'Road', subclass: 'Local', type: 'Sealed', subtype: 'AC', hierarchy: 'Collector', location: 'Belmont', location_value: '3', criticality: 'High', consequence_of_failure: '4', risk_rating: 'B', risk_score: '0.25', asset_value: '120000', center_x: '144.3', center_y: '-38.1', geometry: 'LINESTRING (1 2, 3 4)' }],
  ['numbers written every way Number() reads', { network_measure: '0x1F', location_value: '1e3', risk_score: '.5', asset_value: '5.', center_x: '+7', center_y: '-0' }],
  ['an asset value of -0', { asset_value: '-0' }],
  ['no asset id', { asset_id: undefined }],
  ['an asset id of 101 characters', { asset_id: 'x'.repeat(101) }],
  ['an asset id of 100 characters', { asset_id: 'é'.repeat(100) }],
  ['no network measure', { network_measure: undefined }],
  ['a network measure of 0', { network_measure: '0' }],
  ['a network measure of -0', { network_measure: '-0' }],
  ['a network measure that underflows to 0', { network_measure: '1e-400' }],
  ['an infinite network measure', { network_measure: 'Infinity' }],
  ['a network measure in words', { network_measure: 'lots' }],
  ['a location value in words', { location_value: 'high' }],
  ['a consequence of failure of 2.5', { consequence_of_failure: '2.5' }],
  ['a consequence of failure of 0', { consequence_of_failure: '0' }],
  ['a consequence of failure of 6', { consequence_of_failure: '6' }],
  ['a consequence of failure of 5.0', { consequence_of_failure: '5.0' }],
  ['a consequence of failure of 1e20', { consequence_of_failure: '1e20' }],
  ['a consequence of failure of -1e20', { consequence_of_failure: '-1e20' }],
  ['a consequence of failure of NaN', { consequence_of_failure: 'NaN' }],
  ['a negative asset value', { asset_value: '-1' }],
  ['a risk score in words', { risk_score: 'bad' }],
  ['center_x alone', { center_x: '144.3' }],
  ['center_y alone', { center_y: '-38.1' }],
  ['center_x alone and a measure in words (a type issue: no pair check)', { center_x: '144.3', network_measure: 'x' }],
  ['center_x alone and a measure of 0 (a range issue: the pair is checked)', { center_x: '144.3', network_measure: '0' }],
  ['center_y alone and a consequence of failure of 1e20', { center_y: '1', consequence_of_failure: '1e20' }],
  ['center_y alone and a consequence of failure of 2.5', { center_y: '1', consequence_of_failure: '2.5' }],
  ['center_x in words', { center_x: 'a', center_y: 'b' }],
  ['a geometry in lower case', { geometry: 'multipolygon(((0 0, 1 1, 1 0, 0 0)))' }],
  ['a geometry that is not WKT', { geometry: 'CIRCLE(1 2)' }],
  ['a condition off the scale', { condition_roof: '11' }],
  ['a condition below the scale', { condition_walls: '-1' }],
  ['a blank condition', { condition_walls: undefined }],
  ['an infinite condition', { condition_roof: '-Infinity' }],
  ['many problems at once', { asset_id: undefined, network_measure: '-3', consequence_of_failure: '9', geometry: 'nope', condition_roof: '0', condition_walls: undefined, center_x: '1' }],
];

describe('assetRowChecks agree with assetRowSchema', () => {
  test.each(ROWS)('on %s', (_, change) => {
    const cells: Record<string, string> = { ...GOOD };
    for (const [column, value] of Object.entries(change)) {
      if (value === undefined) delete cells[column];
      else cells[column] = value;
    }
    expect(fastVerdict(cells)).toEqual(zodVerdict(cells));
  });

  test('on random rows', () => {
    const numberText = fc.constantFrom('0', '-0', '1', '5', '6', '2.5', '-3', '1e3', '1e400', '1e-400', '0x10', '.5', '5.', '+7', 'Infinity', '-Infinity', 'NaN', 'abc', '9007199254740993', '1e20', '-1e20', '100', '101', ' ');
    const text = fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('x'.repeat(101), 'POINT (1 2)', 'polygon((0 0))', 'CIRCLE(1 2)'));
    const columns = checks.map((check) => check.column);
    const row = fc.record(Object.fromEntries(columns.map((column) => [column, fc.option(checks.find((check) => check.column === column)?.numeric ? numberText : text, { nil: undefined })])));
    fc.assert(
      fc.property(row, (drawn) => {
        const cells: Record<string, string> = {};
        for (const [column, value] of Object.entries(drawn)) if (value !== undefined && value !== '') cells[column] = value as string;
        expect(fastVerdict(cells)).toEqual(zodVerdict(cells));
      }),
      { numRuns: 2000 },
    );
  });
});
