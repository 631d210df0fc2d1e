import { useSelector } from '@xstate/react';
import { Message } from 'primereact/message';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsSummary, SummaryCode } from '../../../../api/schemas/reportSummary.schema';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import type { Plan } from '../../../../api/schemas/subscription.schema';
import type { LiteReportTask, SectionOutcome } from '../../../../machines/liteReport.machine';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailure } from '../../../components/LoadFailure';
import type { LiteReportTab as LiteReportTabId } from '../overview/reportTabs';
import { AssetLifeCycleSection } from './AssetLifeCycleSection';
import { LocationAnalysisTab } from './location/LocationAnalysisTab';
import { selectCopying, selectOutcomes, selectReportFailure, selectReportView } from './liteReportSelectors';
import { ReportSection } from './ReportSection';
import { reportSections } from './reportSections';
import { SectionSkeleton } from './SectionSkeleton';
import { SummaryView } from './SummaryView';
import { useLiteReportActor } from './useLiteReportActor';

type LiteReportTabProps = {
  simulation: SimulationDetail;
  plan: Plan;
  tab: LiteReportTabId;
};

/** SPEC 8's lite report text for a tab whose every section has no data, by the first section's reason. */
const EMPTY_TEXT = { empty: 'state.noData', notServed: 'state.newOnly', notReady: 'state.sectionNotReady' } as const;

const readySummary = (outcome: SectionOutcome | undefined) => (outcome?.kind === 'ready' ? outcome.summary : null);

/** location-analysis-v2's trend is drawn with the location map above; its section keeps its numbers. */
const chartsDrawnAbove = (code: SummaryCode, outcomes: Partial<Record<SummaryCode, SectionOutcome>>) =>
  code === 'location-analysis-v2' && outcomes['location-analysis']?.kind === 'ready' ? null : undefined;

const currentTask = (simulation: SimulationDetail): LiteReportTask =>
  simulation.current_task ? { id: simulation.current_task.id, status: simulation.current_task.status } : null;

/**
 * One lite report tab of a simulation (SPEC 2 "Simulation report tabs"): each of its sections with
 * KPI cards, charts and its table, or SPEC 8's text for why there is nothing to show yet. It
 * follows the simulation's current run: a run that finishes fills it, a new run empties it.
 */
export function LiteReportTab({ simulation, plan, tab }: LiteReportTabProps) {
  const { t } = useTranslation(['reports', 'simulations']);
  const reportRef = useLiteReportActor({ task: currentTask(simulation), sections: reportSections(tab, plan), fileStem: simulation.name });
  const view = useSelector(reportRef, selectReportView);
  const outcomes = useSelector(reportRef, selectOutcomes);
  const failure = useSelector(reportRef, selectReportFailure);
  const copying = useSelector(reportRef, selectCopying);
  const taskId = simulation.current_task?.id;
  const taskStatus = simulation.current_task?.status;
  useEffect(() => {
    reportRef.send({ type: 'report.task', task: taskId && taskStatus ? { id: taskId, status: taskStatus } : null });
  }, [reportRef, taskId, taskStatus]);

  const copy = useCallback((chartId: string) => reportRef.send({ type: 'report.copyImage', chartId }), [reportRef]);
  const download = useCallback((code: SummaryCode, summary: ResultsSummary) => reportRef.send({ type: 'report.downloadCsv', code, table: summary.table }), [reportRef]);
  const sections = reportSections(tab, plan);

  const body = () => {
    switch (view) {
      case 'waiting':
        return <EmptyState icon="pi-hourglass" title={t('state.notReady')} text={t('state.notReadyHint')} />;
      case 'noResults':
        return <EmptyState icon="pi-chart-bar" title={t('state.noData')} text={t('state.noResultsHint')} />;
      case 'outdated':
        return <EmptyState icon="pi-refresh" title={t('state.republish')} text={t('state.republishHint')} />;
      case 'failed':
        return <LoadFailure message={t('state.loadFailed')} failure={failure} onRetry={() => reportRef.send({ type: 'report.retry' })} inTab />;
      case 'checking':
        return <SectionSkeleton />;
      case 'empty': {
        const first = outcomes[sections[0]!] as Exclude<SectionOutcome, { kind: 'ready' }> | undefined;
        return <EmptyState icon="pi-chart-bar" title={t(EMPTY_TEXT[first?.kind ?? 'empty'])} />;
      }
      case 'sections':
        return sections.map((code) => {
          const outcome = outcomes[code];
          if (!outcome) return <SectionSkeleton key={code} />;
          if (outcome.kind !== 'ready') return <ReportSection key={code} code={code} outcome={outcome} />;
          if (code === 'asset-life-cycle' && taskId) {
            return (
              <AssetLifeCycleSection
                key={code}
                taskId={taskId}
                code={code}
                first={outcome.summary}
                copying={copying}
                onCopy={copy}
                onDownload={download}
              />
            );
          }
          return (
            <ReportSection key={code} code={code} outcome={null}>
              <SummaryView
                code={code}
                summary={outcome.summary}
                copying={copying}
                onCopy={copy}
                onDownload={download}
                charts={code === 'location-analysis' ? <LocationAnalysisTab summary={outcome.summary} trend={readySummary(outcomes['location-analysis-v2'])} simulation={simulation} copying={copying} onCopy={copy} /> : chartsDrawnAbove(code, outcomes)}
              />
            </ReportSection>
          );
        });
    }
  };

  return (
    <div className="lite-report" data-testid="lite-report" data-view={view}>
      <header className="lite-report__head">
        <h2 className="lite-report__title">{t(`simulations:reports.tabs.${tab}`)}</h2>
        <p className="lite-report__subtitle">{t('tabSubtitle', { simulation: simulation.name, plan })}</p>
      </header>
      {simulation.outdated && view === 'sections' ? <Message severity="warn" text={t('notices.outdatedSimulation')} className="lite-report__outdated report-clamp" /> : null}
      {body()}
    </div>
  );
}
