import { Route, Switch } from 'wouter';
import { CallbackPage } from '../pages/callback/CallbackPage';
import { DownloadsPage } from '../pages/downloads/DownloadsPage';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { MyAccountRoute } from '../pages/myAccount/MyAccountRoute';
import { PortfolioListPage } from '../pages/portfolios/PortfolioListPage';
import { PortfolioRoute } from '../pages/portfolio/PortfolioRoute';
import { UnauthorisedPage } from '../pages/unauthorised/UnauthorisedPage';
import { routes } from '../routes';
import { PrivateRoute } from './PrivateRoute';

/** The route table (SPEC 2): public pages, private pages behind sign-in, and the not-found page. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={routes.login} component={LoginPage} />
      <Route path={routes.callback} component={CallbackPage} />
      <Route path={routes.unauthorised} component={UnauthorisedPage} />
      <Route path={routes.notFound} component={NotFoundPage} />
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
      <Route path={routes.portfolioPattern} component={PortfolioRoute} />
      <Route path={routes.myAccountPattern} component={MyAccountRoute} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
