import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { projectPhasesActors, type ProjectPhases } from '../../../../../api/actors/workPlans/sidePanel/projectPhases.actors';
import type { Phase } from '../../../../../api/schemas/project.schema';
import { formatPlanSpan } from '../../insights/insightsDates';
import { FormActions } from '../parts/FormActions';
import { PhaseFields } from '../parts/PhaseFields';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { StatusChip } from '../parts/StatusChip';
import { useDraftFields } from '../parts/useDraftField';
import { PanelRow } from '../parts/PanelRow';
import { hasNoErrors, phaseBody, phaseDraftOf, phaseErrors } from '../sidePanelDrafts';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import { useSidePanelView } from '../useSidePanelView';

/** A project's phases in their order (SPEC 2 project_phases): dates, status and cost; an editor adds one here. */
export function ProjectPhasesView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const projectId = selection.projectId!;
  const fiscalYearStart = workPlan.time_frame.fiscal_year_start;
  const { t, format, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...projectPhasesActors(api, { portfolioId: workPlan.portfolio_id, projectId }, phaseBody),
    isDraftValid: (context) => hasNoErrors(phaseErrors(context.draft, fiscalYearStart)),
    reportSaved: ({ saved }) => {
      notify('success', t('toast.phaseCreated'));
      onChanged();
      show({ view: 'phase_details', projectId, phaseId: (saved as Phase).id });
    },
  }));
  const creating = useSelector(itemRef, (snapshot) => snapshot.hasTag('formOpen'));
  const fields = useDraftFields(itemRef, (draft) => phaseErrors(draft, fiscalYearStart));
  return (
    <SidePanelItemFrame<ProjectPhases> itemRef={itemRef} notFound="projectPhases" loadFailed={t('loadFailed.phases')}>
      {({ project, phases, choices }) =>
        creating ? (
          <form
            className="side-panel__form"
            aria-label={t('phases.new')}
            onSubmit={(event) => {
              event.preventDefault();
              itemRef.send({ type: 'form.submit' });
            }}
          >
            <h3 className="side-panel__form-title">{t('phases.newIn', { project: project.name })}</h3>
            <PhaseFields idPrefix="new-phase" fields={fields} choices={choices} />
            <FormActions itemRef={itemRef} saveLabel={t('form.create')} />
          </form>
        ) : (
          <>
            <button type="button" className="side-panel__parent" onClick={() => show({ view: 'project_details', projectId })}>
              <i className="pi pi-briefcase" aria-hidden="true" />
              {project.name}
            </button>
            {canEditPlan(workPlan) ? (
              <Button className="side-panel__new" label={t('phases.new')} icon="pi pi-plus" outlined onClick={() => itemRef.send({ type: 'form.open', form: 'create', draft: phaseDraftOf(null) })} />
            ) : null}
            {phases.length === 0 ? (
              <p className="side-panel__empty">{t('phases.empty')}</p>
            ) : (
              <ol className="side-panel__list" aria-label={t('phases.label')}>
                {phases.map((phase) => (
                  <li key={phase.id}>
                    <PanelRow
                      title={phase.name}
                      chip={<StatusChip status={phase.status} />}
                      meta={[`${formatPlanSpan(phase.start_date, phase.end_date, format)} · ${format.currency(phase.treatment_cost)}`]}
                      onOpen={() => show({ view: 'phase_details', projectId, phaseId: phase.id })}
                      testId="side-panel-phase"
                    />
                  </li>
                ))}
              </ol>
            )}
          </>
        )
      }
    </SidePanelItemFrame>
  );
}
