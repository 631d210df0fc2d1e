import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { REPORT_TABS_BY_PLAN, type LiteReportTab as LiteReportTabId } from '../overview/reportTabs';
import { selectPlan, selectSimulation } from '../simulationDetailSelectors';
import type { SimulationDetailRef } from '../useSimulationDetailActor';
import { LiteReportTab } from './LiteReportTab';
import { ReportTabNav } from './ReportTabNav';
import './LiteReport.css';

/**
 * /simulation/{id}/report/{tabId}: the plan's report tabs down the left and the chosen tab beside
 * them (the page has checked that the plan has it). Its own chunk: the charts' code loads with the
 * first report opened.
 */
export function LiteReportArea({ detailRef, tab }: { detailRef: SimulationDetailRef; tab: LiteReportTabId }) {
  // The location tab's texts come with the report area: that tab draws as soon as its numbers arrive, not after a fetch of its texts.
  const { t } = useTranslation(['reports', 'locationMap']);
  const simulation = useSelector(detailRef, selectSimulation);
  const plan = useSelector(detailRef, selectPlan);
  if (!simulation) return null;
  if (plan === null) return <EmptyState icon="pi-lock" title={t('state.planUnknown')} />;
  return (
    <div className="report-area">
      <ReportTabNav simulationId={simulation.id} tabs={REPORT_TABS_BY_PLAN[plan]} current={tab} />
      {/* Another tab is another report: its own actor, nothing carried over. */}
      <LiteReportTab key={tab} simulation={simulation} plan={plan} tab={tab} />
    </div>
  );
}
