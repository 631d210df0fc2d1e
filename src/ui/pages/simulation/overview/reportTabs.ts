import type { Plan } from '../../../../api/schemas/subscription.schema';

/** The lite report tabs of SPEC 2 "Simulation report tabs", by their identifiers. */
export type LiteReportTab =
  | 'overview'
  | 'funding'
  | 'service'
  | 'location-analysis'
  | 'system-life-cycle'
  | 'asset-life-cycle'
  | 'location-backlog'
  | 'budget-distribution'
  | 'budget-breakdown'
  | 'surplus-distribution';

const CORE: readonly LiteReportTab[] = [
  'overview',
  'funding',
  'service',
  'location-analysis',
  'system-life-cycle',
  'location-backlog',
  'budget-distribution',
  'budget-breakdown',
  'surplus-distribution',
];

/**
 * SPEC 2: 'Core: overview, funding analysis, service analysis, location analysis, system life
 * cycle, location backlog, budget distribution, budget breakdown, surplus distribution. Enterprise:
 * the same as Core, but asset life cycle replaces system life cycle. Essentials: asset life cycle,
 * location analysis, budget distribution, location backlog, surplus distribution, funding
 * analysis, service analysis, budget breakdown.'
 */
export const REPORT_TABS_BY_PLAN: Record<Plan, readonly LiteReportTab[]> = {
  Core: CORE,
  Enterprise: CORE.map((tab) => (tab === 'system-life-cycle' ? 'asset-life-cycle' : tab)),
  Essentials: [
    'asset-life-cycle',
    'location-analysis',
    'budget-distribution',
    'location-backlog',
    'surplus-distribution',
    'funding',
    'service',
    'budget-breakdown',
  ],
};

/** Whether a path segment names a lite report tab of any plan. */
export function isLiteReportTab(value: string | undefined): value is LiteReportTab {
  return Object.values(REPORT_TABS_BY_PLAN).some((tabs) => tabs.includes(value as LiteReportTab));
}

/** The tabs whose name holds the search text, without regard to case or surrounding spaces. */
export function matchingReportTabs(tabs: readonly LiteReportTab[], nameOf: (tab: LiteReportTab) => string, search: string): LiteReportTab[] {
  const needle = search.trim().toLocaleLowerCase();
  return tabs.filter((tab) => nameOf(tab).toLocaleLowerCase().includes(needle));
}
