import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/api/schemas/reportSummary.schema';
import { layerBounds } from '../../../src/ui/components/maps/layerBounds';
import { mapLocations, mapMeasures } from '../../../src/ui/pages/simulation/report/location/locationMeasures';

const column = (id: string, unit: Table['columns'][number]['unit']) => ({ id, label: { key: `column.${id}` }, unit });

/** The location-analysis table as GET /tasks/{taskId}/results-summary/location-analysis serves it. */
const table: Table = {
  columns: [
    column('location', 'text'),
    column('asset_count', 'count'),
    column('spend', 'currency'),
    column('osi_end', 'index'),
    column('average_state_end', 'state'),
    column('backlog_end', 'currency'),
    column('center_x', 'measure'),
    column('center_y', 'measure'),
  ],
  rows: [
    ['Leopold', 1200, 5_250_000, 71.2, 2.4, 310_000, 144.4635, -38.1957],
    ['Lara', 800, 2_100_000, null, 2.9, 95_000, 144.3993, -38.0231],
    ['', 15, 0, 60, 3, 0, 144.2, -38.1],
    ['Projected', 20, 10, 50, 3, 0, 268_000.5, 5_772_000.1],
    ['Unplaced', 20, 10, 50, 3, 0, null, null],
  ],
};

describe("the map's measures and locations, from the location-analysis table", () => {
  it('offers spend, average condition, OSI and backlog, in that order, with their units', () => {
    expect(mapMeasures(table).map(({ id, unit }) => [id, unit])).toEqual([
      ['spend', 'currency'],
      ['average_state_end', 'state'],
      ['osi_end', 'index'],
      ['backlog_end', 'currency'],
    ]);
  });

  it('offers only what the table holds', () => {
    const fewer = { ...table, columns: table.columns.filter((c) => c.id !== 'backlog_end' && c.id !== 'osi_end') };
    expect(mapMeasures(fewer).map(({ id }) => id)).toEqual(['spend', 'average_state_end']);
  });

  it('places the named locations whose centre is in degrees, with each measure (null where the table has none)', () => {
    const locations = mapLocations(table, mapMeasures(table));
    expect(locations).toEqual([
      { name: 'Leopold', longitude: 144.4635, latitude: -38.1957, values: { spend: 5_250_000, average_state_end: 2.4, osi_end: 71.2, backlog_end: 310_000 } },
      { name: 'Lara', longitude: 144.3993, latitude: -38.0231, values: { spend: 2_100_000, average_state_end: 2.9, osi_end: null, backlog_end: 95_000 } },
    ]);
  });

  it('places nothing when the table has no coordinates (location-analysis-v2 rows are per year)', () => {
    const withoutCentres = { columns: table.columns.slice(0, 6), rows: table.rows.map((row) => row.slice(0, 6)) };
    expect(mapLocations(withoutCentres, mapMeasures(withoutCentres))).toEqual([]);
  });
});

describe('the bounds the map fits to', () => {
  it('spans the assets of every geometry type and the locations, leaving out what is not in degrees', () => {
    const bounds = layerBounds(
      [
        { type: 'Point', coordinates: [144.36, -38.15] },
        { type: 'LineString', coordinates: [[144.4, -38.2], [144.5, -38.25]] },
        { type: 'MultiPolygon', coordinates: [[[[144.3, -38.0], [144.31, -38.0], [144.31, -38.01], [144.3, -38.0]]]] },
        { type: 'Point', coordinates: [268_000, 5_772_000] },
      ],
      [[144.6, -38.1]],
    );
    expect(bounds).toEqual([144.3, -38.25, 144.6, -38.0]);
  });

  it('is null when nothing can be placed', () => {
    expect(layerBounds([{ type: 'Point', coordinates: [268_000, 5_772_000] }])).toBeNull();
  });
});
