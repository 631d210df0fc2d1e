import type { RecentKind } from '../../../machines/recents.machine';

/** The id of the secondary panel, which the recent items of the bar control. */
export const RECENT_PANEL_ID = 'recent-panel';

/** Each recent kind's icon, in the bar and in its panel's empty state. */
export const RECENT_ICONS: Record<RecentKind, string> = {
  portfolio: 'pi-briefcase',
  workspace: 'pi-folder-open',
  simulation: 'pi-chart-line',
  workPlan: 'pi-calendar',
};
