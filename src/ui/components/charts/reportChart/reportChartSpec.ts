import type { ApexOptions } from 'apexcharts';
import type { Chart, Label, Series, Unit } from '../../../../api/schemas/reportSummary.schema';
import type { Formatters } from '../../../format/format';
import { BAND_COLOURS, GRID_COLOUR, MARKER_COLOUR, SERIES_COLOURS, STATE_COLOURS } from './chartPalette';
import { formatUnit } from './unitFormat';

export type ChartDeps = {
  /** A label in the user's language: a `reportLabels` message, or planner data as it is. */
  labelOf: (label: Label) => string;
  format: Formatters;
};

type ApexType = 'line' | 'bar' | 'area' | 'donut' | 'treemap';
type Draw = NonNullable<Series['draw']>;

/** What `<ApexChart>` takes: the chart type, its series and its options. */
export type ApexChartSpec = { type: ApexType; series: NonNullable<ApexOptions['series']>; options: ApexOptions };

/** How a chart kind draws a series that does not say. */
const DEFAULT_DRAW: Record<Chart['kind'], Draw> = {
  bars: 'bar',
  stackedBars: 'bar',
  stacked100: 'bar',
  groupedBars: 'bar',
  combo: 'bar',
  lines: 'line',
  area: 'area',
  step: 'step',
  donut: 'bar',
  treemap: 'bar',
};

/** ApexCharts' series type for a drawing, in a chart that mixes them. */
const APEX_SERIES_TYPE: Record<Draw, 'column' | 'line' | 'area' | 'scatter'> = { bar: 'column', line: 'line', area: 'area', step: 'line', scatter: 'scatter' };

/** Years and names alike are category names on the x axis. */
const categoryText = (category: number | string) => String(category);

/**
 * Maps a report chart (what it shows: src/api/schemas/reportSummary.schema.ts) onto ApexCharts:
 * bars, stacked (absolute or 100 %), grouped, lines, area, combined bars and lines with a second
 * axis, donut, treemap and step lines, with markers (an asset's treatments) as point annotations
 * and bands (FCI's 5/10/30 %) as y-axis annotations. Axes use short forms ($1.3M), tooltips the
 * whole value; nothing is animated, so that a chart is on screen as soon as its data is.
 */
export function reportChartSpec(chart: Chart, chartId: string, deps: ChartDeps): ApexChartSpec {
  if (chart.kind === 'donut') return donutSpec(chart, chartId, deps);
  if (chart.kind === 'treemap') return treemapSpec(chart, chartId, deps);
  return cartesianSpec(chart, chartId, deps);
}

