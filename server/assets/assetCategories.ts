import type { AssetCategory } from '../../src/api/schemas/assetCategory.schema';

/**
 * The asset networks Horizon models (DOMAIN "What a planner does with the product"), as the sample
 * packages of samples/ carry them: what an asset's network measure counts, the class values of
 * its register and the service criteria of its model. tests/api/assetCategories.test.ts reads the
 * packages themselves to keep this in step with them.
 */
export const ASSET_CATEGORIES: readonly AssetCategory[] = [
  {
    id: 'roads',
    name: 'Roads',
    network_measure: 'm2',
    classes: ['Road'],
    criteria: ['Pavement condition'],
    sample: 'samples/roads',
  },
  {
    id: 'water_mains',
    name: 'Water mains',
    network_measure: 'm',
    classes: ['Water main'],
    criteria: ['Pipe condition'],
    sample: 'samples/water-mains',
  },
  {
    id: 'buildings',
    name: 'Buildings',
    network_measure: 'm2_floor',
    classes: ['Civic', 'Community', 'Operational', 'Recreation'],
    criteria: ['Structure and fabric', 'Roof', 'Building services'],
    sample: 'samples/buildings',
  },
];
