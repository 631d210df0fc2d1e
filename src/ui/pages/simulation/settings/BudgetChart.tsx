import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../../components/charts/ApexChart';
import { useFormat } from '../../../format/useFormat';

/** The strategy's total budget for each year of the analysis, as bars. */
export function BudgetChart({ startYear, yearlyBudget }: { startYear: number; yearlyBudget: readonly number[] }) {
  const { t } = useTranslation('simulations');
  const format = useFormat();
  return (
    <ApexChart
      type="bar"
      height={280}
      series={[{ name: t('settings.strategy.budget'), data: [...yearlyBudget] }]}
      options={{
        chart: { id: 'yearly-budget', toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit' },
        colors: ['#0e7490'],
        dataLabels: { enabled: false },
        plotOptions: { bar: { borderRadius: 3, columnWidth: '60%' } },
        xaxis: { categories: yearlyBudget.map((_, index) => String(startYear + index)), title: { text: t('settings.strategy.yearAxis') } },
        yaxis: { labels: { formatter: (value: number) => format.compactCurrency(value) }, title: { text: t('settings.strategy.budgetAxis') } },
        tooltip: { y: { formatter: (value: number) => format.currency(value) } },
        grid: { borderColor: '#eef2f7' },
      }}
    />
  );
}
