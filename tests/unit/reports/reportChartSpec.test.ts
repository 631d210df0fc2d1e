import { describe, expect, it } from 'vitest';
import type { Chart, Label } from '../../../src/api/schemas/reportSummary.schema';
import { reportChartSpec } from '../../../src/ui/components/charts/reportChart/reportChartSpec';
import { createFormatters } from '../../../src/ui/format/format';

/*
 * The report charts' descriptions (src/api/schemas/reportSummary.schema.ts: what a chart shows)
 * drawn with ApexCharts: each kind's chart type, stacking, axes and annotations, and the numbers
 * formatted as planners read them (short on axes, whole in tooltips, en-AU dollars).
 */
const format = createFormatters('en-AU', { timeZone: 'UTC' });
const messages: Record<string, string> = { spend: 'Spend', budget: 'Budget', osi: 'OSI', 'band.good': 'Good', 'band.poor': 'Poor', fci: 'FCI' };
const labelOf = (label: Label) => ('key' in label ? (messages[label.key] ?? label.key) : label.text);
const deps = { labelOf, format };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const years = [2026, 2027, 2028];
const chart = (overrides: Partial<Chart>): Chart => ({
  id: 'c',
  title: { key: 'spend' },
  kind: 'bars',
  categoryUnit: 'year',
  categories: years,
  series: [],
  bands: [],
  markers: [],
  ...overrides,
});
const bySource: Chart['series'] = [
  { id: 'src_0', label: { text: 'Renewals fund' }, unit: 'currency', axis: 'primary', data: [1_000_000, 1_250_000, null] },
  { id: 'src_1', label: { text: 'Roads to Recovery' }, unit: 'currency', axis: 'primary', data: [400_000, 0, 250_000] },
];

type Axis = { seriesName: string[]; opposite: boolean; labels: { formatter: (value: number) => string } };
type Tooltip = { y: { formatter: (value: number, options: { seriesIndex: number }) => string } };

