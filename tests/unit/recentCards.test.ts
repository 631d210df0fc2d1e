import { describe, expect, it } from 'vitest';
import type { SimulationSummary } from '../../src/api/schemas/simulation.schema';
import type { WorkPlanSummary } from '../../src/api/schemas/workPlan.schema';
import type { WorkspaceSummary } from '../../src/api/schemas/workspace.schema';
import { createI18n } from '../../src/locales/i18n';
import { createFormatters } from '../../src/ui/format/format';
import { toRecentCards } from '../../src/ui/layout/recents/recentCards';
import { portfolio } from '../machines/support/fixtures';

const t = createI18n().t;
const format = createFormatters('en-AU', { timeZone: 'Australia/Sydney' });
const ids = {
  workspace: '0b6d1c1e-4a4f-4d7c-9a6e-2f6f5d9b1a01',
  simulation: '0b6d1c1e-4a4f-4d7c-9a6e-2f6f5d9b1a02',
  workPlan: '0b6d1c1e-4a4f-4d7c-9a6e-2f6f5d9b1a03',
};
const dates = { created_at: '2024-03-01T00:00:00.000Z', updated_at: '2024-06-01T00:00:00.000Z' };
const workspace: WorkspaceSummary = {
  id: ids.workspace,
  name: 'Stormwater 2025',
  description: '',
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  simulation_count: 2,
  latest_task_status: null,
  ...dates,
};
const simulation: SimulationSummary = {
  id: ids.simulation,
  name: 'Ten-year renewal',
  description: '',
  workspace_id: ids.workspace,
  workspace_name: workspace.name,
  portfolio_id: portfolio.id,
  portfolio_name: portfolio.name,
  status_item_id: null,
  priority_item_id: null,
  current_task: null,
  report_status: 'not_started',
  outdated: false,
  outcome: null,
  ...dates,
};
const workPlan: WorkPlanSummary = { id: ids.workPlan, name: 'Capital works 2026', description: '', portfolio_id: portfolio.id, portfolio_name: portfolio.name, project_count: 0, has_spatial_data_sources: false, ...dates };

/** What a card leads to: its link, and its menu's entries with whether each is available. */
const destinations = (card: ReturnType<typeof toRecentCards>[number]) => ({
  href: card.href,
  actions: card.actions?.map(({ label, href, disabled }) => ({ label, href, disabled: disabled ?? false })),
});

describe('recent cards (SPEC 2 "Side navigation")', () => {
  it('a portfolio leads to its workspaces, and its Share opens the members page only with the invite right', () => {
    const [allowed] = toRecentCards({ kind: 'portfolio', items: [portfolio] }, t, format);
    expect(destinations(allowed!)).toEqual({
      href: `/portfolio/${portfolio.id}/workspaces`,
      actions: [{ label: 'Share', href: `/portfolio/${portfolio.id}/members`, disabled: false }],
    });
    const [refused] = toRecentCards({ kind: 'portfolio', items: [{ ...portfolio, can_invite: false }] }, t, format);
    expect(refused?.actions?.[0]?.disabled).toBe(true);
  });

  it('a workspace leads to its simulations page, a simulation to its overview, with no menu', () => {
    const [workspaceCard] = toRecentCards({ kind: 'workspace', items: [workspace] }, t, format);
    const [simulationCard] = toRecentCards({ kind: 'simulation', items: [simulation] }, t, format);
    expect(destinations(workspaceCard!)).toEqual({ href: `/workspace/${ids.workspace}/report/overview`, actions: undefined });
    expect(destinations(simulationCard!)).toEqual({ href: `/simulation/${ids.simulation}/report/overview`, actions: undefined });
    expect(simulationCard?.context).toBe('Stormwater 2025 · Roads and Bridges');
  });

  it('a work plan leads to its insights, and its menu to the Builder, Data Sources and Settings', () => {
    const [card] = toRecentCards({ kind: 'workPlan', items: [workPlan] }, t, format);
    expect(destinations(card!)).toEqual({
      href: `/work-plan/${ids.workPlan}/insights`,
      actions: [
        { label: 'Builder', href: `/work-plan/${ids.workPlan}/builder`, disabled: false },
        { label: 'Data Sources', href: `/work-plan/${ids.workPlan}/data-sources`, disabled: false },
        { label: 'Settings', href: `/work-plan/${ids.workPlan}/settings`, disabled: false },
      ],
    });
  });
});
