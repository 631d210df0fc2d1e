import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { WorkPlanDetail } from '../../../../api/schemas/workPlan.schema';
import { sidePanelWidth } from '../../../../machines/workPlanSidePanel.machine';
import { sameSelection, type SidePanelView } from '../../../../machines/workPlanSidePanelQuery';
import type { SidePanelChoice } from './sidePanelLink';
import type { SidePanelViewProps } from './sidePanelTypes';
import { useWorkPlanSidePanelActor, type WorkPlanSidePanelRef } from './useWorkPlanSidePanelActor';
import { AllProjectsView } from './views/AllProjectsView';
import { AssetDetailsView } from './views/AssetDetailsView';
import { PhaseDetailsView } from './views/PhaseDetailsView';
import { PhaseTreatmentsView } from './views/PhaseTreatmentsView';
import { ProjectDetailsView } from './views/ProjectDetailsView';
import { ProjectPhasesView } from './views/ProjectPhasesView';
import { TreatmentDetailsView } from './views/TreatmentDetailsView';
import { UnknownView } from './views/UnknownView';
import { UnlinkedTreatmentView } from './views/UnlinkedTreatmentView';
import './WorkPlanSidePanel.css';

const VIEWS: Record<SidePanelView, ComponentType<SidePanelViewProps>> = {
  unknown: UnknownView,
  all_projects: AllProjectsView,
  project_details: ProjectDetailsView,
  project_phases: ProjectPhasesView,
  phase_details: PhaseDetailsView,
  phase_treatments: PhaseTreatmentsView,
  treatment_details: TreatmentDetailsView,
  unlinked_treatment_details: UnlinkedTreatmentView,
  asset_details: AssetDetailsView,
};

type WorkPlanSidePanelProps = {
  workPlan: WorkPlanDetail;
  /** The panel saved or deleted something: the page's own data loads again. */
  onChanged: () => void;
};

/**
 * The work plan side panel (SPEC 2 "Work plan side panel"): a right-hand column, shown while the
 * URL carries a `view`, 500 px wide with the project list open and 380 px collapsed (SPEC 9). Its
 * header moves Back and Forward through the views shown, toggles the project list ('Projects')
 * and closes it; while it is closed, the 'Projects' toggle waits at the page's right edge.
 */
export function WorkPlanSidePanel({ workPlan, onChanged }: WorkPlanSidePanelProps) {
  const panelRef = useWorkPlanSidePanelActor();
  const search = useSearch();
  const shown = new URLSearchParams(search).has('view');
  return shown ? <OpenPanel panelRef={panelRef} workPlan={workPlan} onChanged={onChanged} /> : <ClosedPanel panelRef={panelRef} />;
}

/** Pressed while the project list is open; the machine decides what a press does (it may also show all projects). */
function ProjectsToggle({ panelRef }: { panelRef: WorkPlanSidePanelRef }) {
  const { t } = useTranslation('workPlanSidePanel');
  const pressed = useSelector(panelRef, (snapshot) => snapshot.hasTag('projectsOpen'));
  return (
    <Button
      className="side-panel__projects"
      label={t('header.projects')}
      icon="pi pi-briefcase"
      size="small"
      outlined={!pressed}
      aria-pressed={pressed}
      onClick={() => panelRef.send({ type: 'panel.projects.toggle' })}
    />
  );
}

function ClosedPanel({ panelRef }: { panelRef: WorkPlanSidePanelRef }) {
  const { t } = useTranslation('workPlanSidePanel');
  return (
    <aside className="side-panel-rail" aria-label={t('label')}>
      <ProjectsToggle panelRef={panelRef} />
    </aside>
  );
}

function OpenPanel({ panelRef, workPlan, onChanged }: { panelRef: WorkPlanSidePanelRef } & WorkPlanSidePanelProps) {
  const { t } = useTranslation('workPlanSidePanel');
  const selection = useSelector(panelRef, (snapshot) => snapshot.context.selection, sameSelection);
  const width = useSelector(panelRef, sidePanelWidth);
  const canGoBack = useSelector(panelRef, (snapshot) => snapshot.can({ type: 'panel.back' }));
  const canGoForward = useSelector(panelRef, (snapshot) => snapshot.can({ type: 'panel.forward' }));
  const View = VIEWS[selection.view];
  const show = (choice: SidePanelChoice) => panelRef.send({ type: 'panel.show', selection: choice });
  return (
    <aside className="side-panel" style={{ width, flexBasis: width }} aria-label={t('label')} data-testid="work-plan-side-panel" data-view={selection.view}>
      <header className="side-panel__header">
        <Button icon="pi pi-arrow-left" rounded text aria-label={t('header.back')} disabled={!canGoBack} onClick={() => panelRef.send({ type: 'panel.back' })} />
        <Button icon="pi pi-arrow-right" rounded text aria-label={t('header.forward')} disabled={!canGoForward} onClick={() => panelRef.send({ type: 'panel.forward' })} />
        <h2 className="side-panel__heading">{t(`views.${selection.view}`)}</h2>
        <ProjectsToggle panelRef={panelRef} />
        <Button icon="pi pi-times" rounded text aria-label={t('header.close')} onClick={() => panelRef.send({ type: 'panel.close' })} />
      </header>
      <div className="side-panel__body">
        <View key={JSON.stringify(selection)} workPlan={workPlan} selection={selection} show={show} onChanged={onChanged} />
      </div>
    </aside>
  );
}
