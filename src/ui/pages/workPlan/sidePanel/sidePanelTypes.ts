import type { WorkPlanDetail } from '../../../../api/schemas/workPlan.schema';
import type { SidePanelSelection } from '../../../../machines/workPlanSidePanelQuery';
import type { SidePanelChoice } from './sidePanelLink';

/** What the side panel hands each of its views. */
export type SidePanelViewProps = {
  workPlan: WorkPlanDetail;
  selection: SidePanelSelection;
  /** Opens another view of the panel. */
  show: (choice: SidePanelChoice) => void;
  /** The view saved or deleted something: the page's data loads again. */
  onChanged: () => void;
};

export const canEditPlan = (workPlan: WorkPlanDetail) => workPlan.allowed_actions.includes('workPlans.write');
