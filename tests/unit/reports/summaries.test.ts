import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import reportLabels from '../../../src/locales/namespaces/reportLabels/en-AU.json';
import { SUMMARY_CODES, resultsSummarySchema, type ResultsSummary, type SummaryCode } from '../../../src/api/schemas/reportSummary.schema';
import { assetLifeCycle, parsePackage, simulate } from '../../../server/engine';
import { HttpError } from '../../../server/http/httpError';
import { availableSummaryCodes, buildSummary } from '../../../server/reports/resultsSummaries';
import { benchmarkPackage } from '../../../samples/lib/benchmark';
import { csvText } from '../../../samples/lib/csvWriter';
import { sampleRun, TASK_ID, type SampleRun } from './sampleRuns';

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
const last = <T>(values: readonly T[]) => values[values.length - 1]!;

/** The table's cells as objects keyed by column id, the way a CSV reader would see them. */
function records(summary: ResultsSummary): Record<string, number | string | null>[] {
  const ids = summary.table.columns.map((column) => column.id);
  return summary.table.rows.map((row) => Object.fromEntries(ids.map((id, k) => [id, row[k] ?? null])));
}
const kpiValue = (summary: ResultsSummary, id: string) => summary.kpis.find((kpi) => kpi.id === id)?.value;
const chartOf = (summary: ResultsSummary, id: string) => summary.charts.find((chart) => chart.id === id)!;

/** Every `{key}` label anywhere in a summary. */
function labelKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(labelKeys);
  if (value === null || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'key' && typeof entries[0]![1] === 'string') return [entries[0]![1]];
  return entries.flatMap(([, child]) => labelKeys(child));
}
const hasLabel = (key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], reportLabels) === 'string';

