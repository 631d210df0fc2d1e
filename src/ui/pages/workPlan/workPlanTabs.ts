import { routes, type WorkPlanTab } from '../../routes';
import { builderViewPath, isBuilderView, type BuilderView } from './builder/builderViews';
import { isInsightsView } from './insights/insightsViews';

/** SPEC 2: the work plan's tabs in the order the tab bar shows them. */
export const WORK_PLAN_TABS: ReadonlyArray<{ tab: WorkPlanTab; icon: string }> = [
  { tab: 'insights', icon: 'pi-chart-bar' },
  { tab: 'builder', icon: 'pi-sitemap' },
  { tab: 'data-sources', icon: 'pi-database' },
  { tab: 'settings', icon: 'pi-cog' },
];

/** What the page's body shows: a tab, one of the Builder's views, or the data source import page under Data Sources. */
export type WorkPlanView = { tab: Exclude<WorkPlanTab, 'builder'> | 'create-data-sources' } | { tab: 'builder'; builderView: BuilderView };

export type WorkPlanDestination = { show: WorkPlanView } | { redirect: string } | 'unknown';

const isWorkPlanTab = (tab: string): tab is WorkPlanTab => WORK_PLAN_TABS.some((definition) => definition.tab === tab);

/**
 * Where /work-plan/{id}/{tab}/{sub} leads (SPEC 2): a tab, a Builder view (builder/assets,
 * builder/treatments, builder/map), the import page at data-sources/create, a redirect for a bare
 * address (Insights) or a bare Builder (its Assets view), or a path the app does not know.
 */
export function workPlanDestination(workPlanId: string, tab: string | undefined, sub: string | undefined): WorkPlanDestination {
  if (tab === undefined) return { redirect: routes.workPlan(workPlanId, 'insights') };
  if (!isWorkPlanTab(tab)) return 'unknown';
  if (tab === 'builder') {
    if (sub === undefined) return { redirect: builderViewPath(workPlanId, 'assets') };
    return isBuilderView(sub) ? { show: { tab, builderView: sub } } : 'unknown';
  }
  if (sub === undefined) return { show: { tab } };
  // Insights' views (board, grid, gantt, map) are read by the tab from the address.
  if (tab === 'insights' && isInsightsView(sub)) return { show: { tab } };
  return tab === 'data-sources' && sub === 'create' ? { show: { tab: 'create-data-sources' } } : 'unknown';
}
