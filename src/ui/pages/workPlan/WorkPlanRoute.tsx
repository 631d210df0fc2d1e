import { Redirect, useParams } from 'wouter';
import { idSchema } from '../../../api/schemas/common.schema';
import { PrivateRoute } from '../../app/PrivateRoute';
import { notFoundPath } from '../../routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { WorkPlanPage } from './WorkPlanPage';
import { workPlanDestination } from './workPlanTabs';

/**
 * /work-plan/{id}/{insights|builder/{view}|data-sources|settings} and /work-plan/{id}/data-sources/create
 * (SPEC 2). A bare address opens Insights and a bare Builder its Assets view; an id that cannot
 * name a plan has the plan's not-found page, as a missing one does; an unknown tab is a path the
 * app does not know.
 */
export function WorkPlanRoute() {
  const { workPlanId = '', tab, sub } = useParams<{ workPlanId: string; tab?: string; sub?: string }>();
  if (!idSchema.safeParse(workPlanId).success) return <Redirect to={notFoundPath('workPlan')} replace />;
  const destination = workPlanDestination(workPlanId, tab, sub);
  if (destination === 'unknown') return <NotFoundPage />;
  if ('redirect' in destination) return <Redirect to={destination.redirect} replace />;
  return (
    <PrivateRoute>
      {/* Another plan is another page: its own actors, nothing carried over. */}
      <WorkPlanPage key={workPlanId} workPlanId={workPlanId} view={destination.show} />
    </PrivateRoute>
  );
}
