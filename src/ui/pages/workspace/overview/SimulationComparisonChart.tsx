import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import type { SimulationSummary } from '../../../../api/schemas/simulation.schema';
import { ApexChart } from '../../../components/charts/ApexChart';
import { useFormat } from '../../../format/useFormat';

/** OSI is a 0-100 index (DOMAIN.md): its axis always spans the whole scale so that simulations compare at a glance. */
const OSI_MAX = 100;
const BUDGET_COLOUR = '#0e7490';
const OSI_COLOUR = '#f59e0b';

/** Long names are cut on the axis; the tooltip has them whole. */
const shortName = (name: string) => (name.length > 24 ? `${name.slice(0, 23)}…` : name);

/**
 * The workspace's simulations side by side (SPEC 2 "Workspace detail": simulation chart): each
 * one's total budget over its analysis as a bar, and the network's OSI at the end of the analysis
 * as a line on a second axis. Only simulations whose run has results are given.
 */
export function SimulationComparisonChart({ simulations }: { simulations: readonly SimulationSummary[] }) {
  const { t } = useTranslation('workspaceOverview');
  const format = useFormat();
  const budgetLabel = t('chart.budget');
  const osiLabel = t('chart.endOsi');
  const series = [
    { name: budgetLabel, type: 'column', data: simulations.map((simulation) => simulation.outcome?.total_budget ?? null) },
    { name: osiLabel, type: 'line', data: simulations.map((simulation) => simulation.outcome?.end_osi ?? null) },
  ];
  const options: ApexOptions = {
    chart: { id: 'workspace-simulations', toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit', animations: { enabled: false } },
    colors: [BUDGET_COLOUR, OSI_COLOUR],
    stroke: { width: [0, 3], curve: 'straight' },
    markers: { size: [0, 5] },
    plotOptions: { bar: { columnWidth: simulations.length > 6 ? '60%' : '38%', borderRadius: 4 } },
    dataLabels: { enabled: false },
    legend: { position: 'top', horizontalAlign: 'left' },
    xaxis: {
      categories: simulations.map((simulation) => shortName(simulation.name)),
      labels: { rotate: -30, hideOverlappingLabels: false, trim: false },
    },
    yaxis: [
      { seriesName: budgetLabel, title: { text: budgetLabel }, min: 0, labels: { formatter: (value) => format.compactCurrency(value) } },
      {
        seriesName: osiLabel,
        opposite: true,
        min: 0,
        max: OSI_MAX,
        tickAmount: 5,
        title: { text: osiLabel },
        labels: { formatter: (value) => format.number(value, 0) },
      },
    ],
    tooltip: {
      shared: true,
      intersect: false,
      x: { formatter: (_value, { dataPointIndex }) => simulations[dataPointIndex]?.name ?? '' },
      y: {
        formatter: (value, { seriesIndex }) =>
          value === null || value === undefined ? '—' : seriesIndex === 0 ? format.currency(value) : format.number(value, 1),
      },
    },
    grid: { borderColor: '#eef2f7' },
  };
  return (
    <div data-testid="simulation-comparison-chart">
      <ApexChart type="line" series={series} options={options} height={320} />
    </div>
  );
}
