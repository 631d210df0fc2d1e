import type { NotFoundKind } from '../api/notFoundKinds';
import { helpPages } from '../api/helpPages';
import { TICKETS_PAGE } from '../api/ticketPages';
import { errorPages } from '../api/errorPages';

/** SPEC 2: the tabs of a work plan. */
export type WorkPlanTab = 'insights' | 'builder' | 'data-sources' | 'settings';

/** SPEC 2: the tabs of a portfolio; work plans and model only with their features. */
export type PortfolioTab = 'workspaces' | 'work-plans' | 'model' | 'resources' | 'activities' | 'reports' | 'members' | 'settings';

/** SPEC 2: the tabs of a workspace; the report tab opens on its overview. */
export type WorkspaceTab = 'report' | 'settings';

/** SPEC 2: the workspace report's tabs. */
export type WorkspaceReportTab = 'overview' | 'funding-comparison' | 'year-comparison';

/** SPEC 2: the tabs of a simulation; the report tab opens on its overview. */
export type SimulationTab = 'report' | 'history' | 'settings';

/** SPEC 2: whose report a report route outside the shell shows. */
export type ReportPageType = 'simulation' | 'workspace';

/** SPEC 2: the tabs of My Account. */
export type MyAccountTab = 'profile' | 'subscription' | 'company-connection';

/** Every route path of the SPA (SPEC 2), so that links and redirects never spell one twice. */
export const routes = {
  home: '/',
  portfolios: '/portfolios',
  portfolioMembers: (portfolioId: string) => `/portfolio/${portfolioId}/members`,
  portfolio: (portfolioId: string, tab: PortfolioTab = 'workspaces') => `/portfolio/${portfolioId}/${tab}`,
  /** The route pattern of the portfolio page; a missing tab opens its workspaces. */
  portfolioPattern: '/portfolio/:portfolioId/:tab?',
  myAccount: (tab: MyAccountTab) => `/my-account/${tab}`,
  /** The route pattern of My Account; a missing tab opens the profile. */
  myAccountPattern: '/my-account/:tab?',
  /** The portfolio list with its Create Portfolio dialog open. */
  createPortfolio: '/portfolios?create=1',
  /** Every workspace of the user's portfolios; ?q=&page= keep the search and the page. */
  workspaces: '/workspaces',
  workspaceOverview: (workspaceId: string) => `/workspace/${workspaceId}/report/overview`,
  workspaceReport: (workspaceId: string, section: WorkspaceReportTab) => `/workspace/${workspaceId}/report/${section}`,
  workspace: (workspaceId: string, tab: WorkspaceTab) => (tab === 'report' ? `/workspace/${workspaceId}/report/overview` : `/workspace/${workspaceId}/${tab}`),
  /** The route pattern of the workspace page: a tab and, under report, its section. */
  workspacePattern: '/workspace/:workspaceId/:tab?/:section?',
  simulationOverview: (simulationId: string) => `/simulation/${simulationId}/report/overview`,
  /** The user's simulations; ?q=&page=&workspace=&status= keep the search, the page and the filters. */
  simulations: '/simulations',
  simulation: (simulationId: string, tab: SimulationTab) =>
    tab === 'report' ? `/simulation/${simulationId}/report/overview` : `/simulation/${simulationId}/${tab}`,
  /** A report tab of the simulation (SPEC 2 "Simulation report tabs"); 'overview' is the report's overview. */
  simulationReport: (simulationId: string, reportTab: string) => `/simulation/${simulationId}/report/${reportTab}`,
  /** The route pattern of the simulation page: a tab and, under report, its section. */
  simulationPattern: '/simulation/:simulationId/:tab?/:section?',
  /** SPEC 2: a report outside the shell, matched by type, id and code (the report's id in its list). */
  report: (type: ReportPageType, id: string, reportId: string) => `/report/${type}/${id}/${encodeURIComponent(reportId)}`,
  /** The route pattern of the reports outside the shell. */
  reportPattern: '/report/:type/:id/:reportId',
  workPlan: (workPlanId: string, tab: WorkPlanTab) => `/work-plan/${workPlanId}/${tab}`,
  /** The user's work plans; ?page= keeps the page. */
  workPlans: '/work-plans',
  /** SPEC 2: the data source import page, inside the work plan's page. */
  createDataSources: (workPlanId: string) => `/work-plan/${workPlanId}/data-sources/create`,
  /** The route pattern of the work plan page: a tab and, under data-sources, 'create'. */
  workPlanPattern: '/work-plan/:workPlanId/:tab?/:sub?',
  downloads: '/download',
  login: '/login',
  callback: '/callback',
  unauthorised: '/unauthorised',
  /** Where a page whose resource answered 404 goes (SPEC 8); `?kind=` says what was missing. */
  notFound: '/not-found',
  /** SPEC 2's public error route; `?id=` carries the error's reference when there is one. */
  error: errorPages.path,
  /** The help centre's home, public: every article by category, or a search (?q=). */
  help: helpPages.home,
  helpArticle: helpPages.article,
  helpArticlePattern: helpPages.articlePattern,
  /** The help centre's page of the user's support tickets, signed in (My Support Tickets). */
  helpTickets: TICKETS_PAGE,
} as const;

/** The not-found route explaining which kind of resource is missing, or the generic page. */
export function notFoundPath(kind?: NotFoundKind): string {
  return kind ? `${routes.notFound}?kind=${kind}` : routes.notFound;
}

/** The sign-in page, remembering where the user was going unless that was the home page. */
export function loginPath(returnTo: string): string {
  return returnTo === routes.home ? routes.login : `${routes.login}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The address to return to after sign-in: only a path of this site, never the sign-in pages
 * themselves, so that a crafted link cannot send the user elsewhere or into a loop.
 */
export function safeReturnTo(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return routes.home;
  const path = candidate.split(/[?#]/)[0];
  return path === routes.login || path === routes.callback ? routes.home : candidate;
}
