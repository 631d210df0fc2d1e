import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { allProjectsActors, type AllProjects } from '../../../../../api/actors/workPlans/sidePanel/allProjects.actors';
import type { PlanChoices } from '../../../../../api/actors/workPlans/sidePanel/planItems';
import type { Project } from '../../../../../api/schemas/project.schema';
import { useFormat } from '../../../../format/useFormat';
import { DetailsFields } from '../parts/DetailsFields';
import { FormActions } from '../parts/FormActions';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { StatusChip } from '../parts/StatusChip';
import { useDraftFields } from '../parts/useDraftField';
import { PanelRow } from '../parts/PanelRow';
import { hasNoErrors, projectBody, projectDraftOf, projectErrors } from '../sidePanelDrafts';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import type { SidePanelItemRef } from '../useSidePanelItemActor';
import { useSidePanelView } from '../useSidePanelView';

/** The plan's projects (SPEC 2 all_projects): each with its status, phases and cost; an editor creates one here. */
export function AllProjectsView(props: SidePanelViewProps) {
  const { workPlan, show, onChanged } = props;
  const { t, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...allProjectsActors(api, { portfolioId: workPlan.portfolio_id }, projectBody),
    isDraftValid: (context) => hasNoErrors(projectErrors(context.draft)),
    reportSaved: ({ saved }) => {
      notify('success', t('toast.projectCreated'));
      onChanged();
      show({ view: 'project_details', projectId: (saved as Project).id });
    },
  }));
  const creating = useSelector(itemRef, (snapshot) => snapshot.hasTag('formOpen'));
  return (
    <SidePanelItemFrame<AllProjects> itemRef={itemRef} notFound="projects" loadFailed={t('loadFailed.projects')}>
      {(item) =>
        creating ? (
          <CreateProjectForm itemRef={itemRef} choices={item.choices} />
        ) : (
          <>
            {canEditPlan(workPlan) ? (
              <Button
                className="side-panel__new"
                label={t('projects.new')}
                icon="pi pi-plus"
                outlined
                onClick={() => itemRef.send({ type: 'form.open', form: 'create', draft: projectDraftOf(null) })}
              />
            ) : null}
            <ProjectList projects={item.projects} onOpen={(projectId) => show({ view: 'project_details', projectId })} />
          </>
        )
      }
    </SidePanelItemFrame>
  );
}

function ProjectList({ projects, onOpen }: { projects: Project[]; onOpen: (projectId: string) => void }) {
  const { t } = useTranslation('workPlanSidePanel');
  const format = useFormat();
  if (projects.length === 0) return <p className="side-panel__empty">{t('projects.empty')}</p>;
  return (
    <ul className="side-panel__list" aria-label={t('projects.label')}>
      {projects.map((project) => (
        <li key={project.id}>
          <PanelRow
            title={project.name}
            chip={<StatusChip status={project.status} />}
            meta={[`${t('projects.phases', { count: project.phase_count })} · ${format.currency(project.treatment_cost)}`]}
            onOpen={() => onOpen(project.id)}
            testId="side-panel-project"
          />
        </li>
      ))}
    </ul>
  );
}

function CreateProjectForm({ itemRef, choices }: { itemRef: SidePanelItemRef; choices: PlanChoices }) {
  const { t } = useTranslation('workPlanSidePanel');
  const fields = useDraftFields(itemRef, projectErrors);
  return (
    <form
      className="side-panel__form"
      aria-label={t('projects.new')}
      onSubmit={(event) => {
        event.preventDefault();
        itemRef.send({ type: 'form.submit' });
      }}
    >
      <h3 className="side-panel__form-title">{t('projects.new')}</h3>
      <DetailsFields idPrefix="new-project" fields={fields} choices={choices} />
      <FormActions itemRef={itemRef} saveLabel={t('form.create')} />
    </form>
  );
}
