import { assetDetailsActors, type AssetDetails } from '../../../../../api/actors/workPlans/sidePanel/assetDetails.actors';
import { Facts } from '../parts/Facts';
import { SidePanelItemFrame } from '../parts/SidePanelItemFrame';
import type { SidePanelViewProps } from '../sidePanelTypes';
import { useSidePanelView } from '../useSidePanelView';

/** An imported asset (SPEC 2 asset_details): its attributes, network measure, data source and proposed treatments, each opening its own view. */
export function AssetDetailsView(props: SidePanelViewProps) {
  const { selection, show } = props;
  const assetKey = selection.assetId!;
  const { t, format, itemRef } = useSidePanelView(props, ({ api }) => assetDetailsActors(api, { assetKey }));
  return (
    <SidePanelItemFrame<AssetDetails> itemRef={itemRef} notFound="asset" loadFailed={t('loadFailed.asset')}>
      {({ asset, dataSource }) => (
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
                  <button
                    type="button"
                    className="side-panel__row"
                    data-testid="side-panel-proposed"
                    onClick={() =>
                      proposed.planned
                        ? show({ view: 'treatment_details', projectId: proposed.planned.project_id, phaseId: proposed.planned.phase_id, treatmentId: proposed.planned.treatment_id })
                        : show({ view: 'unlinked_treatment_details', treatmentId: proposed.id, assetId: asset.id })
                    }
                  >
                    <span className="side-panel__row-title">{proposed.treatment}</span>
                    <span className="side-panel__row-meta">
                      {proposed.year} · {format.currency(proposed.cost)}
                    </span>
                    <span className="side-panel__row-meta">{proposed.planned ? t('assets.inPhase', { phase: proposed.planned.phase_name }) : t('assets.notPlanned')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SidePanelItemFrame>
  );
}
