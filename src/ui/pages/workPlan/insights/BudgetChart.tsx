import { useTranslation } from 'react-i18next';
import type { Insights } from '../../../../api/schemas/project.schema';
import { ApexChart } from '../../../components/charts/ApexChart';
import { useFormat } from '../../../format/useFormat';

const BUDGET_COLOUR = '#94a3b8';
const SPEND_COLOUR = '#0e7490';
const OVER_COLOUR = '#b42318';

/** All funding sources' budget beside the proposed spend, per planning year; a spend over its budget is red. */
export function BudgetChart({ budgets }: { budgets: Insights['budgets'] }) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const categories = budgets.years.map((year) => year.label);
  return (
    <div role="img" aria-label={t('budgets.chartLabel')} data-testid="budget-chart">
      <ApexChart
        type="bar"
        height={280}
        series={[
          { name: t('budgets.budget'), data: budgets.year_totals.map((cell) => ({ x: categories[cell.year_index]!, y: cell.budget })) },
          {
            name: t('budgets.proposedSpend'),
            data: budgets.year_totals.map((cell) => ({ x: categories[cell.year_index]!, y: cell.proposed_spend, fillColor: cell.over_budget ? OVER_COLOUR : SPEND_COLOUR })),
          },
        ]}
        options={{
          chart: { id: 'insights-budgets', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
          colors: [BUDGET_COLOUR, SPEND_COLOUR],
          dataLabels: { enabled: false },
          plotOptions: { bar: { borderRadius: 3, columnWidth: '58%' } },
          xaxis: { type: 'category' },
          yaxis: { labels: { formatter: (value: number) => format.compactCurrency(value) } },
          tooltip: { y: { formatter: (value: number) => format.currency(value) } },
          legend: { position: 'top', horizontalAlign: 'left' },
          grid: { borderColor: '#eef2f7' },
        }}
      />
    </div>
  );
}
