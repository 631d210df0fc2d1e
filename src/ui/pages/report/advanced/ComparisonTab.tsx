import { useSelector } from '@xstate/react';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { ProgressBar } from 'primereact/progressbar';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisFilters } from '../../../../api/schemas/advancedAnalysis.schema';
import { MAX_COMPARED_SIMULATIONS } from '../../../../api/schemas/report.schema';
import type { SimulationDetail } from '../../../../api/schemas/simulation.schema';
import { LoadFailure } from '../../../components/LoadFailure';
import { useFormat } from '../../../format/useFormat';
import { selectChosen, selectComparableSimulations, selectComparison, selectComparisonFailure, selectComparisonView, selectTooMany } from './advancedSelectors';
import { ComparisonChart } from './ComparisonChart';
import { ComparisonStatusList } from './ComparisonStatusList';
import { PlanRefusal } from './PlanRefusal';
import { useAdvancedComparisonActor } from './useAdvancedComparisonActor';
import { useFilterText } from './useFilterText';

/**
 * The advanced comparison (issue 14): up to 8 of the workspace's simulations, this one chosen
 * first, under the analysis' filter; their cost per year side by side and each one's status.
 */
export function ComparisonTab({ filters, simulation }: { filters: AnalysisFilters; simulation: SimulationDetail }) {
  const { t } = useTranslation('advancedReports');
  const format = useFormat();
  const filterText = useFilterText();
  const comparisonRef = useAdvancedComparisonActor({ workspaceId: simulation.workspace_id, simulationId: simulation.id, filters });
  const view = useSelector(comparisonRef, selectComparisonView);
  const simulations = useSelector(comparisonRef, selectComparableSimulations);
  const chosen = useSelector(comparisonRef, selectChosen);
  const comparison = useSelector(comparisonRef, selectComparison);
  const failure = useSelector(comparisonRef, selectComparisonFailure);
  const tooMany = useSelector(comparisonRef, selectTooMany);
  useEffect(() => {
    comparisonRef.send({ type: 'comparison.filters', filters });
  }, [comparisonRef, filters]);
  const options = useMemo(() => simulations.map((candidate) => ({ label: candidate.name, value: candidate.id })), [simulations]);
  const compared = useMemo(() => comparison?.simulations.filter((entry) => entry.status === 'success') ?? [], [comparison]);
  const retry = () => comparisonRef.send({ type: 'comparison.retry' });

  if (view === 'refused') return <PlanRefusal plan={null} />;
  if (view === 'listing') return <Skeleton height="20rem" />;
  if (view === 'listFailed') return <LoadFailure message={t('comparison.listFailed')} failure={failure} onRetry={retry} inTab />;
  return (
    <div className="comparison-tab" data-testid="comparison-tab">
      <section className="advanced-card">
        <header className="advanced-card__head">
          <div>
            <h3 className="advanced-card__title">{t('comparison.title')}</h3>
            <p className="advanced-card__subtitle">{t('comparison.subtitle', { max: MAX_COMPARED_SIMULATIONS })}</p>
          </div>
          {comparison ? <span className="advanced-card__hint">{t('comparison.limit', { limit: format.number(comparison.max_works, 0) })}</span> : null}
        </header>
        <label className="comparison-tab__choose">
          <span>{t('comparison.choose')}</span>
          <MultiSelect
            value={chosen}
            options={options}
            onChange={(event) => comparisonRef.send({ type: 'comparison.choose', simulationIds: event.value as string[] })}
            display="chip"
            filter
            placeholder={t('comparison.choosePlaceholder')}
            className="comparison-tab__select"
            showSelectAll={false}
            data-testid="comparison-choose"
            aria-label={t('comparison.choose')}
          />
        </label>
        {tooMany ? <Message severity="warn" text={t('comparison.tooMany', { max: MAX_COMPARED_SIMULATIONS })} className="comparison-tab__message" data-testid="comparison-too-many" /> : null}
        <p className="comparison-tab__filter">
          <i className="pi pi-filter" aria-hidden="true" /> {t('comparison.filtered', { filter: filterText(filters) })}
        </p>
      </section>
      <ProgressBar mode="indeterminate" className={`analysis-tab__progress${view === 'comparing' ? '' : ' analysis-tab__progress--idle'}`} aria-hidden={view !== 'comparing'} />
      {view === 'nothingChosen' ? <Message severity="info" text={t('comparison.nothingChosen')} /> : null}
      {view === 'failed' ? <LoadFailure message={t('comparison.loadFailed')} failure={failure} onRetry={retry} inTab /> : null}
      {comparison && view !== 'nothingChosen' ? (
        <>
          {compared.length > 0 ? (
            <section className="advanced-card" aria-label={t('comparison.chart')} data-testid="comparison-chart">
              <header className="advanced-card__head">
                <h3 className="advanced-card__title">{t('comparison.chart')}</h3>
              </header>
              <ComparisonChart simulations={compared} />
            </section>
          ) : null}
          <section className="advanced-card" aria-label={t('comparison.statuses')}>
            <header className="advanced-card__head">
              <h3 className="advanced-card__title">{t('comparison.statuses')}</h3>
            </header>
            <ComparisonStatusList simulations={comparison.simulations} />
          </section>
        </>
      ) : null}
    </div>
  );
}
