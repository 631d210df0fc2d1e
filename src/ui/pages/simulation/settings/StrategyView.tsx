import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationSettingsVersion } from '../../../../api/schemas/simulationSettings.schema';
import { lazyComponent } from '../../../components/lazyComponent';
import type { SettingsDocument } from './settingsDocument';

const BudgetChart = lazyComponent(() => import('./BudgetChart'), 'BudgetChart');

/** The strategy the simulation runs, read-only: its funding sources and the total budget of each year. */
export function StrategyView({ document, version }: { document: SettingsDocument; version: SimulationSettingsVersion }) {
  const { t } = useTranslation('simulations');
  return (
    <section className="settings-card simulation-block simulation-strategy" aria-labelledby="simulation-strategy-title">
      <div className="settings-card__intro">
        <h2 id="simulation-strategy-title">{t('settings.strategy.title', { name: version.strategy_name })}</h2>
        <p>{t('settings.strategy.hint', { count: version.years, start: version.start_year })}</p>
      </div>
      <h3 className="simulation-model__subtitle">{t('settings.strategy.fundingSources')}</h3>
      <ul className="funding-sources" data-testid="funding-sources">
        {document.strategy.fundingSources.map((source) => (
          <li key={source.id}>
            <i className="pi pi-wallet" aria-hidden="true" />
            {source.name}
          </li>
        ))}
      </ul>
      <h3 className="simulation-model__subtitle">{t('settings.strategy.yearlyBudget')}</h3>
      {version.yearly_budget === null ? (
        <p className="simulation-strategy__unbounded">{t('settings.strategy.unbounded')}</p>
      ) : (
        <div className="simulation-strategy__chart" data-testid="budget-chart">
          <Suspense fallback={<Skeleton height="280px" />}>
            <BudgetChart startYear={version.start_year} yearlyBudget={version.yearly_budget} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
