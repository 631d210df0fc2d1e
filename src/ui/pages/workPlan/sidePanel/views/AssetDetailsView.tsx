import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { assetDetailsActors, type AssetDetails } from '../../../../../api/actors/workPlans/sidePanel/assetDetails.actors';
import type { Phase } from '../../../../../api/schemas/project.schema';
import type { PhaseChoiceSnapshot } from '../../../../../machines/phaseChoice.machine';
import type { SidePanelDraft } from '../../../../../machines/sidePanelItem.machine';
import { customTreatmentBody, customTreatmentDraftOf, customTreatmentErrors } from '../customTreatmentDraft';
import { CustomTreatmentFields } from '../parts/CustomTreatmentFields';
import { Facts } from '../parts/Facts';
import { FormActions } from '../parts/FormActions';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import { useDraftFields } from '../parts/useDraftField';
import { PanelRow } from '../parts/PanelRow';
import { hasNoErrors } from '../sidePanelDrafts';
import { canEditPlan, type SidePanelViewProps } from '../sidePanelTypes';
import { usePhaseChoiceActor } from '../usePhaseChoiceActor';
import { useSidePanelView } from '../useSidePanelView';

/** The phases of the project the form has chosen, once they have loaded. */
const phasesOf = (choice: PhaseChoiceSnapshot, draft: SidePanelDraft): Phase[] => (draft.project_id && choice.context.projectId === draft.project_id ? choice.context.phases : []);

/**
 * An imported asset (SPEC 2 asset_details): its attributes, network measure, data source, proposed
 * treatments and custom treatments, each opening its own view; an editor adds a custom treatment
 * to a phase, priced by SPEC 5's estimate as it is typed.
 */
export function AssetDetailsView(props: SidePanelViewProps) {
  const { workPlan, selection, show, onChanged } = props;
  const assetKey = selection.assetId!;
  const canWrite = canEditPlan(workPlan);
  const choiceRef = usePhaseChoiceActor(workPlan.id);
  // The item actor's guard is wired once; the phase choice's actor may be replaced after the first render.
  const latestChoice = useRef(choiceRef);
  latestChoice.current = choiceRef;
  const { t, format, itemRef } = useSidePanelView(props, ({ api, t, notify }) => ({
    ...assetDetailsActors(api, { assetKey }, customTreatmentBody),
    isDraftValid: (context) => {
      const details = context.item as AssetDetails;
      return hasNoErrors(customTreatmentErrors(context.draft, details.asset, phasesOf(latestChoice.current.getSnapshot(), context.draft)));
    },
    reportSaved: () => {
      notify('success', t('toast.treatmentCreated'));
      onChanged();
    },
  }));
  const creating = useSelector(itemRef, (snapshot) => snapshot.hasTag('formOpen'));
  const loaded = useSelector(itemRef, (snapshot) => snapshot.context.item as AssetDetails | null);
  const choice = useSelector(choiceRef, (snapshot) => snapshot);
  const fields = useDraftFields(itemRef, (draft) => (loaded ? customTreatmentErrors(draft, loaded.asset, phasesOf(choice, draft)) : {}));
  return (
    <SidePanelItemFrame<AssetDetails> itemRef={itemRef} notFound="asset" loadFailed={t('loadFailed.asset')}>
      {({ asset, dataSource }) =>
        creating ? (
          <form
            className="side-panel__form"
            aria-label={t('custom.new')}
            onSubmit={(event) => {
              event.preventDefault();
              itemRef.send({ type: 'form.submit' });
            }}
          >
            <h3 className="side-panel__form-title">{t('custom.newFor', { asset: asset.name ?? asset.asset_id })}</h3>
            <CustomTreatmentFields fields={fields} choiceRef={choiceRef} networkMeasure={asset.network_measure} />
            <FormActions itemRef={itemRef} saveLabel={t('form.create')} />
          </form>
        ) : (
          <>
            <h3 className="side-panel__title">{asset.name ?? asset.asset_id}</h3>
            <Facts
              label={t('assets.details')}
              rows={[
                [t('fields.assetId'), asset.asset_id],
                [t('fields.assetClass'), asset.asset_class ?? '—'],
                [t('fields.location'), asset.location ?? '—'],
                [t('fields.networkMeasure'), asset.network_measure === null ? '—' : format.number(asset.network_measure)],
                [t('fields.dataSource'), dataSource ? `${dataSource.simulation_name} (${dataSource.workspace_name})` : '—'],
              ]}
            />
            {Object.keys(asset.attributes).length > 0 ? (
              <>
                <h4 className="side-panel__subtitle">{t('assets.attributes')}</h4>
                <Facts label={t('assets.attributes')} rows={Object.entries(asset.attributes)} />
              </>
            ) : null}
            {asset.life_cycle_unavailable ? (
              <div className="side-panel__notice side-panel__notice--inline" role="status">
                <i className="pi pi-info-circle" aria-hidden="true" />
                <p>{t('errors.assetLifeCycleUnavailable', { ns: 'translation' })}</p>
              </div>
            ) : null}
            <h4 className="side-panel__subtitle">{t('assets.proposed', { count: asset.proposed_treatments.length })}</h4>
            {asset.proposed_treatments.length === 0 ? (
              <p className="side-panel__empty">{t('assets.noProposed')}</p>
            ) : (
              <ul className="side-panel__list" aria-label={t('assets.proposedLabel')}>
                {asset.proposed_treatments.map((proposed) => (
                  <li key={proposed.id}>
                    <PanelRow
                      title={proposed.treatment}
                      meta={[`${proposed.year} · ${format.currency(proposed.cost)}`, proposed.planned ? t('assets.inPhase', { phase: proposed.planned.phase_name }) : t('assets.notPlanned')]}
                      onOpen={() =>
                        proposed.planned
                          ? show({ view: 'treatment_details', projectId: proposed.planned.project_id, phaseId: proposed.planned.phase_id, treatmentId: proposed.planned.treatment_id })
                          : show({ view: 'unlinked_treatment_details', treatmentId: proposed.id, assetId: asset.id })
                      }
                      testId="side-panel-proposed"
                    />
                  </li>
                ))}
              </ul>
            )}
            <h4 className="side-panel__subtitle">{t('assets.custom', { count: asset.custom_treatments.length })}</h4>
            {canWrite ? (
              <Button
                className="side-panel__new"
                label={t('assets.addCustom')}
                icon="pi pi-plus"
                outlined
                onClick={() => {
                  itemRef.send({ type: 'form.open', form: 'custom', draft: customTreatmentDraftOf() });
                  choiceRef.send({ type: 'open' });
                }}
                data-testid="side-panel-add-custom"
              />
            ) : null}
            {asset.custom_treatments.length === 0 ? (
              <p className="side-panel__empty">{t('assets.noCustom')}</p>
            ) : (
              <ul className="side-panel__list" aria-label={t('assets.customLabel')}>
                {asset.custom_treatments.map((custom) => (
                  <li key={custom.treatment_id}>
                    <PanelRow
                      title={custom.name}
                      meta={[`${format.day(custom.date)} · ${format.currency(custom.cost_estimate, undefined, 2)}`, t('assets.inPhase', { phase: custom.phase_name })]}
                      onOpen={() => show({ view: 'treatment_details', projectId: custom.project_id, phaseId: custom.phase_id, treatmentId: custom.treatment_id })}
                      testId="side-panel-custom-treatment"
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      }
    </SidePanelItemFrame>
  );
}