describe.each(['roads', 'buildings', 'water-mains'] as const)('report summaries of the %s sample', (sample) => {
  let run: SampleRun;
  const built = {} as Record<SummaryCode, ResultsSummary>;
  beforeAll(async () => {
    run = await sampleRun(sample);
    for (const code of SUMMARY_CODES) built[code] = resultsSummarySchema.parse(await buildSummary(code, run.inputs));
  }, 60_000);

  it('serves every code, each with its years, a chart and a table, and labels that the reportLabels texts hold', () => {
    expect(availableSummaryCodes(run.inputs)).toEqual([...SUMMARY_CODES]);
    for (const code of SUMMARY_CODES) {
      const summary = built[code];
      expect(summary).toMatchObject({ task_id: TASK_ID, code });
      expect(summary.charts.length).toBeGreaterThan(0);
      expect(summary.table.columns.length).toBeGreaterThan(1);
      for (const row of summary.table.rows) expect(row).toHaveLength(summary.table.columns.length);
      for (const chart of summary.charts) for (const series of chart.series) expect(series.data).toHaveLength(chart.categories.length);
      expect(labelKeys(summary).filter((key) => !hasLabel(key))).toEqual([]);
    }
  });

  it('overview: totals, the last year and the year table are the engine\'s', () => {
    const { network, baseline } = run.results;
    const summary = built.overview;
    expect(kpiValue(summary, 'total_spend')).toBeCloseTo(sum(network.spend), 1);
    expect(kpiValue(summary, 'total_budget')).toBeCloseTo(sum(network.budget), 1);
    expect(kpiValue(summary, 'works_total')).toBe(sum(run.results.treatmentActivity.count.flat()));
    expect(kpiValue(summary, 'osi_end')).toBeCloseTo(last(network.osi), 2);
    expect(summary.kpis.find((kpi) => kpi.id === 'osi_end')?.change).toBeCloseTo(last(network.osi) - baseline.osi, 2);
    expect(kpiValue(summary, 'backlog_end')).toBeCloseTo(last(network.backlog), 1);
    expect(kpiValue(summary, 'fci_end')).toBeCloseTo(last(network.fci)!, 5);
    expect(summary.calendar_years).toEqual(run.results.run.calendarYears);
    records(summary).forEach((row, y) => {
      expect(row.year).toBe(run.results.run.calendarYears[y]);
      expect(row.spend).toBeCloseTo(network.spend[y]!, 1);
      expect(row.budget).toBeCloseTo(network.budget[y]!, 1);
      expect(row.osi).toBeCloseTo(network.osi[y]!, 2);
      expect(row.backlog).toBeCloseTo(network.backlog[y]!, 1);
    });
    expect(chartOf(summary, 'spend_budget_osi').series.find((series) => series.id === 'osi')?.axis).toBe('secondary');
    expect(summary.notices).toEqual([]);
  });

  it('funding: each (year, source) cell is the engine\'s spend, budget and surplus of that source', () => {
    const { funding, fundingSources, run: { calendarYears } } = run.results;
    const rows = records(built.funding);
    expect(rows).toHaveLength(calendarYears.length * fundingSources.length);
    fundingSources.forEach((source, s) =>
      calendarYears.forEach((year, y) => {
        const row = rows.find((candidate) => candidate.year === year && candidate.funding_source === source.name)!;
        expect(row.spend).toBeCloseTo(funding.spend[s]![y]!, 1);
        expect(row.budget).toBeCloseTo(funding.budget[s]![y]!, 1);
        expect(row.unspent).toBeCloseTo(funding.surplus[s]![y]!, 1);
        expect(row.carried_in).toBeCloseTo(funding.carriedIn[s]![y]!, 1);
      }),
    );
    const core = records(built['funding-core']);
    expect(core.map((row) => row.spend)).toEqual(rows.map((row) => row.spend));
    expect(built['funding-core'].table.columns.map((column) => column.id)).not.toContain('treatment');
  });

  it('cost and treatment tabs hold the engine\'s spend by cost type and by treatment, and its counts', () => {
    const { costTypes, costTypeSpend, treatments, treatmentActivity, run: { calendarYears } } = run.results;
    const costRows = records(built['cost-breakdown']);
    costTypes.forEach((type, t) =>
      calendarYears.forEach((year, y) => expect(costRows.find((row) => row.year === year && row.cost_type === type)!.spend).toBeCloseTo(costTypeSpend[t]![y]!, 1)),
    );
    const groupRows = records(built['treatment-group']);
    const costByTreatment = records(built['treatment-cost-breakdown']);
    treatments.forEach((treatment, t) =>
      calendarYears.forEach((year, y) => {
        const group = groupRows.find((row) => row.year === year && row.treatment === treatment.name)!;
        expect(group.works).toBe(treatmentActivity.count[t]![y]);
        expect(group.quantity).toBeCloseTo(treatmentActivity.quantity[t]![y]!, 1);
        expect(costByTreatment.find((row) => row.year === year && row.treatment === treatment.name)!.spend).toBeCloseTo(treatmentActivity.spend[t]![y]!, 1);
      }),
    );
    expect(kpiValue(built['treatment-group'], 'works_total')).toBe(sum(treatmentActivity.count.flat()));
    const donut = chartOf(built['treatment-cost-breakdown'], 'treatment_share');
    donut.series[0]!.data.forEach((value, t) => expect(value).toBeCloseTo(sum(treatmentActivity.spend[t]!), 1));
  });

  it('service: the state mix covers the whole network each year and the average state is the engine\'s', () => {
    const { network, states, run: runInfo } = run.results;
    records(built.service).forEach((row, y) => {
      const measure = sum(states.map((entry) => row[`state_${entry.state}`] as number));
      expect(measure).toBeCloseTo(runInfo.totalNetworkMeasure, -1);
      expect(row.average_state).toBeCloseTo(network.averageState[y]!, 2);
    });
    expect(chartOf(built.service, 'state_mix').kind).toBe('stacked100');
  });

  it('system-services: the OSI and each criterion\'s service index', () => {
    const { network, criteria, run: { calendarYears } } = run.results;
    const rows = records(built['system-services']);
    criteria.forEach((criterion, c) =>
      calendarYears.forEach((year, y) => {
        const row = rows.find((candidate) => candidate.year === year && candidate.criterion === criterion.name)!;
        expect(row.service_index).toBeCloseTo(network.serviceIndex[c]![y]!, 2);
        expect(row.osi).toBeCloseTo(network.osi[y]!, 2);
      }),
    );
    expect(chartOf(built['system-services'], 'service_indexes').series).toHaveLength(criteria.length + 1);
  });

  it('location tabs: each location\'s spend, OSI, backlog and FCI are the engine\'s', () => {
    const { locations, network, run: { calendarYears } } = run.results;
    const analysis = records(built['location-analysis']);
    expect(analysis).toHaveLength(locations.entries.length);
    locations.entries.forEach((entry, l) => {
      const row = analysis.find((candidate) => candidate.location === entry.name)!;
      expect(row.spend).toBeCloseTo(sum(locations.spend[l]!), 1);
      expect(row.osi_end).toBeCloseTo(last(locations.osi[l]!), 2);
      expect(row.asset_count).toBe(entry.assetCount);
    });
    const trend = records(built['location-analysis-v2']);
    const backlog = records(built['location-backlog']);
    const fci = records(built['location-backlog-fci']);
    locations.entries.forEach((entry, l) =>
      calendarYears.forEach((year, y) => {
        const at = (rows: typeof trend) => rows.find((row) => row.location === entry.name && row.year === year)!;
        expect(at(trend).osi).toBeCloseTo(locations.osi[l]![y]!, 2);
        expect(at(backlog).backlog).toBeCloseTo(locations.backlog[l]![y]!, 1);
        const expected = locations.fci[l]![y];
        if (expected === null) expect(at(fci).fci).toBeNull();
        else expect(at(fci).fci).toBeCloseTo(expected!, 5);
      }),
    );
    // The stacks, the drawn locations and the other locations together, are the network's backlog.
    const stacks = chartOf(built['location-backlog'], 'backlog_by_location');
    calendarYears.forEach((_, y) => expect(sum(stacks.series.map((series) => series.data[y]!))).toBeCloseTo(network.backlog[y]!, -1));
    const bands = chartOf(built['location-backlog-fci'], 'fci_by_location').bands;
    expect(bands.map((band) => [band.from, band.tone])).toEqual([
      [0, 'good'],
      [0.05, 'fair'],
      [0.1, 'poor'],
      [0.3, 'critical'],
    ]);
    expect(chartOf(built['location-analysis-v2'], 'osi_trend_by_location').series[0]!.data).toEqual(network.osi.map((value) => Math.round(value * 100) / 100));
  });

  it('budget tabs: the split, the budget, the flow source → treatment and the unspent money are the engine\'s', () => {
    const { funding, fundingSources, treatments, run: { calendarYears, carryOver } } = run.results;
    const distribution = records(built['budget-distribution']);
    fundingSources.forEach((source, s) =>
      calendarYears.forEach((year, y) => {
        const row = distribution.find((candidate) => candidate.year === year && candidate.funding_source === source.name)!;
        expect(row.split).toBeCloseTo(funding.split[s]![y]! / 100, 5);
        expect(row.budget).toBeCloseTo(funding.budget[s]![y]!, 1);
      }),
    );
    const breakdown = records(built['budget-breakdown']);
    fundingSources.forEach((source, s) =>
      treatments.forEach((treatment, t) =>
        expect(breakdown.find((row) => row.funding_source === source.name && row.treatment === treatment.name)!.spend).toBeCloseTo(sum(funding.spendByTreatment[s]![t]!), 1),
      ),
    );
    const surplus = records(built['surplus-distribution']);
    fundingSources.forEach((source, s) => {
      const rows = surplus.filter((row) => row.funding_source === source.name);
      rows.forEach((row, y) => expect(row.surplus).toBeCloseTo(funding.surplus[s]![y]!, 1));
      // With carry-over the money left at the end is the last year's surplus.
      if (carryOver) expect(last(rows).cumulative_unspent).toBeCloseTo(last(funding.surplus[s]!), 0);
    });
  });

  it('system-life-cycle: this strategy against the engine\'s zero-budget run', () => {
    const rows = records(built['system-life-cycle']);
    rows.forEach((row, y) => {
      expect(row.osi).toBeCloseTo(run.results.network.osi[y]!, 2);
      expect(row.osi_zero_budget).toBeCloseTo(run.zeroBudget.network.osi[y]!, 2);
      expect(row.backlog_zero_budget).toBeCloseTo(run.zeroBudget.network.backlog[y]!, 1);
    });
    expect(kpiValue(built['system-life-cycle'], 'osi_gain')).toBeCloseTo(last(run.results.network.osi) - last(run.zeroBudget.network.osi), 1);
  });

  it('system-life-cycle answers 409 "not available yet" and is not listed before the zero-budget run exists', async () => {
    const inputs = { ...run.inputs, zeroBudget: null };
    expect(availableSummaryCodes(inputs)).not.toContain('system-life-cycle');
    const refused = await buildSummary('system-life-cycle', inputs).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409, key: 'errors.reportNotReady', message: expect.stringContaining('not available yet') });
  });

  it('asset-life-cycle: the asset\'s states and works are the engine\'s assetLifeCycle, for any asset and by default the first', async () => {
    const treated = run.lifeCycles.treatments.find((year) => year.asset.length > 0)!.asset[0]!;
    for (const [index, summary] of [
      [0, built['asset-life-cycle']],
      [treated, await buildSummary('asset-life-cycle', run.inputs, { assetIndex: treated })],
    ] as const) {
      const expected = assetLifeCycle(run.results, run.lifeCycles, index);
      expect(summary.calendar_years).toEqual(expected.calendarYears);
      const chart = chartOf(summary, 'asset_states');
      expect(chart.kind).toBe('step');
      expected.states.forEach((states, c) => expect(chart.series[c]!.data).toEqual(states));
      expect(chart.markers.map((marker) => marker.category)).toEqual(expected.treatments.map((work) => work.year));
      expect(records(summary).map((row) => [row.year, row.treatment, row.cost])).toEqual(
        expected.treatments.map((work) => [work.year, work.treatmentName, Math.round(work.cost * 100) / 100]),
      );
    }
    const wp = await buildSummary('wp-asset-life-cycle', run.inputs, { assetIndex: treated });
    expect({ ...wp, code: 'asset-life-cycle' }).toEqual(await buildSummary('asset-life-cycle', run.inputs, { assetIndex: treated }));
    const missing = await buildSummary('asset-life-cycle', run.inputs, { assetIndex: run.results.run.assetCount }).catch((error: unknown) => error);
    expect(missing).toMatchObject({ statusCode: 404 });
  });
});

