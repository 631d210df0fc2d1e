import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { AssetKey } from '../../../../api/rules/assetSelection';
import type { WorkPlanDetail } from '../../../../api/schemas/workPlan.schema';
import type { MapColourBy } from '../../../../machines/workPlanMap.machine';
import { NoSpatialData } from '../map/NoSpatialData';
import { useWorkPlanMapActor } from '../map/useWorkPlanMapActor';
import { WorkPlanMapCard } from '../map/WorkPlanMapCard';
import { useOpenSidePanel } from '../sidePanel/sidePanelLink';

const COLOUR_BY: readonly MapColourBy[] = ['projectStatus', 'treatmentYear'];

/**
 * Insights - Map (SPEC 2, issue 15): the plan's assets coloured by the status of the project that
 * planned them, those in no project grey underneath, or by their first treatment's year. A click
 * on an asset opens its details in the side panel, and the asset the panel shows is outlined.
 * A plan whose data sources brought no locations says so without asking for its assets.
 */
export function InsightsMap({ workPlan }: { workPlan: WorkPlanDetail }) {
  if (!workPlan.has_spatial_data_sources) return <NoSpatialData workPlanId={workPlan.id} testId="insights-map-empty" />;
  return <InsightsMapCard workPlanId={workPlan.id} />;
}

function InsightsMapCard({ workPlanId }: { workPlanId: string }) {
  const { t } = useTranslation('workPlanInsights');
  const mapRef = useWorkPlanMapActor('insightsMap', workPlanId, 'projectStatus');
  const openSidePanel = useOpenSidePanel();
  const shownAssetId = new URLSearchParams(useSearch()).get('asset_id');
  const collection = useSelector(mapRef, (snapshot) => snapshot.context.collection);
  const shown = useMemo<AssetKey[]>(
    () =>
      (collection?.features ?? [])
        .filter((feature) => feature.properties.id === shownAssetId)
        .map(({ properties }) => ({ data_source_id: properties.source_id, asset_id: properties.asset_id })),
    [collection, shownAssetId],
  );
  return (
    <WorkPlanMapCard
      workPlanId={workPlanId}
      mapRef={mapRef}
      hint={t('map.hint')}
      colourOptions={COLOUR_BY}
      selected={shown}
      onSelect={(feature) => openSidePanel({ view: 'asset_details', assetId: feature.properties.id })}
      testId="insights-map"
    />
  );
}
