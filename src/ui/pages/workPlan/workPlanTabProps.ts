import type { WorkPlanDetail } from '../../../api/schemas/workPlan.schema';

/** What the work plan page hands each of its tabs: the plan as loaded, and a way to reload it after a change. */
export type WorkPlanTabProps = {
  workPlan: WorkPlanDetail;
  /** The plan's name, description or time frame changed: the page reloads its header and tabs. */
  onPlanChanged: () => void;
};
