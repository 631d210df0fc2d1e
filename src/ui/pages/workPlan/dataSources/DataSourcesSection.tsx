import type { WorkPlanTabProps } from '../workPlanTabProps';
import { CreateDataSourcesPage } from './CreateDataSourcesPage';
import { useDataSourceImportsActor } from './useDataSourceImportsActor';
import { WorkPlanDataSourcesTab } from './WorkPlanDataSourcesTab';

/**
 * The Data Sources tab's two pages, the list and the import page, over one imports actor: an
 * import submitted on the import page is followed on the list it gives way to, so the toast for
 * the whole submission (SPEC 8) still comes when its last import ends.
 */
export function DataSourcesSection({ creating, ...props }: WorkPlanTabProps & { creating: boolean }) {
  const importsRef = useDataSourceImportsActor(props.workPlan.id);
  return creating ? <CreateDataSourcesPage {...props} importsRef={importsRef} /> : <WorkPlanDataSourcesTab {...props} importsRef={importsRef} />;
}