function baseOptions(chartId: string, type: ApexType): ApexOptions {
  return {
    chart: { id: chartId, type, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit', parentHeightOffset: 0 },
    dataLabels: { enabled: false },
    legend: { position: 'top', horizontalAlign: 'left', fontSize: '12px', markers: { size: 5 }, itemMargin: { horizontal: 8, vertical: 2 } },
    grid: { borderColor: GRID_COLOUR, strokeDashArray: 3, padding: { left: 8, right: 20 } },
    states: { active: { filter: { type: 'none' } } },
  };
}

function cartesianSpec(chart: Chart, chartId: string, { labelOf, format }: ChartDeps): ApexChartSpec {
  const draws = chart.series.map((series) => series.draw ?? DEFAULT_DRAW[chart.kind]);
  const apexTypes = draws.map((draw) => APEX_SERIES_TYPE[draw]);
  const mixed = new Set(apexTypes).size > 1;
  const type: ApexType = mixed ? 'line' : draws[0] === 'bar' ? 'bar' : draws[0] === 'area' ? 'area' : 'line';
  const names = chart.series.map((series) => labelOf(series.label));
  const barCount = draws.filter((draw) => draw === 'bar').length;
  const stacked = chart.kind === 'stackedBars' || chart.kind === 'stacked100' || (chart.kind === 'combo' && barCount > 1);
  const categories = chart.categories.map((category) => categoryText(category));
  const secondary = chart.series.some((series) => series.axis === 'secondary');
  const unitOf = (axis: 'primary' | 'secondary'): Unit => chart.series.find((series) => series.axis === axis)?.unit ?? 'count';
  const axisFor = (axis: 'primary' | 'secondary'): ApexYAxis => ({
    seriesName: chart.series.flatMap((series, index) => (series.axis === axis ? [names[index]!] : [])),
    opposite: axis === 'secondary',
    // 100 % stacks are read as shares; their values are counts or measures.
    labels: { formatter: (value: number) => (chart.kind === 'stacked100' ? `${format.number(value, 0)}%` : formatUnit(format, unitOf(axis), value, 'axis')), style: { colors: '#64748b' } },
    ...(axis === 'primary' && (type === 'bar' || barCount > 0 || type === 'area') ? { min: 0 } : {}),
    forceNiceScale: true,
  });
  const options: ApexOptions = {
    ...baseOptions(chartId, type),
    chart: { ...baseOptions(chartId, type).chart, type, stacked, ...(chart.kind === 'stacked100' ? { stackType: '100%' } : {}), ...(chart.kind === 'combo' && stacked ? { stackOnlyBar: true } : {}) },
    colors: chart.kind === 'stacked100' && chart.series.length <= STATE_COLOURS.length ? STATE_COLOURS : SERIES_COLOURS,
    stroke: {
      width: draws.map((draw) => (draw === 'bar' ? 0 : draw === 'area' ? 2 : 2.5)),
      curve: draws.map((draw) => (draw === 'step' ? 'stepline' : 'straight')),
    },
    fill: { type: draws.map((draw) => (draw === 'area' ? 'gradient' : 'solid')), opacity: draws.map((draw) => (draw === 'area' ? 0.35 : 1)), gradient: { opacityFrom: 0.45, opacityTo: 0.08 } },
    markers: { size: draws.map((draw) => (draw === 'line' && categories.length <= 12 ? 3 : 0)), strokeWidth: 0, hover: { sizeOffset: 3 } },
    plotOptions: { bar: { columnWidth: categories.length > 20 ? '72%' : categories.length > 8 ? '58%' : '42%', borderRadius: stacked ? 0 : 3, borderRadiusApplication: 'end' } },
    xaxis: {
      type: 'category',
      categories,
      // Years are short and must read whole; long names (locations, sources) are cut, the tooltip has them whole.
      labels: { rotate: -45, hideOverlappingLabels: true, trim: chart.categoryUnit !== 'year', style: { colors: '#64748b' } },
      axisBorder: { color: GRID_COLOUR },
      axisTicks: { show: false },
      tooltip: { enabled: false },
    },
    yaxis: secondary ? [axisFor('primary'), axisFor('secondary')] : axisFor('primary'),
    tooltip: {
      shared: true,
      intersect: false,
      y: { formatter: (value: number, { seriesIndex }: { seriesIndex: number }) => formatUnit(format, chart.series[seriesIndex]?.unit ?? 'count', value) },
    },
    annotations: {
      yaxis: chart.bands.map((band) => ({
        y: band.from,
        y2: band.to,
        fillColor: BAND_COLOURS[band.tone],
        opacity: 0.1,
        borderColor: 'transparent',
        label: { text: labelOf(band.label), position: 'left', textAnchor: 'start', offsetX: 6, borderWidth: 0, style: { background: 'transparent', color: '#475569', fontSize: '11px' } },
      })),
      points: chart.markers.map((marker) => {
        const seriesIndex = Math.max(0, chart.series.findIndex((series) => series.id === marker.series));
        return {
          x: categoryText(marker.category),
          y: marker.value,
          yAxisIndex: chart.series[seriesIndex]?.axis === 'secondary' && secondary ? 1 : 0,
          seriesIndex,
          marker: { size: 6, fillColor: '#fff', strokeColor: MARKER_COLOUR, strokeWidth: 3, radius: 2 },
          label: { text: labelOf(marker.label), borderColor: MARKER_COLOUR, offsetY: -6, style: { background: MARKER_COLOUR, color: '#fff', fontSize: '11px', padding: { left: 5, right: 5, top: 2, bottom: 2 } } },
        };
      }),
    },
  };
  const series = chart.series.map((entry, index) => ({ name: names[index]!, ...(mixed ? { type: apexTypes[index] } : {}), data: entry.data }));
  return { type, series, options };
}

function donutSpec(chart: Chart, chartId: string, { labelOf, format }: ChartDeps): ApexChartSpec {
  const first = chart.series[0];
  const unit = first?.unit ?? 'count';
  const slices = chart.categories.flatMap((category, index) => {
    const value = first?.data[index];
    return value === null || value === undefined || value <= 0 ? [] : [{ label: categoryText(category), value }];
  });
  const options: ApexOptions = {
    ...baseOptions(chartId, 'donut'),
    labels: slices.map((slice) => slice.label),
    colors: SERIES_COLOURS,
    legend: { position: 'right', fontSize: '12px', markers: { size: 5 } },
    stroke: { width: 2, colors: ['#fff'] },
    plotOptions: {
      pie: {
        donut: {
          size: '62%',
          labels: {
            show: true,
            value: { formatter: (value: string) => formatUnit(format, unit, Number(value), 'axis') },
            total: { show: true, label: first ? labelOf(first.label) : '', formatter: () => formatUnit(format, unit, slices.reduce((sum, slice) => sum + slice.value, 0), 'axis') },
          },
        },
      },
    },
    tooltip: { y: { formatter: (value: number) => formatUnit(format, unit, value) } },
  };
  return { type: 'donut', series: slices.map((slice) => slice.value), options };
}

function treemapSpec(chart: Chart, chartId: string, { labelOf, format }: ChartDeps): ApexChartSpec {
  const unit = chart.series[0]?.unit ?? 'count';
  const series = chart.series.map((entry) => ({
    name: labelOf(entry.label),
    data: chart.categories.flatMap((category, index) => {
      const value = entry.data[index];
      return value === null || value === undefined || value <= 0 ? [] : [{ x: categoryText(category), y: value }];
    }),
  }));
  const options: ApexOptions = {
    ...baseOptions(chartId, 'treemap'),
    colors: SERIES_COLOURS,
    legend: { show: series.length > 1, position: 'top', horizontalAlign: 'left' },
    dataLabels: { enabled: true, style: { fontSize: '12px', fontWeight: 600 }, formatter: (text: string, { value }: { value: number }) => [text, formatUnit(format, unit, value, 'axis')] as unknown as string },
    plotOptions: { treemap: { distributed: series.length === 1, enableShades: series.length > 1, shadeIntensity: 0.35 } },
    tooltip: { y: { formatter: (value: number) => formatUnit(format, unit, value) } },
  };
  return { type: 'treemap', series, options };
}
