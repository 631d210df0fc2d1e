import { describe, expect, it } from 'vitest';
import { hasRoomFor, isSelected, selectedPerDataSource, toggleAsset, type AssetKey } from '../../src/api/rules/assetSelection';
import { ASSETS_PER_DATA_SOURCE_MAX } from '../../src/api/schemas/project.schema';

const ROADS = 'roads';
const MAINS = 'mains';
const road = (n: number): AssetKey => ({ data_source_id: ROADS, asset_id: `RD-00${n}` });
const main = (n: number): AssetKey => ({ data_source_id: MAINS, asset_id: `WM-00${n}` });

/** Selects the assets one after another, as clicks would. */
const clicked = (assets: AssetKey[]) => assets.reduce<AssetKey[]>((selection, asset) => toggleAsset(selection, asset).selection, []);

describe('the 5-asset limit per data source (SPEC 5)', () => {
  it('is 5', () => {
    expect(ASSETS_PER_DATA_SOURCE_MAX).toBe(5);
  });

  it('selects up to 5 assets of a data source and refuses the 6th, keeping the selection', () => {
    const five = clicked([road(1), road(2), road(3), road(4), road(5)]);
    expect(five).toEqual([road(1), road(2), road(3), road(4), road(5)]);
    expect(hasRoomFor(five, road(6))).toBe(false);
    expect(toggleAsset(five, road(6))).toEqual({ outcome: 'refused', selection: five });
  });

  it('counts each data source on its own: 5 roads leave room for water mains', () => {
    const five = clicked([road(1), road(2), road(3), road(4), road(5)]);
    expect(toggleAsset(five, main(1))).toEqual({ outcome: 'selected', selection: [...five, main(1)] });
    expect(selectedPerDataSource([...five, main(1)])).toEqual({ [ROADS]: 5, [MAINS]: 1 });
  });

  it('deselects a selected asset, which frees a place', () => {
    const five = clicked([road(1), road(2), road(3), road(4), road(5)]);
    const four = toggleAsset(five, road(3));
    expect(four).toEqual({ outcome: 'deselected', selection: [road(1), road(2), road(4), road(5)] });
    expect(toggleAsset(four.selection, road(6))).toEqual({ outcome: 'selected', selection: [road(1), road(2), road(4), road(5), road(6)] });
  });

  it('tells assets apart by data source and id together', () => {
    const selection = [road(1)];
    expect(isSelected(selection, { data_source_id: MAINS, asset_id: 'RD-001' })).toBe(false);
    expect(isSelected(selection, { data_source_id: ROADS, asset_id: 'RD-001' })).toBe(true);
    expect(selectedPerDataSource([])).toEqual({});
  });
});
