import { describe, expect, it } from 'vitest';
import { startAdvancedAnalysis } from './harness/advancedAnalysis.harness';
import { ANALYSIS_TASK_ID, bridgesOnly, wholeRun, worksPage } from './support/analysisFixtures';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';

/** A run far larger than any page: a million works, as issue 14's benchmark sizes it. */
const MILLION = 1_000_000;

async function started(total = 240) {
  const harness = startAdvancedAnalysis();
  harness.fetchAnalysis.resolve(wholeRun);
  harness.fetchAnalysisWorks.resolve(worksPage(0, total));
  await settle();
  return harness;
}

describe('advanced analysis machine', () => {
  it('asks for the whole run and the first 100 works at once, in work order', () => {
    const { fetchAnalysis, fetchAnalysisWorks } = startAdvancedAnalysis();
    expect(fetchAnalysis.lastInput).toEqual({ taskId: ANALYSIS_TASK_ID, filters: {} });
    expect(fetchAnalysisWorks.lastInput).toEqual({ taskId: ANALYSIS_TASK_ID, filters: {}, sort: { column: 'work_no', order: 'asc' }, offset: 0, limit: 100 });
  });

  it('a click on a bar while the totals load abandons that load and asks again with the value chosen', async () => {
    const { actor, fetchAnalysis, fetchAnalysisWorks } = startAdvancedAnalysis();
    actor.send({ type: 'filter.toggle', dimension: 'asset_class', value: 'Bridge' });
    expect(fetchAnalysis.calls.map((call) => call.aborted)).toEqual([true, false]);
    expect(fetchAnalysisWorks.calls.map((call) => call.aborted)).toEqual([true, false]);
    expect(fetchAnalysis.lastInput?.filters).toEqual({ asset_class: ['Bridge'] });
    fetchAnalysis.resolve(bridgesOnly);
    await settle();
    expect(actor.getSnapshot().context.analysis?.totals.works).toBe(40);
  });

  it('within a dimension values add up, a second click takes one back, and a chip clears its dimension', async () => {
    const { actor, fetchAnalysis } = await started();
    actor.send({ type: 'filter.toggle', dimension: 'asset_class', value: 'Bridge' });
    actor.send({ type: 'filter.toggle', dimension: 'asset_class', value: 'Road' });
    actor.send({ type: 'filter.toggle', dimension: 'hierarchy', value: '' });
    expect(fetchAnalysis.lastInput?.filters).toEqual({ asset_class: ['Bridge', 'Road'], hierarchy: [''] });
    actor.send({ type: 'filter.toggle', dimension: 'asset_class', value: 'Bridge' });
    expect(fetchAnalysis.lastInput?.filters).toEqual({ asset_class: ['Road'], hierarchy: [''] });
    actor.send({ type: 'filter.clear', dimension: 'asset_class' });
    expect(fetchAnalysis.lastInput?.filters).toEqual({ hierarchy: [''] });
    actor.send({ type: 'filter.clearAll' });
    expect(fetchAnalysis.lastInput?.filters).toEqual({});
  });

  it('a new filter starts the table again from the top with the same filter', async () => {
    const { actor, fetchAnalysisWorks } = await started();
    actor.send({ type: 'works.range', range: { first: 150, last: 190 } });
    fetchAnalysisWorks.resolve(worksPage(100, 240));
    await settle();
    const before = actor.getSnapshot().context.revision;
    actor.send({ type: 'filter.toggle', dimension: 'location', value: 'Hillside' });
    expect(fetchAnalysisWorks.lastInput).toMatchObject({ filters: { location: ['Hillside'] }, offset: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ pages: {}, total: null, range: { first: 0, last: 100 }, revision: before + 1 });
  });

  it('scrolling far down a million works loads the page under the rows shown, and keeps at most 8 pages', async () => {
    const { actor, fetchAnalysisWorks } = await started(MILLION);
    for (let step = 1; step <= 12; step++) {
      const first = step * 50_000;
      actor.send({ type: 'works.range', range: { first, last: first + 40 } });
      expect(fetchAnalysisWorks.lastInput?.offset).toBe(first);
      fetchAnalysisWorks.resolve(worksPage(first, MILLION));
      await settle();
    }
    const { pages, total } = actor.getSnapshot().context;
    expect(total).toBe(MILLION);
    expect(Object.keys(pages).length).toBeLessThanOrEqual(8);
    expect(pages[6_000]?.[0]?.work_no).toBe(600_001);
    expect(actor.getSnapshot().matches({ works: 'idle' })).toBe(true);
  });

  it('a range across two pages loads both, one after the other, and asks for none it has', async () => {
    const { actor, fetchAnalysisWorks } = await started();
    actor.send({ type: 'works.range', range: { first: 180, last: 230 } });
    expect(fetchAnalysisWorks.lastInput?.offset).toBe(100);
    fetchAnalysisWorks.resolve(worksPage(100, 240));
    await settle();
    expect(fetchAnalysisWorks.lastInput?.offset).toBe(200);
    fetchAnalysisWorks.resolve(worksPage(200, 240));
    await settle();
    actor.send({ type: 'works.range', range: { first: 0, last: 40 } });
    expect(fetchAnalysisWorks.calls).toHaveLength(3);
  });

  it('another order loads the table again from the top, the totals stay', async () => {
    const { actor, fetchAnalysis, fetchAnalysisWorks } = await started();
    actor.send({ type: 'works.sort', sort: { column: 'cost', order: 'desc' } });
    expect(fetchAnalysisWorks.lastInput).toMatchObject({ sort: { column: 'cost', order: 'desc' }, offset: 0 });
    expect(fetchAnalysis.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.total).toBe(240);
  });

  it("a portfolio not on Enterprise is refused with the server's text, and a filter asks nothing more", async () => {
    const { actor, fetchAnalysis } = startAdvancedAnalysis();
    fetchAnalysis.reject(apiError(403, 'Advanced reports need the Enterprise plan.'));
    await settle();
    expect(actor.getSnapshot().matches({ analysis: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe('Advanced reports need the Enterprise plan.');
    actor.send({ type: 'filter.toggle', dimension: 'asset_class', value: 'Road' });
    expect(fetchAnalysis.calls).toHaveLength(1);
  });

  it('works not stored yet (409) wait for Retry, which loads totals and table again', async () => {
    const { actor, fetchAnalysis, fetchAnalysisWorks } = startAdvancedAnalysis();
    fetchAnalysis.reject(apiError(409, 'Not stored'));
    fetchAnalysisWorks.reject(apiError(409, 'Not stored'));
    await settle();
    expect(actor.getSnapshot().matches({ analysis: 'notReady' })).toBe(true);
    actor.send({ type: 'analysis.retry' });
    expect(fetchAnalysis.calls).toHaveLength(2);
    expect(fetchAnalysisWorks.calls).toHaveLength(2);
  });

  it('opens one asset for the drill-down and closes it, whatever the loads are doing', () => {
    const { actor } = startAdvancedAnalysis();
    const asset = { index: 41, asset_id: 'RD-0042', name: null, location: 'Riverbend' };
    actor.send({ type: 'asset.open', asset });
    expect(actor.getSnapshot().context.asset).toEqual(asset);
    actor.send({ type: 'asset.close' });
    expect(actor.getSnapshot().context.asset).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
