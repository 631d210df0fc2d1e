import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Insights } from '../../../../api/schemas/project.schema';
import { lazyComponent } from '../../../components/lazyComponent';
import { useFormat } from '../../../format/useFormat';
import { routes } from '../../../routes';

const BudgetChart = lazyComponent(() => import('./BudgetChart'), 'BudgetChart');

type Budgets = Insights['budgets'];
type Cell = Budgets['year_totals'][number];

/**
 * The budget against the proposed spend (DOMAIN "Work Planner") per planning year and funding
 * source: a chart of the totals and a table of every source. A year over budget says so in words
 * and with an icon as well as in red; a source no phase uses, and spend that falls outside the
 * planning years, are called out.
 */
export function InsightsBudgets({ budgets, workPlanId }: { budgets: Budgets; workPlanId: string }) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const [, navigate] = useLocation();
  const overYears = budgets.year_totals.filter((cell) => cell.over_budget).length;
  const unused = budgets.funding_sources.filter((row) => row.unused).length;
  const hasSources = budgets.funding_sources.some((row) => row.funding_source !== null);

  const cell = (value: Cell) => (
    <td key={value.year_index} className={value.over_budget ? 'insights-budgets__cell insights-budgets__cell--over' : 'insights-budgets__cell'}>
      <span className="insights-budgets__spend">{format.currency(value.proposed_spend)}</span>
      <span className="insights-budgets__budget">
        {t('budgets.budget')} {format.currency(value.budget)}
      </span>
      {value.over_budget ? (
        <span className="insights-budgets__over" data-testid="budget-over">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {t('budgets.overBy', { amount: format.currency(value.proposed_spend - value.budget) })}
        </span>
      ) : null}
    </td>
  );

  return (
    <section className="insights-card-section insights-budgets" aria-labelledby="insights-budgets-title" data-testid="insights-budgets">
      <header className="insights-card-section__header">
        <div>
          <h2 id="insights-budgets-title">{t('budgets.title')}</h2>
          <p>{t('budgets.subtitle')}</p>
        </div>
      </header>
      {!hasSources ? (
        <div className="insights-notice">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t('budgets.noSources')}</span>
          <Button label={t('budgets.openSettings')} icon="pi pi-cog" text size="small" onClick={() => navigate(routes.workPlan(workPlanId, 'settings'))} />
        </div>
      ) : null}
      {overYears > 0 || unused > 0 || budgets.outside_time_frame_spend > 0 ? (
        <ul className="insights-budgets__flags">
          {overYears > 0 ? (
            <li className="insights-flag insights-flag--danger">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              {t('budgets.overYears', { count: overYears })}
            </li>
          ) : null}
          {unused > 0 ? (
            <li className="insights-flag insights-flag--warning">
              <i className="pi pi-flag" aria-hidden="true" />
              {t('budgets.unusedSources', { count: unused })}
            </li>
          ) : null}
          {budgets.outside_time_frame_spend > 0 ? (
            <li className="insights-flag insights-flag--info" data-testid="budget-outside">
              <i className="pi pi-calendar-times" aria-hidden="true" />
              {t('budgets.outside', { amount: format.currency(budgets.outside_time_frame_spend) })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {budgets.years.length > 0 ? (
        <Suspense fallback={<Skeleton height="280px" />}>
          <BudgetChart budgets={budgets} />
        </Suspense>
      ) : null}
      <div className="insights-budgets__scroll">
        <table className="insights-budgets__table">
          <thead>
            <tr>
              <th scope="col">{t('budgets.fundingSource')}</th>
              {budgets.years.map((year) => (
                <th key={year.index} scope="col">
                  {year.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {budgets.funding_sources.map((row) => (
              <tr key={row.funding_source?.id ?? 'none'} data-testid="budget-row">
                <th scope="row">
                  <span className="insights-budgets__source">{row.funding_source?.name ?? t('budgets.noFundingSource')}</span>
                  {row.unused ? (
                    <span className="insights-flag insights-flag--warning insights-flag--inline" data-testid="budget-unused">
                      <i className="pi pi-flag" aria-hidden="true" />
                      {t('budgets.unused')}
                    </span>
                  ) : null}
                </th>
                {row.years.map(cell)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('budgets.allSources')}</th>
              {budgets.year_totals.map(cell)}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
