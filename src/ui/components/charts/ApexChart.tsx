import ReactApexChartModule, { type Props } from 'react-apexcharts';

type ChartComponent = typeof ReactApexChartModule;

/*
 * react-apexcharts 1.7.0 is CommonJS (DESIGN "Versions that matter"): under Vite its default
 * import can arrive as the module object, whose `default` is the component.
 */
const ReactApexChart: ChartComponent = (ReactApexChartModule as unknown as { default?: ChartComponent }).default ?? ReactApexChartModule;

/** An ApexCharts chart (line, bar, ...). Import this module lazily: apexcharts is large and only pages with charts need it. */
export function ApexChart(props: Props) {
  return <ReactApexChart {...props} />;
}
