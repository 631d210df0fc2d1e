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
});
