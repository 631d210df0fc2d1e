import { useSelector } from '@xstate/react';
import { Skeleton } from 'primereact/skeleton';
import { isLiteReportTab } from '../simulation/overview/reportTabs';
import { LiteReportTab } from '../simulation/report/LiteReportTab';
import { planHasTab } from '../simulation/report/reportSections';
import { selectPlan, selectSimulation } from '../simulation/simulationDetailSelectors';
import { useSimulationDetailActor } from '../simulation/useSimulationDetailActor';
import '../simulation/report/LiteReport.css';

/**
 * A simulation's lite report tab on the report route, full page: the same tab body as inside the
 * simulation page, for a tab of the portfolio's plan; the status card above says the rest.
 */
export function SimulationReportBody({ simulationId, code }: { simulationId: string; code: string }) {
  const detailRef = useSimulationDetailActor(simulationId);
  const simulation = useSelector(detailRef, selectSimulation);
  const plan = useSelector(detailRef, selectPlan);
  const loading = useSelector(detailRef, (snapshot) => snapshot.hasTag('busy'));
  if (loading) return <Skeleton height="20rem" className="report-page__skeleton" />;
  if (!simulation || !plan || !isLiteReportTab(code) || !planHasTab(plan, code)) return null;
  return (
    <div className="report-page__body">
      <LiteReportTab simulation={simulation} plan={plan} tab={code} />
    </div>
  );
}
