import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { lazyComponent } from '../../components/lazyComponent';
import { LoadFailure } from '../../components/LoadFailure';
import { TabLinks } from '../../components/TabLinks';
import { routes, type SimulationTab } from '../../routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { HistoryTab } from './history/HistoryTab';
import { OverviewTab } from './overview/OverviewTab';
import type { LiteReportTab } from './overview/reportTabs';
import { planHasTab } from './report/reportSections';
import { SectionSkeleton } from './report/SectionSkeleton';
import { SettingsTab } from './settings/SettingsTab';
import { SimulationHeader, SimulationHeaderSkeleton } from './SimulationHeader';
import { selectPlan, selectSimulation, selectSimulationFailure, selectSimulationView } from './simulationDetailSelectors';
import { SIMULATION_TABS } from './simulationTabs';
import { useSimulationDetailActor } from './useSimulationDetailActor';
import '../../styles/pageSections.css';
import './SimulationPage.css';

// The report tabs carry the charts' code: it loads when a report tab first opens.
const LiteReportArea = lazyComponent(() => import('./report/LiteReportArea'), 'LiteReportArea');

type SimulationPageProps = {
  simulationId: string;
  tab: SimulationTab;
  /** Under report, the lite report tab shown instead of the overview. */
  reportTab?: LiteReportTab | null;
};

/** SPEC 2 "Simulation detail": the header, the tabs (report, history, settings) and the current tab or lite report tab. */
export function SimulationPage({ simulationId, tab, reportTab = null }: SimulationPageProps) {
  const { t } = useTranslation('simulations');
  const detailRef = useSimulationDetailActor(simulationId);
  const view = useSelector(detailRef, selectSimulationView);
  const simulation = useSelector(detailRef, selectSimulation);
  const failure = useSelector(detailRef, selectSimulationFailure);
  const plan = useSelector(detailRef, selectPlan);
  usePageTitle(simulation ? `${simulation.name} - ${reportTab ? t(`reports.tabs.${reportTab}`) : t(`detail.tabs.${tab}`)}` : t('detail.pageTitle'));

  if (view === 'loading') return <SimulationHeaderSkeleton />;
  if (view === 'failed') {
    return <LoadFailure message={t('detail.loadFailed')} failure={failure} onRetry={() => detailRef.send({ type: 'simulation.retry' })} boxedMessage />;
  }
  if (view === 'missing' || !simulation) return null;
  // SPEC 2: the tab set depends on the plan; another plan's tab is a page the app does not know.
  if (reportTab && plan && !planHasTab(plan, reportTab)) return <NotFoundPage />;
  const tabs = SIMULATION_TABS.map(({ tab: id, icon }) => ({
    id,
    href: routes.simulation(simulation.id, id),
    label: t(`detail.tabs.${id}`),
    icon,
    count: id === 'history' ? simulation.task_count : undefined,
  }));
  return (
    <div className="simulation-page">
      <SimulationHeader detailRef={detailRef} />
      <TabLinks label={t('detail.tabsLabel')} tabs={tabs} current={tab} />
      <section className="simulation-page__tab" aria-label={t(`detail.tabs.${tab}`)}>
        {tab === 'report' && reportTab ? (
          <Suspense fallback={<SectionSkeleton />}>
            <LiteReportArea detailRef={detailRef} tab={reportTab} />
          </Suspense>
        ) : tab === 'report' ? (
          <OverviewTab detailRef={detailRef} />
        ) : tab === 'history' ? (
          <HistoryTab simulationId={simulation.id} />
        ) : (
          <SettingsTab detailRef={detailRef} />
        )}
      </section>
    </div>
  );
}
