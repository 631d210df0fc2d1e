import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen';
import { routes } from '../routes';
import { lazyComponent } from '../components/lazyComponent';
import { PrivateRoute } from './PrivateRoute';

/*
 * Every page is a chunk of its own, fetched when its route first shows: the portfolio list, where
 * a signed-in user starts, does not wait for the code of the others.
 */
const CallbackPage = lazyComponent(() => import('../pages/callback/CallbackPage'), 'CallbackPage');
const DownloadsPage = lazyComponent(() => import('../pages/downloads/DownloadsPage'), 'DownloadsPage');
const LoginPage = lazyComponent(() => import('../pages/login/LoginPage'), 'LoginPage');
const NotFoundPage = lazyComponent(() => import('../pages/notFound/NotFoundPage'), 'NotFoundPage');
const MyAccountRoute = lazyComponent(() => import('../pages/myAccount/MyAccountRoute'), 'MyAccountRoute');
const PortfolioListPage = lazyComponent(() => import('../pages/portfolios/PortfolioListPage'), 'PortfolioListPage');
const PortfolioRoute = lazyComponent(() => import('../pages/portfolio/PortfolioRoute'), 'PortfolioRoute');
const WorkspaceRoute = lazyComponent(() => import('../pages/workspace/WorkspaceRoute'), 'WorkspaceRoute');
const WorkspaceListPage = lazyComponent(() => import('../pages/workspaces/WorkspaceListPage'), 'WorkspaceListPage');
const SimulationRoute = lazyComponent(() => import('../pages/simulation/SimulationRoute'), 'SimulationRoute');
const SimulationListPage = lazyComponent(() => import('../pages/simulations/SimulationListPage'), 'SimulationListPage');
const WorkPlanListPage = lazyComponent(() => import('../pages/workPlans/WorkPlanListPage'), 'WorkPlanListPage');
const WorkPlanRoute = lazyComponent(() => import('../pages/workPlan/WorkPlanRoute'), 'WorkPlanRoute');
const ReportRoute = lazyComponent(() => import('../pages/report/ReportRoute'), 'ReportRoute');
const ErrorRoutePage = lazyComponent(() => import('../pages/error/ErrorRoutePage'), 'ErrorRoutePage');
const UnauthorisedPage = lazyComponent(() => import('../pages/unauthorised/UnauthorisedPage'), 'UnauthorisedPage');
const HelpHomePage = lazyComponent(() => import('../pages/help/HelpHomePage'), 'HelpHomePage');
const HelpArticleRoute = lazyComponent(() => import('../pages/help/HelpArticleRoute'), 'HelpArticleRoute');
const SupportTicketsPage = lazyComponent(() => import('../pages/supportTickets/SupportTicketsPage'), 'SupportTicketsPage');

/** The route table (SPEC 2): public pages, private pages behind sign-in, and the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path={routes.login} component={LoginPage} />
        <Route path={routes.callback} component={CallbackPage} />
        <Route path={routes.unauthorised} component={UnauthorisedPage} />
        <Route path={routes.notFound} component={NotFoundPage} />
        <Route path={routes.error} component={ErrorRoutePage} />
        <Route path={routes.help} component={HelpHomePage} />
        <Route path={routes.helpArticlePattern} component={HelpArticleRoute} />
        <Route path={routes.helpTickets}>
          <PrivateRoute>
            <SupportTicketsPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.home}>
          <PrivateRoute>
            <PortfolioListPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.portfolios}>
          <PrivateRoute>
            <PortfolioListPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.downloads}>
          <PrivateRoute>
            <DownloadsPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.workspaces}>
          <PrivateRoute>
            <WorkspaceListPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.simulations}>
          <PrivateRoute>
            <SimulationListPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.workPlans}>
          <PrivateRoute>
            <WorkPlanListPage />
          </PrivateRoute>
        </Route>
        <Route path={routes.portfolioPattern} component={PortfolioRoute} />
        <Route path={routes.workspacePattern} component={WorkspaceRoute} />
        <Route path={routes.simulationPattern} component={SimulationRoute} />
        <Route path={routes.workPlanPattern} component={WorkPlanRoute} />
        <Route path={routes.myAccountPattern} component={MyAccountRoute} />
        <Route path={routes.reportPattern} component={ReportRoute} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
