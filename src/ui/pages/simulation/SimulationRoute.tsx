import { Redirect, useParams } from 'wouter';
import { idSchema } from '../../../api/schemas/common.schema';
import { PrivateRoute } from '../../app/PrivateRoute';
import { notFoundPath, routes } from '../../routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { isLiteReportTab } from './overview/reportTabs';
import { SimulationPage } from './SimulationPage';
import { simulationDestination } from './simulationTabs';

/**
 * /simulation/{id}/report/overview, /simulation/{id}/report/{tabId}, /simulation/{id}/history and
 * /simulation/{id}/settings (SPEC 2). A bare address opens the overview; an id that cannot name a simulation has the simulation's
 * not-found page, as a missing one does; an unknown tab is a path the app does not know.
 */
export function SimulationRoute() {
  const { simulationId = '', tab, section } = useParams<{ simulationId: string; tab?: string; section?: string }>();
  if (!idSchema.safeParse(simulationId).success) return <Redirect to={notFoundPath('simulation')} replace />;
  const destination = simulationDestination(tab, section);
  if (destination === 'unknown') return <NotFoundPage />;
  if (destination === 'redirect') return <Redirect to={routes.simulationOverview(simulationId)} replace />;
  return (
    <PrivateRoute>
      {/* Another simulation is another page: its own actors, nothing carried over. */}
      <SimulationPage key={simulationId} simulationId={simulationId} tab={destination} reportTab={destination === 'report' && section !== 'overview' && isLiteReportTab(section) ? section : null} />
    </PrivateRoute>
  );
}
