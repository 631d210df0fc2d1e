import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetLifeCycle, loadPackage, simulate } from '../../server/engine/index';
import { readLifeCycles, writeLifeCycles } from '../../server/results/lifeCyclesFile';

/**
 * A completed run stores its life cycles in one binary file; the reports of the next issue read
 * any asset's life cycle from it without running again. What comes back must be what the engine
 * itself gives for the same asset from the run it just made.
 */
describe('the stored life cycles of a run', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it.each(['buildings', 'water-mains'])('read back from the file of the %s sample, give every asset its engine life cycle', async (sample) => {
    const loaded = await loadPackage(join('samples', sample));
    if (!loaded.ok) throw new Error(loaded.errors[0]?.message);
    const { results, lifeCycles } = await simulate(loaded.package);
    const folder = await mkdtemp(join(tmpdir(), 'horizon-life-cycles-'));
    folders.push(folder);
    const file = join(folder, 'life-cycles.bin');
    const bytes = await writeLifeCycles(file, lifeCycles);
    expect(bytes).toBeGreaterThan(lifeCycles.states.length);
    const stored = await readLifeCycles(file);
    expect(stored.assetCount).toBe(lifeCycles.assetCount);
    expect(stored.treatments.map((year) => year.asset.length)).toEqual(lifeCycles.treatments.map((year) => year.asset.length));
    const step = Math.max(1, Math.floor(lifeCycles.assetCount / 50));
    for (let asset = 0; asset < lifeCycles.assetCount; asset += step) {
      expect(assetLifeCycle(results, stored, asset)).toEqual(assetLifeCycle(results, lifeCycles, asset));
    }
    const treated = lifeCycles.treatments.find((year) => year.asset.length > 0)?.asset[0];
    expect(treated).toBeDefined();
    expect(assetLifeCycle(results, stored, treated!)).toEqual(assetLifeCycle(results, lifeCycles, treated!));
    expect(assetLifeCycle(results, stored, treated!).treatments.length).toBeGreaterThan(0);
  });

  it('refuses a file that is not one', async () => {
    await expect(readLifeCycles(join('samples', 'roads', 'settings.json'))).rejects.toThrow(/not a life cycles file/);
  });
});
