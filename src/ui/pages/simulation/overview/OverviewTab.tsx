import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { DashboardHints } from '../../../components/dashboardHint/DashboardHints';
import { lazyComponent } from '../../../components/lazyComponent';
import { selectSimulation } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { FailedSimulationPanel } from './FailedSimulationPanel';
import { ExportReport } from './ExportReport';
import { IntegrationSection } from './IntegrationSection';
import { KpiCards } from './KpiCards';
import { ReportList } from './ReportList';
import { RunStatus } from './RunStatus';

const OverviewReport = lazyComponent(() => import('../report/OverviewReport'), 'OverviewReport');

/**
 * The report tab's overview (SPEC 2 "Simulation detail"): the current run, the failed-simulation
 * panel for a failed or invalid run, the four KPIs, the reports with their search box, the
 * overview lite report once the run has results, and the dashboard hints while no report is ready.
 */
export function OverviewTab({ detailRef }: { detailRef: SimulationDetailRef }) {
  const simulation = useSelector(detailRef, selectSimulation);
  if (!simulation) return null;
  const task = simulation.current_task;
  const failed = task !== null && (task.status === 'failed' || task.status === 'invalid');
  return (
    <div className="simulation-overview">
      <RunStatus detailRef={detailRef} simulation={simulation} />
      {failed ? <FailedSimulationPanel key={task.id} detailRef={detailRef} task={task} /> : null}
      <KpiCards simulation={simulation} />
      <ReportList detailRef={detailRef} simulation={simulation} />
      {task && simulation.outcome ? (
        <Suspense fallback={null}>
          <OverviewReport key={task.id} detailRef={detailRef} />
        </Suspense>
      ) : null}
      {task && simulation.outcome ? <ExportReport key={task.id} taskId={task.id} /> : null}
      {task && simulation.outcome ? <IntegrationSection key={task.id} detailRef={detailRef} taskId={task.id} /> : null}
      {simulation.report_status === 'completed' ? null : <DashboardHints />}
    </div>
  );
}
