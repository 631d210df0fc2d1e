import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { treatmentDetailsActors, type TreatmentDetails } from '../../../../../api/actors/workPlans/sidePanel/treatmentDetails.actors';
import { pricedMeasure } from '../../../../../api/rules/treatmentCost';
import type { Phase } from '../../../../../api/schemas/project.schema';
import { FormField } from '../../../../components/FormField';
import { AmountInput } from '../parts/AmountInput';
import { PhaseDateField } from '../parts/PhaseDateField';
import { Facts } from '../parts/Facts';
import { FormActions } from '../parts/FormActions';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { useDraftFields } from '../parts/useDraftField';
import { hasNoErrors, treatmentBody, treatmentDraftOf, treatmentErrors } from '../sidePanelDrafts';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import type { SidePanelItemRef } from '../useSidePanelItemActor';
import { useSidePanelView } from '../useSidePanelView';

const NO_DATES = { start_date: '', end_date: '' };

/**
 * One treatment in a phase (SPEC 2 treatment_details): its cost estimate with SPEC 5's breakdown,
 * (cost + variation) × network measure, its phase and asset; an editor changes its date (within
 * the phase) and its variation.
 */
export function TreatmentDetailsView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const projectId = selection.projectId!;
  const phaseId = selection.phaseId!;
  const treatmentId = selection.treatmentId!;
  const { t, format, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...treatmentDetailsActors(api, { projectId, phaseId, treatmentId }, treatmentBody),
    isDraftValid: (context) => hasNoErrors(treatmentErrors(context.draft, (context.item as TreatmentDetails).phase)),
    reportSaved: () => {
      notify('success', t('toast.treatmentUpdated'));
      onChanged();
    },
  }));
  const editing = useSelector(itemRef, (snapshot) => snapshot.hasTag('formOpen'));
  const loaded = useSelector(itemRef, (snapshot) => snapshot.context.item as TreatmentDetails | null);
  const fields = useDraftFields(itemRef, (draft) => treatmentErrors(draft, loaded?.phase ?? NO_DATES));
  return (
    <SidePanelItemFrame<TreatmentDetails> itemRef={itemRef} notFound="treatment" loadFailed={t('loadFailed.treatment')}>
      {({ treatment, phase, assetKey }) => (
        <>
          <button type="button" className="side-panel__parent" onClick={() => show({ view: 'phase_treatments', projectId, phaseId })}>
            <i className="pi pi-list" aria-hidden="true" />
            {t('treatments.allOfPhase', { phase: phase.name })}
          </button>
          <h3 className="side-panel__title">{treatment.name}</h3>
          {editing ? (
            <TreatmentForm itemRef={itemRef} fields={fields} phase={phase} />
          ) : (
            <Facts
              label={t('treatments.details')}
              rows={[
                [t('fields.year'), String(treatment.year)],
                [t('fields.date'), format.day(treatment.date)],
                [t('fields.cost'), t('treatments.perUnit', { amount: format.currency(treatment.cost, undefined, 2) })],
                [t('fields.variation'), t('treatments.perUnit', { amount: format.currency(treatment.variation, undefined, 2) })],
                [t('fields.networkMeasure'), format.number(pricedMeasure(treatment.network_measure))],
                [
                  t('fields.costEstimate'),
                  <span key="estimate" className="side-panel__estimate">
                    <strong data-testid="side-panel-estimate">{format.currency(treatment.cost_estimate, undefined, 2)}</strong>
                    <small>
                      {t('treatments.breakdown', {
                        cost: format.currency(treatment.cost, undefined, 2),
                        variation: format.currency(treatment.variation, undefined, 2),
                        measure: format.number(pricedMeasure(treatment.network_measure)),
                      })}
                    </small>
                  </span>,
                ],
                [t('fields.phase'), phase.name],
                [
                  t('fields.asset'),
                  <Button key="asset" link className="side-panel__inline-link" label={treatment.asset_name ?? treatment.asset_id} onClick={() => show({ view: 'asset_details', assetId: assetKey })} />,
                ],
              ]}
            />
          )}
          {!editing && canEditPlan(workPlan) ? (
            <div className="side-panel__toolbar">
              <span className="side-panel__toolbar-end">
                <Button label={t('form.edit')} icon="pi pi-pencil" outlined size="small" onClick={() => itemRef.send({ type: 'form.open', form: 'edit', draft: treatmentDraftOf(treatment) })} />
              </span>
            </div>
          ) : null}
        </>
      )}
    </SidePanelItemFrame>
  );
}

function TreatmentForm({ itemRef, fields, phase }: { itemRef: SidePanelItemRef; fields: ReturnType<typeof useDraftFields>; phase: Phase }) {
  const { t } = useTranslation('workPlanSidePanel');
  const { draft, saving, errorText, change } = fields;
  return (
    <form
      className="side-panel__form"
      aria-label={t('treatments.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        itemRef.send({ type: 'form.submit' });
      }}
    >
      <PhaseDateField id="treatment-date" fields={fields} phase={phase} />
      <FormField id="treatment-variation" label={t('fields.variation')} hint={t('treatments.variationHint')} error={errorText('variation')}>
        <AmountInput id="treatment-variation" value={typeof draft.variation === 'number' ? draft.variation : 0} signed disabled={saving} onChange={(value) => change('variation', value ?? 0)} />
      </FormField>
      <FormActions itemRef={itemRef} saveLabel={t('form.save')} />
    </form>
  );
}
