import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import { TabLinks } from '../../components/TabLinks';
import { routes, type SimulationTab } from '../../routes';
import { HistoryTab } from './history/HistoryTab';
import { OverviewTab } from './overview/OverviewTab';
import { SettingsTab } from './settings/SettingsTab';
import { SimulationHeader, SimulationHeaderSkeleton } from './SimulationHeader';
import { selectSimulation, selectSimulationFailure, selectSimulationView } from './simulationDetailSelectors';
import { SIMULATION_TABS } from './simulationTabs';
import { useSimulationDetailActor } from './useSimulationDetailActor';
import '../../styles/pageSections.css';
import './SimulationPage.css';

type SimulationPageProps = {
  simulationId: string;
  tab: SimulationTab;
};

/** SPEC 2 "Simulation detail": the header, the tabs (report, history, settings) and the current tab. */
export function SimulationPage({ simulationId, tab }: SimulationPageProps) {
  const { t } = useTranslation('simulations');
  const detailRef = useSimulationDetailActor(simulationId);
  const view = useSelector(detailRef, selectSimulationView);
  const simulation = useSelector(detailRef, selectSimulation);
  const failure = useSelector(detailRef, selectSimulationFailure);
  usePageTitle(simulation ? `${simulation.name} - ${t(`detail.tabs.${tab}`)}` : t('detail.pageTitle'));

  if (view === 'loading') return <SimulationHeaderSkeleton />;
  if (view === 'failed') {
    return <LoadFailure message={t('detail.loadFailed')} failure={failure} onRetry={() => detailRef.send({ type: 'simulation.retry' })} boxedMessage />;
  }
  if (view === 'missing' || !simulation) return null;
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
        {tab === 'report' ? <OverviewTab detailRef={detailRef} /> : tab === 'history' ? <HistoryTab simulationId={simulation.id} /> : <SettingsTab detailRef={detailRef} />}
      </section>
    </div>
  );
}
