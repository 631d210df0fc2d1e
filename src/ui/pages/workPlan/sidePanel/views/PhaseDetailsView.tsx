import { useSelector } from '@xstate/react';
import { phaseDetailsActors, type PhaseDetails } from '../../../../../api/actors/workPlans/sidePanel/phaseDetails.actors';
import { formatPlanSpan } from '../../insights/insightsDates';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { Facts } from '../parts/Facts';
import { FormActions, ItemFailure } from '../parts/FormActions';
import { ItemToolbar } from '../parts/ItemToolbar';
import { PhaseFields } from '../parts/PhaseFields';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { StatusChip } from '../parts/StatusChip';
import { useDraftFields } from '../parts/useDraftField';
import { hasNoErrors, phaseBody, phaseDraftOf, phaseErrors } from '../sidePanelDrafts';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import { useSidePanelView } from '../useSidePanelView';

/** One phase (SPEC 2 phase_details): all its fields, an edit form that keeps it within one year (SPEC 5), deletion, and its treatments' link. */
export function PhaseDetailsView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const projectId = selection.projectId!;
  const phaseId = selection.phaseId!;
  const fiscalYearStart = workPlan.time_frame.fiscal_year_start;
  const { t, format, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...phaseDetailsActors(api, { portfolioId: workPlan.portfolio_id, projectId, phaseId }, phaseBody),
    isDraftValid: (context) => hasNoErrors(phaseErrors(context.draft, fiscalYearStart)),
    reportSaved: () => {
      notify('success', t('toast.phaseUpdated'));
      onChanged();
    },
    reportDeleted: () => {
      notify('success', t('toast.phaseDeleted'));
      onChanged();
      show({ view: 'project_phases', projectId });
    },
  }));
  const editing = useSelector(itemRef, (snapshot) => snapshot.hasTag('formOpen'));
  const confirming = useSelector(itemRef, (snapshot) => snapshot.hasTag('confirming'));
  const fields = useDraftFields(itemRef, (draft) => phaseErrors(draft, fiscalYearStart));
  return (
    <SidePanelItemFrame<PhaseDetails> itemRef={itemRef} notFound="phase" loadFailed={t('loadFailed.phase')}>
      {({ phase, choices }) =>
        editing ? (
          <form
            className="side-panel__form"
            aria-label={t('phases.edit')}
            onSubmit={(event) => {
              event.preventDefault();
              itemRef.send({ type: 'form.submit' });
            }}
          >
            <PhaseFields idPrefix="phase" fields={fields} choices={choices} />
            <FormActions itemRef={itemRef} saveLabel={t('form.save')} />
          </form>
        ) : (
          <>
            <button type="button" className="side-panel__parent" onClick={() => show({ view: 'project_phases', projectId })}>
              <i className="pi pi-list" aria-hidden="true" />
              {t('phases.allOfProject')}
            </button>
            <h3 className="side-panel__title">{phase.name}</h3>
            {phase.description ? <p className="side-panel__description">{phase.description}</p> : null}
            <Facts
              label={t('phases.details')}
              rows={[
                [t('fields.owner'), phase.owner ? `${phase.owner.first_name} ${phase.owner.last_name}` : t('fields.none')],
                [t('fields.priority'), phase.priority?.name ?? t('fields.none')],
                [t('fields.status'), <StatusChip key="status" status={phase.status} />],
                [t('fields.dates'), formatPlanSpan(phase.start_date, phase.end_date, format)],
                [t('fields.fundingSource'), phase.funding_source?.name ?? t('fields.none')],
                [t('fields.contingency'), `${phase.contingency} % · ${format.currency(phase.contingency_amount)}`],
                [t('fields.totalBudget'), format.currency(phase.total_budget)],
                [t('fields.treatmentCost'), format.currency(phase.treatment_cost)],
                [t('fields.proposedSpend'), format.currency(phase.proposed_spend)],
              ]}
            />
            <ItemFailure itemRef={itemRef} />
            {confirming ? (
              <DeleteConfirm itemRef={itemRef} question={t('delete.phase', { name: phase.name })} />
            ) : (
              <ItemToolbar
                canEdit={canEditPlan(workPlan)}
                onEdit={() => itemRef.send({ type: 'form.open', form: 'edit', draft: phaseDraftOf(phase) })}
                onDelete={() => itemRef.send({ type: 'delete.ask', targetId: phase.id })}
                link={{
                  label: t('phases.openTreatments', { count: phase.treatment_count }),
                  onOpen: () => show({ view: 'phase_treatments', projectId, phaseId: phase.id }),
                }}
              />
            )}
          </>
        )
      }
    </SidePanelItemFrame>
  );
}
