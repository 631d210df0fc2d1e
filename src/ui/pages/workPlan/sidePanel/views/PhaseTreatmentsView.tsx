import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { phaseTreatmentsActors, type PhaseTreatments } from '../../../../../api/actors/workPlans/sidePanel/phaseTreatments.actors';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { ItemFailure } from '../parts/FormActions';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { PanelRow } from '../parts/PanelRow';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import { useSidePanelView } from '../useSidePanelView';

/** A phase's treatments (SPEC 2 phase_treatments): asset, name, date and cost estimate; an editor removes one from the phase. */
export function PhaseTreatmentsView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const projectId = selection.projectId!;
  const phaseId = selection.phaseId!;
  const { t, format, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...phaseTreatmentsActors(api, { projectId, phaseId }),
    reportDeleted: () => {
      notify('success', t('toast.treatmentDeleted'));
      onChanged();
    },
  }));
  const removing = useSelector(itemRef, (snapshot) => (snapshot.hasTag('confirming') ? snapshot.context.targetId : null));
  const canEdit = canEditPlan(workPlan);
  return (
    <SidePanelItemFrame<PhaseTreatments> itemRef={itemRef} notFound="phaseTreatments" loadFailed={t('loadFailed.treatments')}>
      {({ phase, treatments }) => (
        <>
          <button type="button" className="side-panel__parent" onClick={() => show({ view: 'phase_details', projectId, phaseId })}>
            <i className="pi pi-calendar" aria-hidden="true" />
            {phase.name}
          </button>
          <ItemFailure itemRef={itemRef} />
          {treatments.length === 0 ? (
            <p className="side-panel__empty">{t('treatments.empty')}</p>
          ) : (
            <ul className="side-panel__list" aria-label={t('treatments.label')}>
              {treatments.map((treatment) => (
                <li key={treatment.id} className="side-panel__entry">
                  <div className="side-panel__entry-line">
                    <PanelRow
                      title={treatment.name}
                      meta={[treatment.asset_name ?? treatment.asset_id, `${format.day(treatment.date)} · ${format.currency(treatment.cost_estimate)}`]}
                      onOpen={() => show({ view: 'treatment_details', projectId, phaseId, treatmentId: treatment.id })}
                      testId="side-panel-treatment"
                    />
                    {canEdit && removing !== treatment.id ? (
                      <Button icon="pi pi-times" rounded text severity="danger" aria-label={t('treatments.remove', { name: treatment.name })} onClick={() => itemRef.send({ type: 'delete.ask', targetId: treatment.id })} />
                    ) : null}
                  </div>
                  {removing === treatment.id ? <DeleteConfirm itemRef={itemRef} question={t('delete.treatment', { name: treatment.name })} /> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SidePanelItemFrame>
  );
}
