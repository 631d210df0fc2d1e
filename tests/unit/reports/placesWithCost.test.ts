import { describe, expect, it } from 'vitest';
import { placesWithCost } from '../../../src/ui/pages/report/advanced/analysisMapLayers';

describe('the advanced map places', () => {
  it('gives each located place the cost of its filtered works, and nothing where the filter leaves none', () => {
    const located = [
      { name: 'Leopold', longitude: 144.46, latitude: -38.19 },
      { name: 'Corio', longitude: 144.36, latitude: -38.08 },
    ];
    expect(placesWithCost(located, [{ value: 'Corio', works: 3, cost: 4_620 }, { value: 'Torquay', works: 1, cost: 735 }])).toEqual([
      { name: 'Leopold', longitude: 144.46, latitude: -38.19, cost: 0 },
      { name: 'Corio', longitude: 144.36, latitude: -38.08, cost: 4_620 },
    ]);
  });
});
