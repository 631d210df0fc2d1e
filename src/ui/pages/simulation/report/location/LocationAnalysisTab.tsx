import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chart, ResultsSummary } from '../../../../../api/schemas/reportSummary.schema';
import type { SimulationDetail } from '../../../../../api/schemas/simulation.schema';
import { ReportChart } from '../../../../components/charts/reportChart/ReportChart';
import { useReportLabel } from '../../../../components/charts/reportChart/useReportLabel';
import { useAfterFrames } from '../../../../components/charts/useAfterFrames';
import { LocationBarsChart } from './LocationBarsChart';
import { LocationMapCard } from './LocationMapCard';
import { mapLocations, mapMeasures } from './locationMeasures';
import { selectMapView, selectSelectedLocation } from './reportMapSelectors';
import { useReportMapActor } from './useReportMapActor';
import './LocationAnalysisTab.css';

const CHART_HEIGHT = 440;
const TREND_HEIGHT = 340;
/** Beside the map the bars have half the width: enough for this many locations' bars and names. */
const MAX_LOCATIONS_BESIDE = 16;

export type LocationAnalysisTabProps = {
  /** location-analysis: the grouped bars by location and the table per location, with each location's centre. */
  summary: ResultsSummary;
  /** location-analysis-v2 where the run has it: each location's trend, drawn below; null otherwise. */
  trend: ResultsSummary | null;
  simulation: SimulationDetail;
  /** Copy image of the map, through the report's own (SPEC 8's toasts and fallback). */
  copying: boolean;
  onCopy: (chartId: string) => void;
};

/**
 * The location-analysis tab's charts (issue 14): with spatial data, the map of the locations
 * coloured by the chosen measure beside the grouped bars (a location clicked on either is
 * highlighted on both); without, the bars alone with a note; then each location's trend.
 */
export function LocationAnalysisTab(props: LocationAnalysisTabProps) {
  // Another run, or another snapshot version, is another map.
  return <LocationAnalysis key={`${props.summary.task_id}:${props.simulation.data_snapshot_version}`} {...props} />;
}

function LocationAnalysis({ summary, trend, simulation, copying, onCopy }: LocationAnalysisTabProps) {
  const { t } = useTranslation('locationMap');
  const labelOf = useReportLabel();
  const measures = useMemo(() => mapMeasures(summary.table), [summary.table]);
  const locations = useMemo(() => mapLocations(summary.table, measures), [summary.table, measures]);
  const namedLocations = useMemo(() => {
    const column = summary.table.columns.findIndex((candidate) => candidate.id === 'location');
    return summary.table.rows.filter((row) => typeof row[column] === 'string' && row[column] !== '').length;
  }, [summary.table]);
  const mapRef = useReportMapActor({
    snapshotId: simulation.data_snapshot_id,
    snapshotVersion: simulation.data_snapshot_version,
    spatial: simulation.spatial && !summary.notices.includes('noSpatialData'),
    measures: measures.map((measure) => measure.id),
  });
  const view = useSelector(mapRef, selectMapView);
  const selected = useSelector(mapRef, selectSelectedLocation);
  const bars = summary.charts.find((chart) => chart.kind === 'groupedBars') ?? summary.charts[0];
  // v2 repeats the bars; its trend lines are what it adds.
  const below = [
    ...summary.charts.filter((chart) => chart !== bars).map((chart) => ({ chart, code: summary.code })),
    ...(trend?.charts.filter((chart) => chart.id !== bars?.id).map((chart) => ({ chart, code: trend.code })) ?? []),
  ];
  const withMap = view !== 'noSpatial';

  return (
    <div className="location-analysis" data-testid="location-analysis">
      {withMap ? null : (
        <div className="location-analysis__note" role="note" data-testid="no-spatial-note">
          <i className="pi pi-map" aria-hidden="true" />
          <div>
            <strong>{t('noSpatial.title')}</strong>
            <p>{t('noSpatial.text')}</p>
          </div>
        </div>
      )}
      <div className={`location-analysis__pair location-analysis__pair--${withMap && (bars?.categories.length ?? 0) <= MAX_LOCATIONS_BESIDE ? 'beside' : 'stacked'}`}>
        {withMap ? (
          <LocationMapCard
            mapRef={mapRef}
            measures={measures}
            locations={locations}
            unplaced={namedLocations - locations.length}
            simulationName={simulation.name}
            copying={copying}
            onCopy={onCopy}
          />
        ) : null}
        {bars ? (
          <section className="report-card location-analysis__chart" aria-label={labelOf(bars.title)} data-testid="location-bars">
            <h3 className="report-card__title">{labelOf(bars.title)}</h3>
            <LocationBarsChart
              chart={bars}
              chartId={`${summary.code}-${bars.id}`}
              height={CHART_HEIGHT}
              selected={selected}
              onSelect={(location) => mapRef.send({ type: 'map.location.select', location })}
            />
          </section>
        ) : null}
      </div>
      {below.map(({ chart, code }, order) => (
        <ChartBelow key={`${code}-${chart.id}`} chart={chart} chartId={`${code}-${chart.id}`} order={order + 1} />
      ))}
    </div>
  );
}

/** A chart under the map and bars (the trend per location), drawn a frame after the one above it. */
function ChartBelow({ chart, chartId, order }: { chart: Chart; chartId: string; order: number }) {
  const labelOf = useReportLabel();
  const drawn = useAfterFrames(order);
  return (
    <section className="report-card location-analysis__chart" aria-label={labelOf(chart.title)} data-testid={`location-chart-${chart.id}`}>
      <h3 className="report-card__title">{labelOf(chart.title)}</h3>
      <div style={{ minHeight: TREND_HEIGHT }}>{drawn ? <ReportChart chart={chart} chartId={chartId} height={TREND_HEIGHT} /> : null}</div>
    </section>
  );
}
