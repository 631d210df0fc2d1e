import type { WorkspaceReportSectionData } from '../../../api/schemas/workspaceReport.schema';
import type { WorkspaceReportTab, WorkspaceTab } from '../../routes';

/** SPEC 2: the workspace's tabs in the order the tab bar shows them. */
export const WORKSPACE_TABS: ReadonlyArray<{ tab: WorkspaceTab; icon: string }> = [
  { tab: 'report', icon: 'pi-chart-bar' },
  { tab: 'settings', icon: 'pi-cog' },
];

/**
 * SPEC 2: the report's tabs (overview, funding comparison, year comparison) and the report
 * sections each comparison tab shows: the year comparison has its funding and service sections
 * below its own.
 */
export const WORKSPACE_REPORT_TABS: ReadonlyArray<{ tab: WorkspaceReportTab; icon: string; sections: ReadonlyArray<WorkspaceReportSectionData['code']> }> = [
  { tab: 'overview', icon: 'pi-th-large', sections: [] },
  { tab: 'funding-comparison', icon: 'pi-dollar', sections: ['funding-comparison'] },
  { tab: 'year-comparison', icon: 'pi-calendar', sections: ['year-comparison', 'year-comparison-funding', 'year-comparison-service'] },
];

export const isWorkspaceReportTab = (section: string | undefined): section is WorkspaceReportTab => WORKSPACE_REPORT_TABS.some(({ tab }) => tab === section);

/**
 * Where /workspace/{id}/{tab}/{section} leads: a tab to show, a redirect to the overview for a bare
 * address or report tab, or a path the app does not know.
 */
export function workspaceDestination(tab: string | undefined, section: string | undefined): WorkspaceTab | 'redirect' | 'unknown' {
  if (tab === undefined || (tab === 'report' && section === undefined)) return 'redirect';
  if (tab === 'report') return isWorkspaceReportTab(section) ? 'report' : 'unknown';
  return tab === 'settings' && section === undefined ? 'settings' : 'unknown';
}
