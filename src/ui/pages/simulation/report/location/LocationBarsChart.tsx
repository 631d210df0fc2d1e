import { useMemo, useRef } from 'react';
import type { Chart } from '../../../../../api/schemas/reportSummary.schema';
import { ApexChart } from '../../../../components/charts/ApexChart';
import { colourAlong } from '../../../../components/maps/measureScale';
import { reportChartSpec } from '../../../../components/charts/reportChart/reportChartSpec';
import { useReportLabel } from '../../../../components/charts/reportChart/useReportLabel';
import { useFormat } from '../../../../format/useFormat';
import { useLocationName } from './useLocationName';

const HIGHLIGHT = '#0f172a';
/** How far the bars of the locations not chosen blend into white. */
const FADE = 0.7;

type LocationBarsChartProps = {
  chart: Chart;
  chartId: string;
  height: number;
  /** The location picked on the map: its bars stand on a shaded band. */
  selected: string | null;
  /** A click on a location's bars picks it on the map too. */
  onSelect: (location: string) => void;
};

/**
 * The grouped bars by location (the report's own chart description, drawn as every report chart
 * is), with the location chosen on the map highlighted (named above its bars, the others faded)
 * and each bar a way to choose one.
 */
export function LocationBarsChart({ chart, chartId, height, selected, onSelect }: LocationBarsChartProps) {
  const format = useFormat();
  const labelOf = useReportLabel();
  const locationName = useLocationName();
  const select = useRef(onSelect);
  select.current = onSelect;
  // The bars show the names as the planner reads them; a selection keeps the location's own name.
  const shown = useMemo(() => chart.categories.map((category) => locationName(String(category))), [chart.categories, locationName]);
  const spec = useMemo(() => reportChartSpec({ ...chart, categories: shown }, chartId, { labelOf, format }), [chart, shown, chartId, labelOf, format]);
  const options = useMemo(() => {
    const selectedIndex = selected === null ? -1 : chart.categories.map(String).indexOf(selected);
    return {
      ...spec.options,
      chart: {
        ...spec.options.chart,
        events: {
          dataPointSelection: (_event: unknown, _context: unknown, { dataPointIndex }: { dataPointIndex: number }) => {
            const location = chart.categories[dataPointIndex];
            if (location !== undefined) select.current(String(location));
          },
        },
      },
      // The other locations' bars fade; ApexCharts asks for a bar's colour by its position.
      colors: ((spec.options.colors ?? []) as string[]).map(
        (colour) =>
          ({ dataPointIndex }: { dataPointIndex?: number }) =>
            selectedIndex < 0 || dataPointIndex === undefined || dataPointIndex === selectedIndex ? colour : colourAlong([colour, '#ffffff'], FADE),
      ),
      annotations: {
        ...spec.options.annotations,
        xaxis:
          selectedIndex < 0
            ? []
            : [
                {
                  x: shown[selectedIndex],
                  borderColor: 'transparent',
                  label: { text: shown[selectedIndex], orientation: 'horizontal', borderColor: HIGHLIGHT, style: { background: HIGHLIGHT, color: '#fff', fontSize: '11px' } },
                },
              ],
      },
    };
  }, [spec, chart.categories, shown, selected]);
  return <ApexChart type={spec.type} series={spec.series} options={options} height={height} />;
}
