import type { WorkspaceTab } from '../../routes';

/** SPEC 2: the workspace's tabs in the order the tab bar shows them. */
export const WORKSPACE_TABS: ReadonlyArray<{ tab: WorkspaceTab; icon: string }> = [
  { tab: 'report', icon: 'pi-chart-bar' },
  { tab: 'settings', icon: 'pi-cog' },
];

/**
 * Where /workspace/{id}/{tab}/{section} leads: a tab to show, a redirect to the overview for a bare
 * address or report tab, or a path the app does not know. SPEC 2 names the report's other sections (funding
 * and year comparison); they come with the reports, so until then they are unknown too.
 */
export function workspaceDestination(tab: string | undefined, section: string | undefined): WorkspaceTab | 'redirect' | 'unknown' {
  if (tab === undefined || (tab === 'report' && section === undefined)) return 'redirect';
  if (tab === 'report') return section === 'overview' ? 'report' : 'unknown';
  return tab === 'settings' && section === undefined ? 'settings' : 'unknown';
}
