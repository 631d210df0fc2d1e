import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { assetLifeCycle } from '../../server/engine/lifeCycles';
import { loadPackage } from '../../server/engine/packageLoader';
import { simulate } from '../../server/engine/simulate';
import { simulateZeroBudget } from '../../server/engine/zeroBudget';
import { assetLifeCycleSchema, simulationResultsSchema } from '../../src/api/simulationPackage/results.schema';

const samples = join(import.meta.dirname, '../../samples');

describe('sample packages', () => {
  test.each([
    ['roads', 12_000, 1],
    ['water-mains', 30_000, 1],
    ['buildings', 800, 3],
  ])('%s loads without errors', async (name, assets, criteria) => {
    const loaded = await loadPackage(join(samples, name));
    if (!loaded.ok) throw new Error(loaded.errors.map((error) => error.message).join('\n'));
    expect(loaded.package.assets.count).toBe(assets);
    expect(loaded.package.settings.criteria).toHaveLength(criteria);
    expect(loaded.package.settings.strategy.fundingSources).toHaveLength(3);
  });

  test('buildings run against their zero-budget baseline, with valid results and life cycles', async () => {
    const loaded = await loadPackage(join(samples, 'buildings'));
    if (!loaded.ok) throw new Error('buildings sample is invalid');
    const strategy = await simulate(loaded.package);
    const baseline = await simulateZeroBudget(loaded.package);
    simulationResultsSchema.parse(strategy.results);
    expect(strategy.results.network.fci.every((fci) => fci !== null && fci >= 0)).toBe(true);
    expect(strategy.results.network.osi.at(-1)).toBeGreaterThan(baseline.results.network.osi.at(-1) ?? 100);
    const forced = assetLifeCycleSchema.parse(assetLifeCycle(strategy.results, strategy.lifeCycles, 0));
    expect(forced.treatments).toContainEqual(expect.objectContaining({ year: 2027, treatment: 'major_refurbishment' }));
  });
});
