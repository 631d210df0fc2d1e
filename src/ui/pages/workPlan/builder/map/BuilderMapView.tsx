import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkPlanAsset } from '../../../../../api/schemas/dataSource.schema';
import type { WorkPlanDetail } from '../../../../../api/schemas/workPlan.schema';
import type { PlanAssetFeature } from '../../../../../api/schemas/workPlanBuilder.schema';
import type { MapColourBy } from '../../../../../machines/workPlanMap.machine';
import { useWorkPlanMapActor } from '../../map/useWorkPlanMapActor';
import { WorkPlanMapCard } from '../../map/WorkPlanMapCard';
import { SelectionBar } from '../selection/SelectionBar';
import type { BuilderSelectionRef } from '../useBuilderSelectionActor';
import '../assets/BuilderAssets.css';

const COLOUR_BY: readonly MapColourBy[] = ['treatmentYear', 'projectStatus'];

/** The asset a map feature is, as the Builder's selection holds assets. */
const assetOf = ({ properties: p }: PlanAssetFeature): WorkPlanAsset => ({
  id: p.id,
  data_source_id: p.source_id,
  asset_id: p.asset_id,
  name: p.name,
  asset_class: p.asset_class,
  location: p.location,
  hierarchy: p.hierarchy,
  criticality: p.criticality,
  network_measure: p.network_measure,
  treatment_count: p.treatment_count,
  first_year: p.first_year,
});

/**
 * Builder - Map (SPEC 2): the plan's assets on the reports' map, coloured by their first proposed
 * treatment's year or their project's status; a click selects an asset into the Builder's
 * selection, shared with the Assets view (SPEC 5: 5 of a data source at most), whose treatments
 * Add treatments puts into a phase; the map then draws them planned. A plan without spatial data
 * says so.
 */
export function BuilderMapView({ workPlan, selectionRef }: { workPlan: WorkPlanDetail; selectionRef: BuilderSelectionRef }) {
  const { t } = useTranslation('workPlanTreatments');
  const mapRef = useWorkPlanMapActor('builderMap', workPlan.id, 'treatmentYear');
  const selection = useSelector(selectionRef, (snapshot) => snapshot.context.selection);
  const features = useSelector(mapRef, (snapshot) => snapshot.context.collection?.features);
  const sourceNames = useMemo(() => new Map((features ?? []).map(({ properties }) => [properties.source_id, properties.source_name])), [features]);
  return (
    <div className="builder-assets">
      <SelectionBar workPlan={workPlan} selectionRef={selectionRef} sourceNames={sourceNames} onAdded={() => mapRef.send({ type: 'reload' })} />
      <WorkPlanMapCard
        workPlanId={workPlan.id}
        mapRef={mapRef}
        hint={t('map.hint')}
        colourOptions={COLOUR_BY}
        selected={selection}
        onSelect={(feature) => selectionRef.send({ type: 'asset.toggle', asset: assetOf(feature) })}
        testId="builder-map"
      />
    </div>
  );
}
