import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/useTestServer';

/**
 * The issue: the demo workspaces hold real simulations published from samples/ (roads as
 * budgeted, a second budget, unbounded and zero budget; water mains; buildings), run by the worker
 * on first start, and one invalid (with its messages and more_info), one failed, one outdated and
 * one cancelled, by more than one demo account. On PGlite, the embedded default `npm start` uses.
 */
describe('the demo simulations', () => {
  const api = useTestServer('pglite', { DEMO_SIMULATIONS: 'on' });

  it('are published on first start and every run reaches its final status', { timeout: 180_000 }, async () => {
    const deadline = Date.now() + 170_000;
    let page: { contents: { name: string; workspace_name: string; current_task: { status: string; error_messages: { message: string; more_info?: string }[]; can_retry: boolean } }[] };
    for (;;) {
      page = (await api.call('viewer@horizon.test', 'GET', '/simulations?page_size=100')).body;
      const live = page.contents.filter((simulation) => ['new', 'queued', 'running'].includes(simulation.current_task.status));
      if (page.contents.length === 10 && live.length === 0) break;
      if (Date.now() > deadline) throw new Error(`Still waiting: ${JSON.stringify(page.contents.map((s) => [s.name, s.current_task.status]))}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const byName = Object.fromEntries(page.contents.map((simulation) => [simulation.name, simulation]));
    expect(Object.fromEntries(page.contents.map((simulation) => [simulation.name, simulation.current_task.status]))).toEqual({
      'Roads as budgeted': 'completed',
      'Roads, a third more': 'completed',
      'Roads, unbounded': 'completed',
      'Roads, zero budget': 'completed',
      'Water mains as budgeted': 'completed',
      'Buildings as budgeted': 'completed',
      'Roads on the 10-point scale': 'invalid',
      'Roads, 2025 audit': 'outdated',
      'Roads, cancelled run': 'cancelled',
      'Roads, storage lost': 'failed',
    });
    expect(byName['Roads on the 10-point scale']!.current_task.error_messages).toEqual([
      { message: 'assets.csv: condition_pavement must be a number from 1 to 10', more_info: 'values in the file run from 10 to 100' },
    ]);
    expect(byName['Roads, storage lost']!.current_task).toMatchObject({ can_retry: true, error_messages: [] });
    const creators = await api.server.db
      .selectFrom('simulations as s')
      .innerJoin('users as u', 'u.id', 's.created_by')
      .select('u.email')
      .distinct()
      .execute();
    expect(creators.map((row) => row.email).sort()).toEqual(['admin@horizon.test', 'editor@horizon.test']);
  });

  it('end with their lite reports generated: Ready for every completed run, outdated for the outdated one', { timeout: 120_000 }, async () => {
    const deadline = Date.now() + 110_000;
    for (;;) {
      const page: { contents: { name: string; report_status: string }[] } = (await api.call('viewer@horizon.test', 'GET', '/simulations?page_size=100')).body;
      const statuses = Object.fromEntries(page.contents.map((simulation) => [simulation.name, simulation.report_status]));
      if (!Object.values(statuses).includes('in_progress')) {
        expect(statuses).toEqual({
          'Roads as budgeted': 'completed',
          'Roads, a third more': 'completed',
          'Roads, unbounded': 'completed',
          'Roads, zero budget': 'completed',
          'Water mains as budgeted': 'completed',
          'Buildings as budgeted': 'completed',
          'Roads on the 10-point scale': 'failed',
          'Roads, 2025 audit': 'outdated',
          'Roads, cancelled run': 'failed',
          'Roads, storage lost': 'failed',
        });
        return;
      }
      if (Date.now() > deadline) throw new Error(`Reports still generating: ${JSON.stringify(statuses)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  it('grow two work plans from the completed runs, whose treatments are the runs\' own works', { timeout: 240_000 }, async () => {
    const deadline = Date.now() + 230_000;
    let plans: { id: string; name: string; project_count: number; has_spatial_data_sources: boolean }[] = [];
    for (;;) {
      plans = (await api.call('editor@horizon.test', 'GET', '/work-plans?page_size=20')).body.contents;
      if (plans.length === 2 && plans.every((plan) => plan.project_count > 0)) break;
      if (Date.now() > deadline) throw new Error(`Still waiting for the demo work plans: ${JSON.stringify(plans)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const byName = Object.fromEntries(plans.map((plan) => [plan.name, plan]));
    const streets = byName['Streets and water mains 2026-2029']!;
    const buildings = byName['Community buildings renewal 2026-2029']!;
    expect(streets.has_spatial_data_sources && buildings.has_spatial_data_sources).toBe(true);

    const sources = (await api.call('editor@horizon.test', 'GET', `/v5/datasource/${streets.id}`)).body.contents;
    expect(sources.map((source: { simulation_name: string; import_status: string }) => [source.simulation_name, source.import_status])).toEqual([
      ['Roads as budgeted', 'completed'],
      ['Water mains as budgeted', 'completed'],
    ]);

    // Each treatment is a work of the run its data source imported, at the run's cost (no variation).
    const works = await api.server.db
      .selectFrom('task_works as w')
      .innerJoin('work_plan_data_sources as d', 'd.task_id', 'w.task_id')
      .select(['d.id as source_id', 'w.work_no', 'w.asset_id', 'w.treatment_name', 'w.cost'])
      .where('d.work_plan_id', 'in', [streets.id, buildings.id])
      .execute();
    const workOf = new Map(works.map((work) => [`${work.source_id}/${work.work_no}`, work]));
    for (const plan of [streets, buildings]) {
      const insights = (await api.call('editor@horizon.test', 'GET', `/v5/project/${plan.id}/insights`)).body;
      expect(insights.projects).toHaveLength(plan.project_count);
      // Every phase starts inside the plan's three fiscal years, so all of its spend is set against a budget.
      expect(insights.budgets.outside_time_frame_spend).toBe(0);
      for (const project of insights.projects) {
        expect(project.phases.length).toBeGreaterThan(0);
        for (const phase of project.phases) {
          // SPEC 5: within one calendar year (the demo's phases are half-years).
          expect(phase.start_date.slice(0, 4)).toBe(phase.end_date.slice(0, 4));
          for (const treatment of phase.treatments) {
            expect(treatment.date >= phase.start_date && treatment.date <= phase.end_date).toBe(true);
            if (treatment.kind === 'custom') continue;
            const work = workOf.get(`${treatment.data_source_id}/${treatment.proposed_treatment_id}`)!;
            expect([treatment.asset_id, treatment.name]).toEqual([work.asset_id, work.treatment_name]);
            expect(treatment.cost_estimate).toBeCloseTo(work.cost, 1);
          }
        }
      }
    }

    // The streets plan renews each main before the road above it is resurfaced, on the same street.
    const insights = (await api.call('editor@horizon.test', 'GET', `/v5/project/${streets.id}/insights`)).body;
    for (const project of insights.projects) {
      const [water, road] = project.phases;
      expect([water.name, road.name]).toEqual(['Water main renewal', 'Road resurfacing']);
      expect(water.end_date < road.start_date).toBe(true);
      const street = project.name.replace(/ renewal$/, '');
      expect(water.treatments.every((treatment: { asset_name: string }) => treatment.asset_name === street.replace(/, /, ' main, '))).toBe(true);
      expect(road.treatments.every((treatment: { asset_name: string }) => treatment.asset_name.startsWith(`${street} (segment`))).toBe(true);
    }
    const unused = insights.budgets.funding_sources.filter((row: { unused: boolean }) => row.unused).map((row: { funding_source: { name: string } }) => row.funding_source.name);
    expect(unused).toEqual(['Roads to Recovery grant']);
    // Budgets against spend have something to show: a programme over budget in some year, not in every one.
    const cells = insights.budgets.funding_sources.flatMap((row: { years: Array<{ over_budget: boolean }> }) => row.years);
    expect(cells.some((cell: { over_budget: boolean }) => cell.over_budget)).toBe(true);
    expect(cells.every((cell: { over_budget: boolean }) => cell.over_budget)).toBe(false);
  });
});
