import { Redirect, useParams } from 'wouter';
import { idSchema } from '../../../api/schemas/common.schema';
import { PrivateRoute } from '../../app/PrivateRoute';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { routes } from '../../routes';
import { isPortfolioTab } from './portfolioTabs';
import { PortfolioPage } from './PortfolioPage';

/**
 * /portfolio/{id}/{tab}: no tab opens the workspaces; an unknown tab, or an id that cannot name a
 * portfolio, is a path the app does not know (SPEC 2).
 */
export function PortfolioRoute() {
  const { portfolioId = '', tab } = useParams<{ portfolioId: string; tab?: string }>();
  if (!idSchema.safeParse(portfolioId).success || (tab !== undefined && !isPortfolioTab(tab))) return <NotFoundPage />;
  if (tab === undefined) return <Redirect to={routes.portfolio(portfolioId)} replace />;
  return (
    <PrivateRoute>
      {/* Another portfolio is another page: its own actors, nothing carried over. */}
      <PortfolioPage key={portfolioId} portfolioId={portfolioId} tab={tab} />
    </PrivateRoute>
  );
}
