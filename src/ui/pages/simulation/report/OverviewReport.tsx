import { useSelector } from '@xstate/react';
import { selectPlan, selectSimulation } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { LiteReportTab } from './LiteReportTab';
import { planHasTab } from './reportSections';
import './LiteReport.css';

/**
 * The overview lite report (spend, budget and OSI over the run) on the simulation's overview page,
 * where /simulation/{id}/report/overview leads, for the plans that have it. Its own chunk: the
 * charts' code loads once the run has results.
 */
export function OverviewReport({ detailRef }: { detailRef: SimulationDetailRef }) {
  const simulation = useSelector(detailRef, selectSimulation);
  const plan = useSelector(detailRef, selectPlan);
  if (!simulation || !plan || !planHasTab(plan, 'overview')) return null;
  return (
    <section id="lite-overview" className="report-area report-area--overview">
      <LiteReportTab simulation={simulation} plan={plan} tab="overview" />
    </section>
  );
}
