import { Redirect, useParams } from 'wouter';
import { idSchema } from '../../../api/schemas/common.schema';
import { PrivateRoute } from '../../app/PrivateRoute';
import { notFoundPath, routes } from '../../routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { WorkspacePage } from './WorkspacePage';
import { isWorkspaceReportTab, workspaceDestination } from './workspaceTabs';

/**
 * /workspace/{id}/report/{overview|funding-comparison|year-comparison} and /workspace/{id}/settings
 * (SPEC 2). A bare address opens the overview; an id that cannot name a workspace has the
 * workspace's not-found page, as a missing one does; an unknown tab is a path the app does not know.
 */
export function WorkspaceRoute() {
  const { workspaceId = '', tab, section } = useParams<{ workspaceId: string; tab?: string; section?: string }>();
  if (!idSchema.safeParse(workspaceId).success) return <Redirect to={notFoundPath('workspace')} replace />;
  const destination = workspaceDestination(tab, section);
  if (destination === 'unknown') return <NotFoundPage />;
  if (destination === 'redirect') return <Redirect to={routes.workspaceOverview(workspaceId)} replace />;
  return (
    <PrivateRoute>
      {/* Another workspace is another page: its own actors, nothing carried over. */}
      <WorkspacePage key={workspaceId} workspaceId={workspaceId} tab={destination} reportTab={isWorkspaceReportTab(section) ? section : 'overview'} />
    </PrivateRoute>
  );
}
