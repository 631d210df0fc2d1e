import { describe, expect, it } from 'vitest';
import type { PlanAssetFeature } from '../../../src/api/schemas/workPlanBuilder.schema';
import { assetColouring, drawnAssets } from '../../../src/ui/pages/workPlan/map/workPlanMapStyle';

/*
 * The colouring of a plan's map (Builder - Map, Insights - Map, issue 15): by project status, each
 * status in its own colour and the assets of no project grey; the grey ones drawn first, so that
 * the planned ones lie on top where assets overlap.
 */

const WORDS = { noTreatment: 'No proposed treatment', notPlanned: 'Not planned', noStatus: 'Project without a status' };
const IN_PROGRESS = { id: '00000000-0000-4000-8000-000000000001', name: 'In progress', colour: '#d97706' };
const GREY = '#94a3b8';

function asset(assetId: string, planned: { status: typeof IN_PROGRESS | null } | null, firstYear: number | null = 2027): PlanAssetFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [144.36, -38.15] },
    properties: {
      id: `00000000-0000-4000-8000-0000000001${assetId.padStart(2, '0')}`,
      source_id: '00000000-0000-4000-8000-000000000100',
      source_name: 'Buildings as budgeted',
      asset_id: assetId,
      name: `Building ${assetId}`,
      asset_class: 'Building',
      location: null,
      hierarchy: null,
      criticality: null,
      network_measure: 1,
      treatment_count: firstYear === null ? 0 : 1,
      first_year: firstYear,
      first_treatment: firstYear === null ? null : 'Renew roof',
      planned: planned !== null,
      project_name: planned ? 'Civic buildings renewal' : null,
      project_status: planned?.status ?? null,
    },
  };
}

describe('a plan map coloured by project status', () => {
  const features = [asset('1', { status: IN_PROGRESS }), asset('2', null), asset('3', { status: null }), asset('4', null, null)];
  const colouring = assetColouring(features, 'projectStatus', WORDS);

  it('names each status in its colour, then the planned assets without a status, then the unplanned ones in grey', () => {
    expect(colouring.entries).toEqual([
      { label: 'In progress', colour: '#d97706', kind: 'status' },
      { label: 'Project without a status', colour: '#475569', kind: 'status' },
      { label: 'Not planned', colour: GREY, kind: 'none' },
    ]);
  });

  it('draws the grey assets first and the coloured ones after them, each keeping its colour', () => {
    const drawn = drawnAssets(features, colouring, []);
    expect(drawn.features.map((feature) => [feature.properties!.key.split('/')[1], feature.properties!.colour])).toEqual([
      ['2', GREY],
      ['4', GREY],
      ['1', '#d97706'],
      ['3', '#475569'],
    ]);
  });

  it('marks the asset given as selected, by its data source and asset id', () => {
    const drawn = drawnAssets(features, colouring, [{ data_source_id: '00000000-0000-4000-8000-000000000100', asset_id: '3' }]);
    expect(drawn.features.filter((feature) => feature.properties!.selected).map((feature) => feature.properties!.key)).toEqual(['00000000-0000-4000-8000-000000000100/3']);
  });
});