describe('report chart → ApexCharts', () => {
  it('stacked bars: one bar chart stacked by series, years as categories, planner names as series names', () => {
    const spec = reportChartSpec(chart({ kind: 'stackedBars', series: bySource }), 'funding-spend', deps);
    expect(spec.type).toBe('bar');
    expect(spec.series).toEqual([
      { name: 'Renewals fund', data: [1_000_000, 1_250_000, null] },
      { name: 'Roads to Recovery', data: [400_000, 0, 250_000] },
    ]);
    expect(spec.options.chart).toMatchObject({ id: 'funding-spend', type: 'bar', stacked: true, animations: { enabled: false } });
    expect(spec.options.xaxis?.categories).toEqual(['2026', '2027', '2028']);
  });

  it('money is short on the axis and whole in the tooltip', () => {
    const spec = reportChartSpec(chart({ kind: 'stackedBars', series: bySource }), 'c', deps);
    const axis = spec.options.yaxis as Axis;
    expect(plain(axis.labels.formatter(1_250_000))).toBe('$1.3M');
    expect((spec.options.tooltip as Tooltip).y.formatter(1_250_000, { seriesIndex: 0 })).toBe('$1,250,000');
  });

  it('100 % stacks, grouped bars, lines and areas', () => {
    const shares = reportChartSpec(chart({ kind: 'stacked100', series: bySource }), 'c', deps);
    expect(shares.options.chart).toMatchObject({ stacked: true, stackType: '100%' });
    expect((shares.options.yaxis as Axis).labels.formatter(40)).toBe('40%');
    expect(reportChartSpec(chart({ kind: 'groupedBars', series: bySource }), 'c', deps).options.chart).toMatchObject({ type: 'bar', stacked: false });
    expect(reportChartSpec(chart({ kind: 'lines', series: bySource }), 'c', deps).type).toBe('line');
    const area = reportChartSpec(chart({ kind: 'area', series: bySource }), 'c', deps);
    expect(area.type).toBe('area');
    expect(area.options.fill?.type).toEqual(['gradient', 'gradient']);
  });

  it('combo: bars and a line on one axis, OSI on a second axis at the right', () => {
    const spec = reportChartSpec(
      chart({
        kind: 'combo',
        series: [
          { id: 'spend', label: { key: 'spend' }, unit: 'currency', axis: 'primary', data: [1, 2, 3] },
          { id: 'budget', label: { key: 'budget' }, draw: 'line', unit: 'currency', axis: 'primary', data: [2, 2, 2] },
          { id: 'osi', label: { key: 'osi' }, draw: 'line', unit: 'index', axis: 'secondary', data: [71.2, 70.4, 69.9] },
        ],
      }),
      'overview-main',
      deps,
    );
    expect(spec.type).toBe('line');
    expect(spec.series).toEqual([
      { name: 'Spend', type: 'column', data: [1, 2, 3] },
      { name: 'Budget', type: 'line', data: [2, 2, 2] },
      { name: 'OSI', type: 'line', data: [71.2, 70.4, 69.9] },
    ]);
    const [primary, secondary] = spec.options.yaxis as Axis[];
    expect(primary).toMatchObject({ seriesName: ['Spend', 'Budget'], opposite: false });
    expect(secondary).toMatchObject({ seriesName: ['OSI'], opposite: true });
    expect(secondary!.labels.formatter(70.4)).toBe('70');
    expect((spec.options.tooltip as Tooltip).y.formatter(70.44, { seriesIndex: 2 })).toBe('70.4');
    // A single bar series has nothing to stack.
    expect(spec.options.chart?.stacked).toBe(false);
  });

  it('combo with several bar series stacks the bars only', () => {
    const spec = reportChartSpec(
      chart({ kind: 'combo', series: [...bySource, { id: 'budget', label: { key: 'budget' }, draw: 'line', unit: 'currency', axis: 'primary', data: [2, 2, 2] }] }),
      'c',
      deps,
    );
    expect(spec.options.chart).toMatchObject({ stacked: true, stackOnlyBar: true });
  });

  it('step: step lines with the treatments as point markers on their year', () => {
    const spec = reportChartSpec(
      chart({
        kind: 'step',
        series: [
          { id: 'criterion_0', label: { text: 'Pavement' }, unit: 'state', axis: 'primary', data: [2, 3, 0] },
          { id: 'service_potential', label: { key: 'osi' }, draw: 'line', unit: 'index', axis: 'secondary', data: [80, 70, 100] },
        ],
        markers: [{ category: 2028, series: 'service_potential', value: 100, label: { text: 'Reseal' }, details: [] }],
      }),
      'asset-life-cycle-asset_states',
      deps,
    );
    expect(spec.options.stroke?.curve).toEqual(['stepline', 'straight']);
    expect(spec.options.annotations?.points).toEqual([
      expect.objectContaining({ x: '2028', y: 100, seriesIndex: 1, yAxisIndex: 1, label: expect.objectContaining({ text: 'Reseal' }) }),
    ]);
  });

  it('bands are y-axis ranges in their tone', () => {
    const spec = reportChartSpec(
      chart({
        kind: 'lines',
        series: [{ id: 'fci', label: { key: 'fci' }, unit: 'percent', axis: 'primary', data: [0.04, 0.12, 0.31] }],
        bands: [
          { label: { key: 'band.good' }, from: 0, to: 0.05, tone: 'good' },
          { label: { key: 'band.poor' }, from: 0.1, to: 0.3, tone: 'poor' },
        ],
      }),
      'c',
      deps,
    );
    expect(spec.options.annotations?.yaxis).toEqual([
      expect.objectContaining({ y: 0, y2: 0.05, fillColor: '#22c55e', label: expect.objectContaining({ text: 'Good' }) }),
      expect.objectContaining({ y: 0.1, y2: 0.3, fillColor: '#fb923c', label: expect.objectContaining({ text: 'Poor' }) }),
    ]);
    // Percentages arrive as ratios.
    expect((spec.options.yaxis as Axis).labels.formatter(0.3)).toBe('30%');
    expect((spec.options.tooltip as Tooltip).y.formatter(0.1234, { seriesIndex: 0 })).toBe('12.3%');
  });

  it('donut: the first series by category, leaving out empty slices', () => {
    const spec = reportChartSpec(chart({ kind: 'donut', categories: ['Reseal', 'Rebuild', 'Patch'], series: [{ ...bySource[1]!, data: [400_000, 0, 250_000] }] }), 'c', deps);
    expect(spec.type).toBe('donut');
    expect(spec.series).toEqual([400_000, 250_000]);
    expect(spec.options.labels).toEqual(['Reseal', 'Patch']);
  });

  it('treemap: one group per series, one tile per category with a value', () => {
    const spec = reportChartSpec(chart({ kind: 'treemap', categories: ['Reseal', 'Rebuild', 'Patch'], series: bySource }), 'c', deps);
    expect(spec.type).toBe('treemap');
    expect(spec.series).toEqual([
      { name: 'Renewals fund', data: [{ x: 'Reseal', y: 1_000_000 }, { x: 'Rebuild', y: 1_250_000 }] },
      { name: 'Roads to Recovery', data: [{ x: 'Reseal', y: 400_000 }, { x: 'Patch', y: 250_000 }] },
    ]);
  });
});
