import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { useLiteReportActor } from '../../simulation/report/useLiteReportActor';
import '../../simulation/report/LiteReport.css';
import { selectAnalysisView, selectFilters } from './advancedSelectors';
import { AnalysisTab } from './AnalysisTab';
import { ComparisonTab } from './ComparisonTab';
import { PlanRefusal } from './PlanRefusal';
import { useAdvancedAnalysisActor } from './useAdvancedAnalysisActor';
import { useFilterText } from './useFilterText';
import './AdvancedReportPrint.css';

/**
 * The advanced report of a run (issue 14, Enterprise): the interactive analysis and the advanced
 * comparison under one filter, with a Print / Save as PDF action whose page heading says the
 * filter. A refusal of the plan shows instead of both.
 */
export function AdvancedReport({ simulation, taskId }: { simulation: SimulationDetail; taskId: string }) {
  const { t } = useTranslation('advancedReports');
  const filterText = useFilterText();
  const analysisRef = useAdvancedAnalysisActor({ taskId });
  // The run's location analysis says where each location lies; its copy and CSV serve the drill-down too.
  const liteRef = useLiteReportActor({ task: { id: taskId, status: 'completed' }, sections: ['location-analysis'], fileStem: simulation.name });
  const view = useSelector(analysisRef, selectAnalysisView);
  const filters = useSelector(analysisRef, selectFilters);
  if (view === 'refused') return <PlanRefusal plan={null} />;
  return (
    <section className="advanced-report" aria-labelledby="advanced-report-title" data-testid="advanced-report">
      <header className="advanced-report__head">
        <div>
          <h2 id="advanced-report-title" className="advanced-report__title">
            {t('heading', { simulation: simulation.name })}
          </h2>
          <p className="advanced-report__filter" data-testid="advanced-filter-heading">
            <span>{t('filters.label')}:</span> {filterText(filters)}
          </p>
        </div>
        <Button label={t('print.button')} icon="pi pi-print" outlined className="advanced-report__print no-print" onClick={() => window.print()} data-testid="advanced-print" />
      </header>
      <TabView className="advanced-report__tabs">
        <TabPanel header={t('tabs.analysis')} leftIcon="pi pi-chart-bar">
          <AnalysisTab analysisRef={analysisRef} liteRef={liteRef} simulation={simulation} taskId={taskId} />
        </TabPanel>
        <TabPanel header={t('tabs.comparison')} leftIcon="pi pi-clone">
          <ComparisonTab filters={filters} simulation={simulation} />
        </TabPanel>
      </TabView>
    </section>
  );
}
