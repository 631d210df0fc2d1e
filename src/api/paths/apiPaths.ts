import type { ApiPath } from './definePath';
import { attachmentPaths } from './attachmentPaths';
import { collectionPaths } from './collectionPaths';
import { memberPaths } from './memberPaths';
import { portfolioPaths } from './portfolioPaths';
import { profilePaths } from './profilePaths';
import { systemPaths } from './systemPaths';
import { workspacePaths } from './workspacePaths';
import { publishingPaths } from './publishingPaths';
import { simulationPaths } from './simulationPaths';
import { reportPaths } from './reportPaths';
import { workPlanPaths } from './workPlanPaths';
import { dataSourcePaths } from './dataSourcePaths';
import { projectPaths } from './projectPaths';
import { workPlanBuilderPaths } from './workPlanBuilderPaths';
import { workPlanExportPaths } from './workPlanExportPaths';
import { shellPaths } from './shellPaths';
import { helpPaths } from './helpPaths';
import { downloadPaths } from './downloadPaths';
import { supportPaths } from './supportPaths';

/** Every API path, for whoever needs them all (tests, the route catalogue). */
export const API_PATHS: readonly ApiPath[] = [
  systemPaths,
  profilePaths,
  portfolioPaths,
  memberPaths,
  attachmentPaths,
  workspacePaths,
  publishingPaths,
  simulationPaths,
  reportPaths,
  workPlanPaths,
  dataSourcePaths,
  projectPaths,
  workPlanExportPaths,
  workPlanBuilderPaths,
  collectionPaths,
  shellPaths,
  downloadPaths,
  helpPaths,
  supportPaths,
].flatMap(
  (group): ApiPath[] => Object.values(group),
);

/** The path a route was registered from, by its method and pattern under API_PREFIX. */
export function findApiPath(method: string, pattern: string): ApiPath | undefined {
  return API_PATHS.find((path) => path.method === method && path.pattern === pattern);
}
