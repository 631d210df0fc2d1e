import type { Table, Unit } from '../../../../../api/schemas/reportSummary.schema';
import type { MeasureDirection } from '../../../../components/maps/measureScale';

/** The measures a planner can colour the map by, each one column of the location-analysis table. */
const MAP_MEASURES: ReadonlyArray<{ id: string; direction: MeasureDirection }> = [
  { id: 'spend', direction: 'magnitude' },
  // A state runs from 0 (new) to 6 (end of life): a higher average is a worse condition.
  { id: 'average_state_end', direction: 'higherIsWorse' },
  { id: 'osi_end', direction: 'higherIsBetter' },
  { id: 'backlog_end', direction: 'higherIsWorse' },
];

export type MapMeasure = { id: string; unit: Unit; direction: MeasureDirection };

/** One location on the map: where its assets centre and its value of each measure. */
export type MapLocation = { name: string; longitude: number; latitude: number; values: Record<string, number | null> };

const columnIndex = (table: Table, id: string) => table.columns.findIndex((column) => column.id === id);

/** The map measures the table holds, spend first. */
export function mapMeasures(table: Table): MapMeasure[] {
  return MAP_MEASURES.flatMap(({ id, direction }) => {
    const column = table.columns[columnIndex(table, id)];
    return column ? [{ id, unit: column.unit, direction }] : [];
  });
}

const isLongitude = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 180;
const isLatitude = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 90;

/**
 * The table's named locations that can be placed: their centre is given in degrees (a snapshot
 * in projected units, or a location whose assets have no coordinates, stays off the map).
 */
export function mapLocations(table: Table, measures: readonly MapMeasure[]): MapLocation[] {
  const [name, x, y] = ['location', 'center_x', 'center_y'].map((id) => columnIndex(table, id));
  if (name === undefined || x === undefined || y === undefined || name < 0 || x < 0 || y < 0) return [];
  const measureColumns = measures.map((measure) => [measure.id, columnIndex(table, measure.id)] as const);
  return table.rows.flatMap((row) => {
    const [label, longitude, latitude] = [row[name], row[x], row[y]];
    if (typeof label !== 'string' || label === '' || !isLongitude(longitude) || !isLatitude(latitude)) return [];
    const values = Object.fromEntries(measureColumns.map(([id, index]) => [id, typeof row[index] === 'number' ? row[index] : null]));
    return [{ name: label, longitude, latitude, values }];
  });
}
