import { useSelector } from '@xstate/react';
import { projectDetailsActors, type ProjectDetails } from '../../../../../api/actors/workPlans/sidePanel/projectDetails.actors';
import { formatPlanSpan } from '../../insights/insightsDates';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { DetailsFields } from '../parts/DetailsFields';
import { Facts } from '../parts/Facts';
import { FormActions, ItemFailure } from '../parts/FormActions';
import { ItemToolbar } from '../parts/ItemToolbar';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { StatusChip } from '../parts/StatusChip';
import { useDraftFields } from '../parts/useDraftField';
import { hasNoErrors, projectBody, projectDraftOf, projectErrors } from '../sidePanelDrafts';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import { useSidePanelView } from '../useSidePanelView';

/** One project (SPEC 2 project_details): its fields, an editor's edit form and permanent deletion, and a link to its phases. */
export function ProjectDetailsView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const projectId = selection.projectId!;
  const { t, format, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...projectDetailsActors(api, { portfolioId: workPlan.portfolio_id, projectId }, projectBody),
    isDraftValid: (context) => hasNoErrors(projectErrors(context.draft)),
    reportSaved: () => {
      notify('success', t('toast.projectUpdated'));
      onChanged();
    },
    reportDeleted: () => {
      notify('success', t('toast.projectDeleted'));
      onChanged();
      show({ view: 'all_projects' });
    },
  }));
  const editing = useSelector(itemRef, (snapshot) => snapshot.hasTag('formOpen'));
  const confirming = useSelector(itemRef, (snapshot) => snapshot.hasTag('confirming'));
  const fields = useDraftFields(itemRef, projectErrors);
  return (
    <SidePanelItemFrame<ProjectDetails> itemRef={itemRef} notFound="project" loadFailed={t('loadFailed.project')}>
      {({ project, choices }) =>
        editing ? (
          <form
            className="side-panel__form"
            aria-label={t('projects.edit')}
            onSubmit={(event) => {
              event.preventDefault();
              itemRef.send({ type: 'form.submit' });
            }}
          >
            <DetailsFields idPrefix="project" fields={fields} choices={choices} />
            <FormActions itemRef={itemRef} saveLabel={t('form.save')} />
          </form>
        ) : (
          <>
            <h3 className="side-panel__title">{project.name}</h3>
            {project.description ? <p className="side-panel__description">{project.description}</p> : null}
            <Facts
              label={t('projects.details')}
              rows={[
                [t('fields.owner'), project.owner ? `${project.owner.first_name} ${project.owner.last_name}` : t('fields.none')],
                [t('fields.priority'), project.priority?.name ?? t('fields.none')],
                [t('fields.status'), <StatusChip key="status" status={project.status} />],
                [t('fields.dates'), formatPlanSpan(project.start_date, project.end_date, format)],
                [t('fields.phases'), String(project.phase_count)],
                [t('fields.treatmentCost'), format.currency(project.treatment_cost)],
                [t('fields.proposedSpend'), format.currency(project.proposed_spend)],
              ]}
            />
            <ItemFailure itemRef={itemRef} />
            {confirming ? (
              <DeleteConfirm itemRef={itemRef} question={t('delete.project', { name: project.name })} />
            ) : (
              <ItemToolbar
                canEdit={canEditPlan(workPlan)}
                onEdit={() => itemRef.send({ type: 'form.open', form: 'edit', draft: projectDraftOf(project) })}
                onDelete={() => itemRef.send({ type: 'delete.ask', targetId: project.id })}
                link={{ label: t('projects.openPhases', { count: project.phase_count }), onOpen: () => show({ view: 'project_phases', projectId: project.id }) }}
              />
            )}
          </>
        )
      }
    </SidePanelItemFrame>
  );
}