describe('report summaries of a 30-year run with 200 locations', () => {
  it('stay within 100 KB gzipped each, tables included', async () => {
    const generated = benchmarkPackage(4000, 600_000);
    const parsed = await parsePackage({ settings: generated.settings, assetsCsv: csvText(generated.header, generated.rows) });
    if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
    const { results, lifeCycles } = await simulate(parsed.package);
    expect(results.run.calendarYears).toHaveLength(30);
    expect(results.locations.entries.length).toBeGreaterThanOrEqual(50);
    const inputs = { taskId: TASK_ID, results, zeroBudget: results, lifeCycles: async () => lifeCycles };
    for (const code of SUMMARY_CODES) {
      const bytes = gzipSync(JSON.stringify(await buildSummary(code, inputs))).length;
      expect({ code, fits: bytes <= 100 * 1024 }).toEqual({ code, fits: true });
    }
  }, 60_000);
});

describe('report summaries without asset values', () => {
  it('leave FCI out and say that the asset values are missing', async () => {
    const generated = benchmarkPackage(500, 100_000);
    const valueColumn = generated.header.indexOf('asset_value');
    const header = generated.header.filter((_, k) => k !== valueColumn);
    const rows = [...generated.rows].map((row) => row.filter((_, k) => k !== valueColumn));
    const parsed = await parsePackage({ settings: generated.settings, assetsCsv: csvText(header, rows) });
    if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
    const { results, lifeCycles } = await simulate(parsed.package);
    const inputs = { taskId: TASK_ID, results, zeroBudget: null, lifeCycles: async () => lifeCycles };
    const fci = await buildSummary('location-backlog-fci', inputs);
    expect(fci.notices).toContain('assetValueMissingAllYears');
    expect(fci.table.rows.every((row) => row[fci.table.columns.findIndex((column) => column.id === 'fci')] === null)).toBe(true);
    const overview = await buildSummary('overview', inputs);
    expect(overview.notices).toContain('assetValueMissingAllYears');
    expect(overview.kpis.find((kpi) => kpi.id === 'fci_end')?.value).toBeNull();
  });
});
