import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { Suspense, type ReactNode } from 'react';
import type { Report } from '../../../../api/schemas/report.schema';
import { lazyComponent } from '../../../components/lazyComponent';
import { selectPlan, selectSimulation } from '../../simulation/simulationDetailSelectors';
import { useSimulationDetailActor } from '../../simulation/useSimulationDetailActor';
import { PlanRefusal } from './PlanRefusal';
import './AdvancedReport.css';

// Charts, the map and the virtual table arrive with the report, not with the status card.
const AdvancedReport = lazyComponent(() => import('./AdvancedReport'), 'AdvancedReport');

const skeleton = <Skeleton height="24rem" className="report-page__skeleton" />;

/**
 * The advanced report on its own page (issue 14, Enterprise): for another plan the refusal and how
 * to get the plan instead of the status card; for Enterprise the status card and, once the reports
 * are ready, the analysis and the comparison.
 */
export function AdvancedReportBody({ simulationId, report, card }: { simulationId: string; report: Report; card: ReactNode }) {
  const detailRef = useSimulationDetailActor(simulationId);
  const simulation = useSelector(detailRef, selectSimulation);
  const plan = useSelector(detailRef, selectPlan);
  const loading = useSelector(detailRef, (snapshot) => snapshot.hasTag('busy'));
  if (loading) return skeleton;
  if (plan !== null && plan !== 'Enterprise') return <PlanRefusal plan={plan} />;
  return (
    <>
      {card}
      {simulation && report.task_id && report.report_status === 'completed' ? (
        <Suspense fallback={skeleton}>
          <AdvancedReport key={report.task_id} simulation={simulation} taskId={report.task_id} />
        </Suspense>
      ) : null}
    </>
  );
}
