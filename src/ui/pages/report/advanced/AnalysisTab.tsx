import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { AnalysisDimension } from '../../../../api/schemas/advancedAnalysis.schema';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { LoadFailure } from '../../../components/LoadFailure';
import type { LiteReportRef } from '../../simulation/report/useLiteReportActor';
import { selectAnalysis, selectAnalysisFailure, selectAnalysisView, selectFilters, selectRefiltering } from './advancedSelectors';
import { AnalysisCharts } from './AnalysisCharts';
import { AnalysisKpis } from './AnalysisKpis';
import { AnalysisMapCard } from './AnalysisMapCard';
import { AssetDrillDown } from './AssetDrillDown';
import { FilterBar } from './FilterBar';
import type { AdvancedAnalysisRef } from './useAdvancedAnalysisActor';
import { WorksTable } from './WorksTable';

type AnalysisTabProps = { analysisRef: AdvancedAnalysisRef; liteRef: LiteReportRef; simulation: SimulationDetail; taskId: string };

/**
 * The interactive analysis: the filter as chips, the filtered totals, a chart per dimension and
 * the map (each click filters the rest), the works table, and one asset's life cycle on demand.
 * While a new filter loads, the last numbers stay on screen under a progress line.
 */
export function AnalysisTab({ analysisRef, liteRef, simulation, taskId }: AnalysisTabProps) {
  const { t } = useTranslation('advancedReports');
  const view = useSelector(analysisRef, selectAnalysisView);
  const analysis = useSelector(analysisRef, selectAnalysis);
  const failure = useSelector(analysisRef, selectAnalysisFailure);
  const filters = useSelector(analysisRef, selectFilters);
  const refiltering = useSelector(analysisRef, selectRefiltering);

  if (view === 'notReady') {
    return (
      <div className="advanced-notice" role="note" data-testid="analysis-not-ready">
        <Message severity="info" text={t('analysis.notReady')} />
        <Button label={t('common.retry', { ns: 'translation' })} icon="pi pi-refresh" outlined onClick={() => analysisRef.send({ type: 'analysis.retry' })} />
      </div>
    );
  }
  const retry = () => analysisRef.send({ type: 'analysis.retry' });
  if (!analysis) {
    return view === 'failed' ? <LoadFailure message={t('analysis.loadFailed')} failure={failure} onRetry={retry} inTab /> : <AnalysisSkeleton />;
  }
  const toggle = (dimension: AnalysisDimension, value: string) =>
    analysisRef.send({ type: 'filter.toggle', dimension, value });
  return (
    <div className="analysis-tab" data-testid="analysis-tab">
      <FilterBar
        filters={filters}
        onRemove={toggle}
        onClearDimension={(dimension) => analysisRef.send({ type: 'filter.clear', dimension })}
        onClearAll={() => analysisRef.send({ type: 'filter.clearAll' })}
      />
      <ProgressBar mode="indeterminate" className={`analysis-tab__progress${refiltering ? '' : ' analysis-tab__progress--idle'}`} aria-hidden={!refiltering} />
      {view === 'failed' ? <LoadFailure message={t('analysis.loadFailed')} failure={failure} onRetry={retry} inTab /> : null}
      {analysis.attributes_stored ? null : <Message severity="warn" text={t('analysis.attributesMissing')} className="analysis-tab__notice" data-testid="attributes-missing" />}
      <AnalysisKpis totals={analysis.totals} />
      <AnalysisCharts analysis={analysis} filters={filters} onToggle={toggle} />
      <AnalysisMapCard
        analysis={analysis}
        chosenLocations={filters.location ?? []}
        simulation={simulation}
        liteRef={liteRef}
        onToggleLocation={(name) => toggle('location', name)}
        onOpenAsset={(point) => analysisRef.send({ type: 'asset.open', asset: { index: point.asset_index, asset_id: point.asset_id, name: null, location: '' } })}
      />
      <WorksTable analysisRef={analysisRef} />
      <AssetDrillDown analysisRef={analysisRef} liteRef={liteRef} taskId={taskId} />
    </div>
  );
}

function AnalysisSkeleton() {
  return (
    <div className="analysis-tab" aria-busy="true">
      <Skeleton height="3rem" />
      <div className="advanced-charts">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="16rem" />
        ))}
      </div>
    </div>
  );
}
