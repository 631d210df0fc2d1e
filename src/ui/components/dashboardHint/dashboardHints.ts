import { HELP_CENTRE_URL } from '../../support/helpLinks';
import { routes } from '../../routes';

/** Where a hint's action goes: a page of the app, or the help centre in a new tab. */
export type HintLink = { kind: 'route'; to: string } | { kind: 'external'; href: string };

export type DashboardHintId = 'assistance' | 'desktopApp' | 'subscription' | 'callUs' | 'gisAddIn' | 'demo';

/** SPEC 2 "Dashboard hints", in the order a planner with nothing yet needs them. */
export const DASHBOARD_HINTS: ReadonlyArray<{ id: DashboardHintId; icon: string; link: HintLink }> = [
  { id: 'assistance', icon: 'pi-question-circle', link: { kind: 'route', to: routes.help } },
  { id: 'desktopApp', icon: 'pi-desktop', link: { kind: 'route', to: routes.downloads } },
  { id: 'subscription', icon: 'pi-unlock', link: { kind: 'route', to: routes.myAccount('subscription') } },
  { id: 'callUs', icon: 'pi-phone', link: { kind: 'external', href: `${HELP_CENTRE_URL}/contact` } },
  { id: 'gisAddIn', icon: 'pi-map', link: { kind: 'route', to: routes.downloads } },
  { id: 'demo', icon: 'pi-play-circle', link: { kind: 'external', href: `${HELP_CENTRE_URL}/demo` } },
];
