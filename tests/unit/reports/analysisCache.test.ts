import { describe, expect, it } from 'vitest';
import type { AdvancedAnalysis } from '../../../src/api/schemas/advancedAnalysis.schema';
import { createAnalysisCache, filterKey } from '../../../server/reports/analysis/analysisCache';

const answer = (works: number) => ({ totals: { works } }) as AdvancedAnalysis;

describe('the advanced analysis cache', () => {
  it('keys a filter by what it chooses, not by the order it was chosen in', () => {
    expect(filterKey({ asset_class: ['Road', 'Bridge'], year: ['2027'] })).toBe(filterKey({ year: ['2027'], asset_class: ['Bridge', 'Road', 'Road'] }));
    expect(filterKey({ asset_class: [] })).toBe(filterKey({}));
    expect(filterKey({ asset_class: ['Road'] })).not.toBe(filterKey({ location: ['Road'] }));
    expect(filterKey({ asset_class: [''] })).not.toBe(filterKey({}));
  });

  it('answers a filter asked again from memory, and loads again for new works or another filter', async () => {
    const cache = createAnalysisCache();
    let loads = 0;
    const load = (works: number) => async () => {
      loads += 1;
      return answer(works);
    };
    expect((await cache.analysis('t1', 'v1', { location: ['North'] }, load(5))).totals.works).toBe(5);
    expect((await cache.analysis('t1', 'v1', { location: ['North'] }, load(99))).totals.works).toBe(5);
    expect(loads).toBe(1);
    expect((await cache.analysis('t1', 'v2', { location: ['North'] }, load(7))).totals.works).toBe(7);
    expect((await cache.analysis('t1', 'v2', { location: ['South'] }, load(3))).totals.works).toBe(3);
    expect((await cache.analysis('t2', 'v2', { location: ['South'] }, load(4))).totals.works).toBe(4);
    expect(loads).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const cache = createAnalysisCache();
    await expect(cache.count('t1', 'v1', {}, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.count('t1', 'v1', {}, async () => 12)).toBe(12);
  });
});
