import type { SummaryCode } from '../../../../api/schemas/reportSummary.schema';
import type { Plan } from '../../../../api/schemas/subscription.schema';
import { REPORT_TABS_BY_PLAN, type LiteReportTab } from '../overview/reportTabs';

/**
 * The summaries each tab shows, its own first: the related codes of SPEC 2's union are further
 * sections of the tab they belong to, so that every code is reachable (DOMAIN.md's table). Core's
 * funding view (funding-core, budget against spend per source) leads Core's funding tab.
 * wp-asset-life-cycle is the work planner's: no simulation tab shows it.
 */
const RELATED: Partial<Record<LiteReportTab, readonly SummaryCode[]>> = {
  funding: ['cost-breakdown', 'treatment-group', 'treatment-cost-breakdown'],
  service: ['system-services'],
  'location-analysis': ['location-analysis-v2'],
  'location-backlog': ['location-backlog-fci'],
};

export function reportSections(tab: LiteReportTab, plan: Plan): SummaryCode[] {
  const lead: SummaryCode[] = tab === 'funding' && plan === 'Core' ? ['funding-core'] : [];
  return [...lead, tab, ...(RELATED[tab] ?? [])];
}

/** Whether the plan has this tab (SPEC 2: the tab set depends on the plan). */
export function planHasTab(plan: Plan, tab: LiteReportTab): boolean {
  return REPORT_TABS_BY_PLAN[plan].includes(tab);
}
