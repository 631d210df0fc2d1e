import { Button } from 'primereact/button';
import { useState } from 'react';
import { unlinkedTreatmentActors } from '../../../../../api/actors/workPlans/sidePanel/unlinkedTreatment.actors';
import type { ProposedTreatmentItem } from '../../../../../api/schemas/workPlanItem.schema';
import { CreateTreatmentDialog } from '../../builder/createTreatment/CreateTreatmentDialog';
import { Facts } from '../parts/Facts';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import { useSidePanelView } from '../useSidePanelView';

/**
 * A proposed treatment not yet in a phase (SPEC 2 unlinked_treatment_details): what the simulation
 * proposed for its asset; an editor adds it to a phase with the Builder's Create Treatment dialog.
 * One that was planned since says where, with a link to it.
 */
export function UnlinkedTreatmentView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const proposedId = selection.treatmentId!;
  const { t, format, itemRef } = useSidePanelView(props, ({ api }) => unlinkedTreatmentActors(api, { proposedId }));
  const [adding, setAdding] = useState(false);
  return (
    <SidePanelItemFrame<ProposedTreatmentItem> itemRef={itemRef} notFound="treatment" loadFailed={t('loadFailed.treatment')}>
      {(item) => (
        <>
          <h3 className="side-panel__title">{item.treatment}</h3>
          <p className="side-panel__description">{t('unlinked.intro', { simulation: item.simulation_name })}</p>
          <Facts
            label={t('treatments.details')}
            rows={[
              [t('fields.year'), String(item.year)],
              [t('fields.cost'), format.currency(item.cost)],
              [t('fields.fundingSource'), item.funding_source],
              [t('fields.condition'), t('unlinked.condition', { before: format.number(item.state_before, 2), after: format.number(item.state_after, 2) })],
              [
                t('fields.asset'),
                <Button key="asset" link className="side-panel__inline-link" label={item.asset.name ?? item.asset.asset_id} onClick={() => show({ view: 'asset_details', assetId: item.asset.id })} />,
              ],
            ]}
          />
          {item.planned ? (
            <div className="side-panel__notice side-panel__notice--inline" role="status">
              <i className="pi pi-check-circle" aria-hidden="true" />
              <p>{t('unlinked.planned', { phase: item.planned.phase_name, project: item.planned.project_name })}</p>
              <Button
                link
                label={t('unlinked.openPlanned')}
                onClick={() =>
                  show({ view: 'treatment_details', projectId: item.planned!.project_id, phaseId: item.planned!.phase_id, treatmentId: item.planned!.treatment_id })
                }
              />
            </div>
          ) : canEditPlan(workPlan) ? (
            <div className="side-panel__toolbar">
              <Button label={t('unlinked.addToPhase')} icon="pi pi-plus" onClick={() => setAdding(true)} data-testid="side-panel-add-to-phase" />
            </div>
          ) : null}
          {adding ? (
            <CreateTreatmentDialog
              workPlan={workPlan}
              picks={[{ source_id: item.data_source_id, asset_id: item.asset.asset_id, proposed_treatment_id: item.work_no }]}
              visible
              onHide={() => setAdding(false)}
              onCreated={(treatments) => {
                setAdding(false);
                onChanged();
                const created = treatments[0];
                if (created) show({ view: 'treatment_details', projectId: created.project_id, phaseId: created.phase_id, treatmentId: created.id });
              }}
            />
          ) : null}
        </>
      )}
    </SidePanelItemFrame>
  );
}
