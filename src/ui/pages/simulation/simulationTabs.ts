import type { SimulationTab } from '../../routes';
import { isLiteReportTab } from './overview/reportTabs';

/** SPEC 2: the simulation's tabs in the navigation, in order. */
export const SIMULATION_TABS: ReadonlyArray<{ tab: SimulationTab; icon: string }> = [
  { tab: 'report', icon: 'pi-chart-bar' },
  { tab: 'history', icon: 'pi-history' },
  { tab: 'settings', icon: 'pi-cog' },
];

/**
 * Where /simulation/{id}/{tab}/{section} leads: a tab, a redirect to the overview for a bare
 * address or report tab, or a path the app does not know. The report's sections are its overview
 * and the lite report tabs of SPEC 2 "Simulation report tabs"; whether the portfolio's plan has
 * the tab is known once the page has loaded it.
 */
export function simulationDestination(tab: string | undefined, section: string | undefined): SimulationTab | 'redirect' | 'unknown' {
  if (tab === undefined || (tab === 'report' && section === undefined)) return 'redirect';
  if (tab === 'report') return section === 'overview' || isLiteReportTab(section) ? 'report' : 'unknown';
  if ((tab === 'history' || tab === 'settings') && section === undefined) return tab;
  return 'unknown';
}
