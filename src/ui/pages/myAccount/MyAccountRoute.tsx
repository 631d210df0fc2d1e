import { Redirect, useParams } from 'wouter';
import { PrivateRoute } from '../../app/PrivateRoute';
import { routes } from '../../routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { isMyAccountTab } from './myAccountTabs';
import { MyAccountPage } from './MyAccountPage';

/** /my-account/{tab}: no tab opens the profile; an unknown tab is a path the app does not know. */
export function MyAccountRoute() {
  const { tab } = useParams<{ tab?: string }>();
  if (tab === undefined) return <Redirect to={routes.myAccount('profile')} replace />;
  if (!isMyAccountTab(tab)) return <NotFoundPage />;
  return (
    <PrivateRoute>
      <MyAccountPage tab={tab} />
    </PrivateRoute>
  );
}
